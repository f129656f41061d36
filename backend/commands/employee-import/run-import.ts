import { normalizeEmployeeEmail } from '../../../events/employee';
import { employeeEmailsStream } from '../../../events/employee-emails';
import type { Checkpoint } from '../../eventstore/port';
import type { CommandDeps } from '../deps';
import { ForbiddenError } from '../../platform/errors';
import { employeeRoom, planLimits } from '../account/decider';
import { effectivePlan } from '../../../events/plan-state';
import { handleCommand, type CommandContext } from '../handle-command';
import type { CompanyFacts } from '../employee/decider';
import { releaseEmployeeEmails } from '../employee/email-claims';
import { emailDirectoryDecider, type StaleClaim } from '../employee/email-directory';
import { appendChunk, CHUNK_ROWS, loadAccountAt } from './append-chunks';
import { importMessages } from './messages';
import type { ImportError, ValidRow } from './parse-rows';

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
 * claimed on the owner's e-mail directory (one batch event), the rows past the plan's limit are
 * reported one by one (SPEC 9) and the others imported, each chunk of rows one transaction of its
 * employee streams and the account's count of them (append-chunks.ts). The answer waits once, for
 * the last checkpoint.
 */
export async function importEmployees(
  deps: CommandDeps,
  run: ImportRun,
  rows: ValidRow[],
): Promise<{ inserted: number; errors: ImportError[] }> {
  if (rows.length === 0) return { inserted: 0, errors: [] };
  const { userId, context, now } = run;
  const ids = await deps.ids.nextMany('employee', rows.length);
  const planned = rows.map((row, index) => ({ ...row, employeeId: ids[index]! }));

  // The directory is the authority on duplicates: an address claimed meanwhile is left out, not imported twice.
  const { state: directory } = await handleCommand(
    deps.store,
    employeeEmailsStream(userId),
    emailDirectoryDecider,
    {
      type: 'ClaimEmployeeEmails',
      claims: planned.map(({ email, employeeId }) => ({ email, employeeId })),
      stale: run.stale,
      partial: true,
      now,
    },
    context,
  );
  const holds = (row: (typeof planned)[number]) => directory.holders.get(normalizeEmployeeEmail(row.email))?.employeeId === row.employeeId;
  let accepted = planned.filter(holds);
  const errors: ImportError[] = planned.filter((row) => !holds(row)).map((row) => ({ line: row.line, reason: importMessages.emailExists }));
  if (accepted.length === 0) return { inserted: 0, errors };
  const release = (unwritten: typeof accepted) =>
    releaseEmployeeEmails(
      deps.store,
      userId,
      unwritten.map(({ email, employeeId }) => ({ email, employeeId })),
      now,
      context,
    );

  let account = await loadAccountAt(deps.store, userId);
  const room = employeeRoom(account.state, now);
  if (room < accepted.length) {
    // The first rows of the file fill the plan; the rest is reported per row and their addresses freed.
    const over = accepted.slice(room);
    accepted = accepted.slice(0, room);
    await release(over);
    const plan = effectivePlan(account.state.plan, now);
    const reason = importMessages.planLimit(plan, planLimits(plan).maxEmployees);
    errors.push(...over.map((row) => ({ line: row.line, reason })));
    if (accepted.length === 0) return { inserted: 0, errors };
  }

  let last: Checkpoint | null = null;
  let inserted = 0;
  for (let start = 0; start < accepted.length; start += CHUNK_ROWS) {
    const chunk = accepted.slice(start, start + CHUNK_ROWS);
    try {
      ({ account, checkpoint: last } = await appendChunk(deps.store, { ...run, index: start / CHUNK_ROWS, rows: chunk }, account));
      inserted += chunk.length;
    } catch (err) {
      // This chunk and the ones after it were not written: their addresses are free again.
      const unwritten = accepted.slice(start);
      await release(unwritten);
      // Another command took the last places of the plan meanwhile: the rest is reported per row.
      if (!(err instanceof ForbiddenError)) throw err;
      errors.push(...unwritten.map((row) => ({ line: row.line, reason: err.message })));
      break;
    }
  }
  await deps.projections.waitFor(last, PROJECTION_WAIT_MS);
  return { inserted, errors };
}
