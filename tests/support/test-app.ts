import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { accountStream } from '../../events/account';
import { accountDecider } from '../../backend/commands/account/decider';
import { runCommand } from '../../backend/commands/run-command';
import { loadConfig } from '../../backend/platform/config';
import { SmtpInbox } from '../../backend/adapters/smtp/smtp-inbox';
import { startRuntime, type Runtime } from '../../backend/main/runtime';
import { createTestDatabase, type TestDatabase } from './test-database';
import type { SubscriptionTier } from '../../contracts/plan-catalogue';

export interface TestApp {
  runtime: Runtime;
  api: ReturnType<typeof supertest>;
  inbox: SmtpInbox;
  db: TestDatabase;
  close(): Promise<void>;
}

export const ADMIN_EMAIL = 'beheer@example.nl';

/**
 * The real app (runtime, projections, mail reactor) on a fresh database, with a receiving SMTP server.
 * `seed` fills the database before the app starts (data written by an older version, say).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { seed?(db: TestDatabase): Promise<void> } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  await options.seed?.(db);
  const inbox = new SmtpInbox();
  const smtpPort = await inbox.listen(0);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-test-'));
  const config = loadConfig({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    APP_URL: 'http://localhost:5999',
    ADMIN_EMAILS: ADMIN_EMAIL,
    CHECK_RESPONSES: '1',
    // Limits have tests of their own (rate-limits.int.test.ts); elsewhere they would only get in the way.
    RATE_LIMIT_FACTOR: '100',
    ...env,
  });
  const runtime = await startRuntime(config, { log: () => undefined, mailRetryBaseMs: 100 });
  return {
    runtime,
    api: supertest(runtime.app.callback()),
    inbox,
    db,
    async close() {
      await runtime.stop();
      await inbox.close();
      await db.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The token in a link of the mail (verification or reset). */
export function tokenFromMail(text: string): string {
  const match = /token=([0-9]+\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no token link in mail:\n${text}`);
  return match[1]!;
}

export function codeFromMail(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no 6-digit code in mail:\n${text}`);
  return match[1]!;
}

/**
 * Puts an account on `plan` through the account's own decider, as a promo code of ten years would
 * (tests that need more companies or employees than the free plan's 1 and 5, SPEC 9).
 */
export async function givePlan(app: TestApp, userId: number, plan: Exclude<SubscriptionTier, 'free'>) {
  const command = {
    type: 'ApplyPromoCode' as const,
    promo: { code: `TEST-${plan.toUpperCase()}`, plan, months: 120 },
    now: new Date().toISOString(),
  };
  const context = { actor: String(userId), tenant: String(userId), commandId: `test-plan:${userId}:${plan}` };
  await runCommand(app.runtime.deps, accountStream(userId), accountDecider, command, context);
}

let counter = 0;
/**
 * Registers a new account and returns its token and e-mail address. New accounts are on the free
 * plan (1 company, 5 employees); `plan` moves it up first (givePlan). `email: ADMIN_EMAIL` with
 * `verified` gives an admin.
 */
export async function registerUser(
  app: TestApp,
  options: { verified?: boolean; naam?: string; plan?: Exclude<SubscriptionTier, 'free'>; email?: string } = {},
) {
  const email = options.email ?? `hr${Date.now().toString(36)}${counter++}@example.nl`;
  const password = 'geheim123';
  const res = await app.api
    .post('/api/hr/register')
    .send({ naam: options.naam ?? 'Test HR', email, password })
    .expect(201);
  const token = res.body.token as string;
  if (options.verified) {
    const mail = await app.inbox.waitFor((m) => m.to.includes(email) && m.subject.includes('Verifieer'));
    await app.api
      .post('/api/verification/verify')
      .send({ token: tokenFromMail(mail.text) })
      .expect(200);
  }
  if (options.plan) await givePlan(app, res.body.user.id as number, options.plan);
  return { token, email, password, id: res.body.user.id as number, auth: { Authorization: `Bearer ${token}` } };
}

/** An account made by registerUser: its id, token, e-mail address, password and auth header. */
export type TestUser = Awaited<ReturnType<typeof registerUser>>;
