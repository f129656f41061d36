import { accountStream } from '../../../events/account';
import { employeeCategory, employeeStream, normalizeEmployeeEmail } from '../../../events/employee';
import { employeeEmailsStream } from '../../../events/employee-emails';
import type { Checkpoint, EventMetadata } from '../../eventstore/port';
import type { AppDeps } from '../../http/deps';
import { accountDecider } from '../account/decider';
import { eventIdFor, handleCommand, type CommandContext } from '../handle-command';
import { employeeDecider, type CompanyFacts } from '../employee/decider';
import { releaseEmployeeEmails } from '../employee/email-claims';
import { emailDirectoryDecider, type StaleClaim } from '../employee/email-directory';
import { mapLimit } from './map-limit';
import { importMessages } from './messages';
import type { ImportError, ValidRow } from './parse-rows';

/** Appends in flight at once: enough to hide round trips, few enough to leave the pool to requests and projections. */
const CONCURRENCY = 8;
/** Read your writes for thousands of events takes longer than the few seconds of a single command. */
const PROJECTION_WAIT_MS = 30_000;

export interface ImportRun {
  userId: number;
  context: CommandContext;
  now: string;
  /** Facts from each company's own stream, for the companies the rows name. */
  companies: Map<number, CompanyFacts>;
  /** Orphaned claims on the owner's e-mail directory that the rows may take over. */
  stale: StaleClaim[];
}

/**
 * Registers the rows as employees with the same rules as one registration: the addresses are
 * claimed on the owner's e-mail directory (one batch event), the account counts the new
 * employees (one batch event), then every employee gets its own stream with one event appended
 * with no_stream, so nothing needs loading first. The answer waits once, for the last checkpoint.
 */
export async function importEmployees(deps: AppDeps, run: ImportRun, rows: ValidRow[]): Promise<{ inserted: number; errors: ImportError[] }> {
  if (rows.length === 0) return { inserted: 0, errors: [] };
  const { userId, context, now } = run;
  const ids = await mapLimit(rows, CONCURRENCY, () => deps.ids.next('employee'));
  const planned = rows.map((row, index) => ({ ...row, employeeId: ids[index]! }));

  // The directory is the authority on duplicates: an address claimed meanwhile is left out, not imported twice.
  const { state: directory } = await handleCommand(
    deps.store,
    employeeEmailsStream(userId),
    emailDirectoryDecider,
    { type: 'ClaimEmployeeEmails', claims: planned.map(({ email, employeeId }) => ({ email, employeeId })), stale: run.stale, partial: true, now },
    context,
  );
  const holds = (row: (typeof planned)[number]) => directory.holders.get(normalizeEmployeeEmail(row.email))?.employeeId === row.employeeId;
  const accepted = planned.filter(holds);
  const errors = planned.filter((row) => !holds(row)).map((row) => ({ line: row.line, reason: importMessages.emailExists }));
  if (accepted.length === 0) return { inserted: 0, errors };

  try {
    await handleCommand(
      deps.store,
      accountStream(userId),
      accountDecider,
      { type: 'ReserveEmployeeSlots', employeeIds: accepted.map((row) => row.employeeId), now },
      context,
    );
  } catch (err) {
    // Refused (a plan limit): free the addresses again so a smaller file can be imported at once.
    await releaseEmployeeEmails(deps.store, userId, accepted.map(({ email, employeeId }) => ({ email, employeeId })), now, context);
    throw err;
  }

  const metadata: EventMetadata = {
    actor: context.actor,
    tenant: context.tenant,
    commandId: context.commandId,
    correlationId: context.correlationId ?? context.commandId,
    causationId: context.causationId ?? context.commandId,
  };
  const checkpoints = await mapLimit(accepted, CONCURRENCY, async (row) => {
    const stream = employeeStream(row.employeeId);
    const events = employeeDecider.decide(
      {
        type: 'RegisterEmployee',
        employeeId: row.employeeId,
        actorId: userId,
        naam: row.naam,
        email: row.email,
        company: run.companies.get(row.bedrijfId) ?? null,
        now,
      },
      employeeDecider.initialState(),
    );
    const result = await deps.store.appendToStream(
      stream,
      events.map((event, index) => ({ id: eventIdFor(context.commandId, stream, index), ...employeeCategory.versioned(event), metadata })),
      { expected: 'no_stream' },
    );
    return result.checkpoint;
  });
  const last = checkpoints.reduce<Checkpoint | null>((max, c) => (deps.store.compareCheckpoints(c, max) > 0 ? c : max), null);
  await deps.projections.waitFor(last, PROJECTION_WAIT_MS);
  return { inserted: accepted.length, errors };
}
