import { randomUUID } from 'node:crypto';
import type { Checkpoint, EventStore } from '../../backend/eventstore/port';
import type { StoredAppend } from '../../bench/lib/sealed';
import { employeeCategory } from '../../events/employee';

/** What the writers appended: the highest checkpoint an append returned, and the ledger they expect. */
export interface WriteTally {
  appends: number;
  events: number;
  last: Checkpoint | null;
  ledger: Map<string, { balance: number; count: number }>;
}

export const newTally = (): WriteTally => ({ appends: 0, events: 0, last: null, ledger: new Map() });

/** The product history of each owner (its events' tenant), in the order productHistory made it. */
export function byOwner(history: readonly StoredAppend[]): StoredAppend[][] {
  const owners = new Map<string, StoredAppend[]>();
  for (const append of history) {
    const owner = String(append.events[0]!.metadata!.tenant);
    owners.set(owner, [...(owners.get(owner) ?? []), append]);
  }
  return [...owners.values()];
}

/**
 * One writer, as one user's commands and an import would write: the owner's company first, its
 * employees in one multi-stream append (the import's appendToStreams), then its conversations an
 * event at a time in a random interleaving, each with its expected version. Between them, deposits
 * on a few ledger streams shared by every writer (expected 'any'). Goes on with deposits until its
 * history is written and `stopped()` says so. A random pause of up to `pauseMs` before each append (five
 * times that once only deposits are left) keeps the store from growing so fast that later rounds only
 * measure replay speed.
 */
export async function runWriter(
  store: EventStore,
  owned: readonly StoredAppend[],
  ledgerStreams: readonly string[],
  stopped: () => boolean,
  tally: WriteTally,
  pauseMs = 10,
) {
  const [company, ...rest] = owned;
  const employees = rest.filter((a) => employeeCategory.owns(a.stream));
  const conversations = rest
    .filter((a) => !employeeCategory.owns(a.stream))
    .map((a) => ({ stream: a.stream, events: [...a.events], version: -1 }));
  const steps: (() => Promise<void>)[] = [
    async () =>
      note(tally, [await store.appendToStream(company!.stream, company!.events, { expected: 'no_stream' })], company!.events.length),
    async () => {
      const results = await store.appendToStreams(employees.map((a) => ({ stream: a.stream, events: a.events, expected: 'no_stream' })));
      note(
        tally,
        results,
        employees.reduce((n, a) => n + a.events.length, 0),
      );
    },
  ];
  const conversationEvents = conversations.reduce((n, c) => n + c.events.length, 0);
  for (let i = 0; i < conversationEvents; i++) {
    steps.push(async () => {
      const open = conversations.filter((c) => c.events.length > 0);
      const conversation = open[Math.floor(Math.random() * open.length)]!;
      const event = conversation.events.shift()!;
      const expected = conversation.version < 0 ? 'no_stream' : conversation.version;
      const result = await store.appendToStream(conversation.stream, [event], { expected });
      conversation.version = result.nextExpectedVersion;
      note(tally, [result], 1);
    });
  }
  while (steps.length > 0 || !stopped()) {
    // Once its history is written, only deposits: slower, so the rebuilds replay the product's events more than the ledger's.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * pauseMs * (steps.length > 0 ? 1 : 5)));
    if (steps.length > 0 && Math.random() < 0.5) {
      await steps.shift()!();
      continue;
    }
    const stream = ledgerStreams[Math.floor(Math.random() * ledgerStreams.length)]!;
    const amount = 1 + Math.floor(Math.random() * 9);
    const result = await store.appendToStream(stream, [{ id: randomUUID(), type: 'Deposited', data: { amount } }], { expected: 'any' });
    note(tally, [result], 1);
    const row = tally.ledger.get(stream) ?? { balance: 0, count: 0 };
    tally.ledger.set(stream, { balance: row.balance + amount, count: row.count + 1 });
  }

  function note(into: WriteTally, results: { checkpoint: Checkpoint }[], events: number) {
    into.appends++;
    into.events += events;
    for (const { checkpoint } of results) if (store.compareCheckpoints(checkpoint, into.last) > 0) into.last = checkpoint;
  }
}
