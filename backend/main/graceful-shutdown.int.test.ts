import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';

const WORKERS = 6;
/** The signal comes once the load is running: at least this long, and this many answers per worker. */
const LOAD_BEFORE_SIGNAL_MS = 1500;
const ANSWERS_BEFORE_SIGNAL = 3;

interface Attempt {
  startedAt: number;
  endedAt: number;
  status?: number;
  goalId?: number;
  failure?: string;
}

async function post(base: string, route: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

it(
  'SIGTERM under load lets running commands finish, refuses new ones, loses no answered command and exits 0',
  { timeout: 60_000 },
  async () => {
    const db = await createTestDatabase(2);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-shutdown-'));
    const app = spawn(process.execPath, ['--import', 'tsx', 'tests/support/serve-app.ts'], {
      env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, PORT: '0', RATE_LIMIT_FACTOR: '100', LOG_REQUESTS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: string[] = [];
    const stderr: string[] = [];
    app.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => app.once('exit', (code) => resolve(code)));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        readline.createInterface({ input: app.stdout }).on('line', (line) => {
          stdout.push(line);
          const listening = (JSON.parse(line) as { listening?: number }).listening;
          if (listening) resolve(listening);
        });
        void exited.then((code) => reject(new Error(`app exited (${code}) before listening:\n${stderr.join('')}`)));
      });
      const base = `http://127.0.0.1:${port}/api`;
      const tokens: string[] = [];
      for (let i = 0; i < WORKERS; i++) {
        const res = await post(base, '/hr/register', { naam: `HR ${i}`, email: `hr${i}-${Date.now()}@example.nl`, password: 'geheim123' });
        expect(res.status).toBe(201);
        tokens.push(res.body.token as string);
      }

      // Each worker (its own account, so no hot-stream waits) adds library goals back to back until the app is gone
      // (goals: no plan limit, every request is a command that appends).
      const attempts: Attempt[] = [];
      let exitedYet = false;
      void exited.then(() => (exitedYet = true));
      const worker = async (token: string, w: number) => {
        for (let n = 0; !exitedYet; n++) {
          const attempt: Attempt = { startedAt: performance.now(), endedAt: 0 };
          attempts.push(attempt);
          try {
            const res = await post(base, '/goals', { omschrijving: `Doel ${w}-${n}` }, token);
            attempt.status = res.status;
            attempt.goalId = res.body.id as number | undefined;
          } catch (err) {
            attempt.failure = String((err as Error).cause ?? err);
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          attempt.endedAt = performance.now();
        }
      };
      const load = Promise.all(tokens.map((token, w) => worker(token, w)));
      await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));
      // A loaded machine may answer slowly: wait for enough answers, so 'before the signal' has something in it.
      for (let i = 0; i < 600 && attempts.filter((a) => a.endedAt > 0).length < ANSWERS_BEFORE_SIGNAL * WORKERS; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const signalledAt = performance.now();
      app.kill('SIGTERM');
      expect(await exited).toBe(0);
      await load;

      const answered = attempts.filter((a) => a.status !== undefined && a.status >= 200 && a.status < 300);
      const before = attempts.filter((a) => a.endedAt < signalledAt);
      const inFlight = attempts.filter((a) => a.startedAt < signalledAt && a.endedAt >= signalledAt);
      expect(before.length).toBeGreaterThan(WORKERS);
      // Draining: requests running at the signal were answered, none was cut off.
      expect(inFlight.length).toBeGreaterThan(0);
      expect(inFlight.filter((a) => a.status === undefined)).toEqual([]);
      // No new work once the signal had been handled: later requests met a closed port or a 503.
      const late = attempts.filter((a) => a.startedAt > signalledAt + 1000);
      expect(late.filter((a) => a.status !== undefined && a.status < 300)).toEqual([]);
      // Every answered command is in the event store.
      const ids = answered.map((a) => a.goalId);
      const { rows } = await db.pool.query<{ stream_id: string }>(
        'SELECT DISTINCT stream_id FROM es_events WHERE stream_id = ANY($1::text[])',
        [ids.map((id) => `goal-${id}`)],
      );
      expect(rows.length).toBe(new Set(ids).size);
      expect(ids.length).toBe(answered.length);
      // The request log wrote one line per answered create, and never the tokens.
      const logged = stdout.filter((line) => line.includes('"path":"/api/goals"'));
      expect(logged.length).toBeGreaterThanOrEqual(answered.length);
      expect(stdout.join('\n')).not.toContain(tokens[0]!.slice(-20));
    } finally {
      if (app.exitCode === null) app.kill('SIGKILL');
      await db.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  },
);
