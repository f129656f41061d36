/**
 * The growth benchmark's data: accounts made through the API, conversations with months of goal
 * history written straight into the event store as the commands would (tests/support/growth-seed.ts).
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { dutchMonth } from '../../contracts/dutch-time';
import { addMonths } from '../../contracts/months';
import type { Runtime } from '../../backend/main/runtime';
import { seedConversations, type SeedConversation } from '../../tests/support/growth-seed';
import { personName } from './dutch-names';
import { givePlan } from './plan';
import { throttledLog } from './measure';
import type { ConversationStatus } from '../../contracts/conversations';

export interface Account {
  id: number;
  auth: string;
  company: { id: number; naam: string };
  employees: { id: number; naam: string }[];
}

/** A tiny HTTP client for the listening app (real sockets, keep-alive like a browser). */
export function client(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const call = (method: string, path: string, auth?: string, body?: unknown, sink?: (chunk: Buffer) => void) =>
    new Promise<{ status: number; body: unknown; bytes: number }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${baseUrl}${path}`,
        {
          method,
          agent,
          headers: { ...(payload ? { 'Content-Type': 'application/json' } : {}), ...(auth ? { Authorization: auth } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let bytes = 0;
          res.on('data', (c: Buffer) => {
            bytes += c.length;
            if (sink) sink(c);
            else chunks.push(c);
          });
          res.on('end', () => {
            const text = sink ? '' : Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : undefined, bytes });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}
export type Client = ReturnType<typeof client>;

export async function ok<T>(promise: Promise<{ status: number; body: unknown }>, what: string): Promise<T> {
  const res = await promise;
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** A verified account on the enterprise plan with one company and `employees` employees. */
export async function createAccount(runtime: Runtime, api: Client, label: string, employees: number): Promise<Account> {
  const reg = await ok<{ token: string; user: { id: number } }>(
    api.call('POST', '/api/hr/register', undefined, {
      naam: `Bench ${label}`,
      email: `${label}-${randomUUID().slice(0, 8)}@bench.example.nl`,
      password: 'geheim123',
    }),
    'register',
  );
  await givePlan(runtime, reg.user.id);
  const auth = `Bearer ${reg.token}`;
  const company = await ok<{ id: number; naam: string }>(
    api.call('POST', '/api/companies', auth, { naam: `${label} Groep BV`, branche: 'Overig' }),
    'company',
  );
  const account: Account = { id: reg.user.id, auth, company: { id: company.id, naam: company.naam }, employees: [] };
  for (let e = 0; e < employees; e++) {
    const naam = `${personName(e)} ${e}`;
    const body = { naam, email: `m${e}-${randomUUID().slice(0, 6)}@bench.example.nl`, bedrijf_id: company.id };
    account.employees.push({ id: (await ok<{ id: number }>(api.call('POST', '/api/employees', auth, body), 'employee')).id, naam });
  }
  return account;
}

const day = (month: string, d: number, time = '10:00') => `${month}-${String(d).padStart(2, '0')}T${time}`;

/**
 * `count` conversations over the 36 months up to this one (and two to come), each with 0-3 goals whose
 * progress moves in later months, half of them with a deadline; 2% archived. Ids start at `firstId`.
 */
export function growthHistory(account: Account, count: number, firstId: number): SeedConversation[] {
  const cur = dutchMonth(new Date());
  const out: SeedConversation[] = [];
  for (let i = 0; i < count; i++) {
    const monthIndex = Math.floor((i * 38) / count) - 35;
    const month = addMonths(cur, monthIndex);
    const past = monthIndex < 0;
    const planned = past ? day(month, 1, '08:00') : day(cur, 1, '08:00');
    const status: ConversationStatus = past ? (i % 5 === 0 ? 'open' : 'afgerond') : 'gepland';
    const goals = Array.from({ length: i % 4 }, (_, g) => {
      const goalId = firstId * 10 + i * 4 + g;
      const at = past ? day(month, 3, '11:00') : planned;
      const steps = past ? Math.min(3, -monthIndex) : 0;
      const progress: [string, number][] = Array.from({ length: steps }, (_, s) => [
        day(addMonths(month, s), 20, '09:00'),
        Math.min(10, 3 + s * 3 + ((i + g) % 3)),
      ]);
      const deadline: [string, string][] =
        (i + g) % 2 ? [[at.replace('11:00', '11:01').replace('08:00', '08:01'), `${addMonths(month, 2)}-15`]] : [];
      return { goalId, at, description: `Doel ${g + 1}`, progress, deadline };
    });
    out.push({
      popId: firstId + i,
      ownerId: account.id,
      company: account.company,
      employee: account.employees[i % account.employees.length]!,
      scheduled: day(month, 1 + (i % 27), `${String(9 + (i % 8)).padStart(2, '0')}:00`),
      status,
      at: planned,
      goals,
      ambitions: i % 3 === 0 ? [[firstId * 10 + i * 4, past ? day(month, 3, '11:30') : planned]] : [],
      archivedAt: i % 50 === 7 && past ? day(addMonths(month, 1), 2) : undefined,
    });
  }
  return out;
}

/** Appends the conversations, a few at a time, and waits until every read model shows them. */
export async function seed(runtime: Runtime, conversations: SeedConversation[], label: string) {
  const log = throttledLog(2000);
  const started = Date.now();
  let checkpoint: string | null = null;
  for (let i = 0; i < conversations.length; i += 8) {
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7]
        .filter((k) => i + k < conversations.length)
        .map((k) => seedConversations(runtime.deps.store, [conversations[i + k]!])),
    );
    for (const c of results) if (runtime.deps.store.compareCheckpoints(c, checkpoint) > 0) checkpoint = c;
    log(() => `  ${label}: ${Math.min(i + 8, conversations.length)} / ${conversations.length} gesprekken`);
  }
  const appended = Date.now();
  if (!(await runtime.deps.projections.waitFor(checkpoint, 600_000))) throw new Error('read models did not catch up within 10 minutes');
  return { appendMs: appended - started, catchUpMs: Date.now() - appended };
}

/**
 * An employee of `account` with exactly the history `source` has for `employeeId` (same months,
 * goals, progress), so a timeline can be timed on the same history in a small and a large account.
 */
export async function addTwin(
  runtime: Runtime,
  api: Client,
  account: Account,
  source: SeedConversation[],
  employeeId: number,
  firstId: number,
) {
  const body = { naam: 'Tweeling de Vries', email: `twin-${randomUUID().slice(0, 6)}@bench.example.nl`, bedrijf_id: account.company.id };
  const twin = { id: (await ok<{ id: number }>(api.call('POST', '/api/employees', account.auth, body), 'employee')).id, naam: body.naam };
  const copies = source
    .filter((c) => c.employee.id === employeeId)
    .map((c, i) => ({
      ...c,
      popId: firstId + i,
      ownerId: account.id,
      company: account.company,
      employee: twin,
      goals: c.goals?.map((g, k) => ({ ...g, goalId: firstId * 10 + i * 4 + k })),
      ambitions: c.ambitions?.map(([, at], k): [number, string] => [firstId * 10 + i * 4 + k, at]),
    }));
  await seed(runtime, copies, 'tweeling');
  return twin;
}
