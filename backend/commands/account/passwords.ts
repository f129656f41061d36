import os from 'node:os';
import argon2 from 'argon2';

/**
 * argon2 takes 64 MiB and a core for tens of milliseconds per call: at most one per core runs at a
 * time, the rest wait their turn, so a burst of logins cannot exhaust memory or starve other requests.
 */
const MAX_CONCURRENT = Math.max(1, os.availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** argon2id with the library's defaults (64 MiB, t=3); the hash string carries its parameters. */
export const hashPassword = (password: string) => limited(() => argon2.hash(password, { type: argon2.argon2id }));

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

/** Constant work for unknown accounts, so response time does not reveal whether an address exists. */
const dummyHash = hashPassword('niet-bestaand-account');
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(await dummyHash, password);
}
