import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, t=3); the hash string carries its parameters. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Constant work for unknown accounts, so response time does not reveal whether an address exists. */
const dummyHash = hashPassword('niet-bestaand-account');
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(await dummyHash, password);
}
