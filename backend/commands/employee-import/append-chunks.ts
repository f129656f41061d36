import { accountCategory, accountStream } from '../../../events/account';
import { employeeCategory, employeeStream } from '../../../events/employee';
import {
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type StreamAppend,
  WrongExpectedVersionError,
} from '../../eventstore/port';
import { ConflictError } from '../../platform/errors';
import { accountDecider } from '../account/decider';
import type { AccountState } from '../account/state';
import { eventIdFor, type CommandContext } from '../handle-command';
import { foldRecorded } from '../../eventstore/load-aggregate';
import { employeeDecider, type CompanyFacts } from '../employee/decider';
import type { ValidRow } from './parse-rows';

/** Rows per transaction: big enough to spare round trips and commits, small enough to hold locks briefly. */
export const CHUNK_ROWS = 500;
const MAX_ATTEMPTS = 4;

export type PlannedRow = ValidRow & { employeeId: number };

export interface AccountAt {
  state: AccountState;
  expected: ExpectedVersion;
}

export async function loadAccountAt(store: EventStore, userId: number): Promise<AccountAt> {
  const recorded = await store.readStream(accountStream(userId));
  return {
    state: foldRecorded(accountCategory, accountDecider, recorded),
    expected: recorded.length ? recorded[recorded.length - 1]!.streamPosition : 'no_stream',
  };
}

export const metadataOf = (context: CommandContext): EventMetadata => ({
  actor: context.actor,
  tenant: context.tenant,
  commandId: context.commandId,
  correlationId: context.correlationId ?? context.commandId,
  causationId: context.causationId ?? context.commandId,
});

interface Chunk {
  userId: number;
  now: string;
  context: CommandContext;
  companies: Map<number, CompanyFacts>;
  /** Which chunk of the import: its account event gets an id of its own. */
  index: number;
  rows: PlannedRow[];
}

/**
 * One transaction (appendToStreams) for a chunk of rows: every employee's new stream and the
 * account's EmployeeSlotsReserved for exactly those employees, so the plan-limit counter always
 * equals the employees that exist. The account comes last: a store without transactions across
 * streams then never counts an employee it did not write. When another command moved the account
 * on meanwhile, the chunk is decided again on the newer account (the employee events, same ids,
 * are recognised if they were written). Throws the decider's ForbiddenError past a plan limit.
 */
export async function appendChunk(
  store: EventStore,
  chunk: Chunk,
  account: AccountAt,
): Promise<{ account: AccountAt; checkpoint: Checkpoint }> {
  const { userId, now, context, rows } = chunk;
  const metadata = metadataOf(context);
  const employees: StreamAppend[] = rows.map((row) => {
    const stream = employeeStream(row.employeeId);
    const events = employeeDecider.decide(
      {
        type: 'RegisterEmployee',
        employeeId: row.employeeId,
        actorId: userId,
        name: row.name,
        email: row.email,
        company: chunk.companies.get(row.companyId) ?? null,
        now,
      },
      employeeDecider.initialState(),
    );
    return {
      stream,
      events: events.map((event, i) => ({ id: eventIdFor(context.commandId, stream, i), ...employeeCategory.versioned(event), metadata })),
      expected: 'no_stream',
    };
  });
  const stream = accountStream(userId);
  let current = account;
  for (let attempt = 1; ; attempt++) {
    const reserved = accountDecider.decide(
      { type: 'ReserveEmployeeSlots', employeeIds: rows.map((row) => row.employeeId), now },
      current.state,
    );
    const slots: StreamAppend = {
      stream,
      events: reserved.map((event, i) => ({
        id: eventIdFor(`${context.commandId}/import-chunk-${chunk.index}`, stream, i),
        ...accountCategory.versioned(event),
        metadata,
      })),
      expected: current.expected,
    };
    try {
      const results = await store.appendToStreams([...employees, slots]);
      const checkpoint = results.reduce(
        (max, r) => (store.compareCheckpoints(r.checkpoint, max) > 0 ? r.checkpoint : max),
        results[0]!.checkpoint,
      );
      const state = reserved.reduce((s, event) => accountDecider.evolve(s, event), current.state);
      return { account: { state, expected: results[results.length - 1]!.nextExpectedVersion }, checkpoint };
    } catch (err) {
      if (!(err instanceof WrongExpectedVersionError) || err.stream !== stream) throw err;
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError();
      current = await loadAccountAt(store, userId);
    }
  }
}
