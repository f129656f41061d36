import { normalizeEmployeeEmail } from '../../../events/employee';
import { employeeEmailsCategory, employeeEmailsStream, type EmployeeEmailClaim } from '../../../events/employee-emails';
import type { EventStore } from '../../eventstore/port';
import { ConflictError } from '../../platform/errors';
import { handleCommand, type CommandContext } from '../handle-command';
import { loadAggregate } from '../../eventstore/load-aggregate';
import { replayedAs } from '../replay';
import { employeeMessages } from '../../../contracts/employees';
import { emailDirectoryDecider, type EmailDirectoryState, type StaleClaim } from './email-directory';
import { loadEmployee } from './load';
import { claimMayStillComplete } from '../claim-age';

export const loadEmailDirectory = (store: EventStore, ownerId: number): Promise<EmailDirectoryState> =>
  loadAggregate(store, employeeEmailsCategory, emailDirectoryDecider, ownerId);

/**
 * Which of these addresses are held by an orphaned claim: its employee was never registered
 * (the request died half-way) or has moved to another address since (its release got lost).
 * `knownLive` are addresses the read model shows in use: no need to read their streams.
 */
export async function findStaleClaims(
  store: EventStore,
  directory: EmailDirectoryState,
  emails: Iterable<string>,
  now: string,
  knownLive: ReadonlySet<string> = new Set(),
): Promise<StaleClaim[]> {
  const stale: StaleClaim[] = [];
  for (const key of new Set([...emails].map(normalizeEmployeeEmail))) {
    const holder = directory.holders.get(key);
    if (!holder || knownLive.has(key)) continue;
    const employee = await loadEmployee(store, holder.employeeId);
    const orphaned = employee.exists ? normalizeEmployeeEmail(employee.email) !== key : !claimMayStillComplete(holder.at, now);
    if (orphaned) stale.push({ key, employeeId: holder.employeeId });
  }
  return stale;
}

/**
 * Claims one address for one employee on the owner's directory, or answers 409. Returns the
 * employee the claim is for: a retried request (same Idempotency-Key) gets the employee id of
 * its first attempt, so it finishes that registration instead of starting a second one.
 */
export async function claimEmployeeEmail(
  store: EventStore,
  ownerId: number,
  claim: EmployeeEmailClaim,
  now: string,
  context: CommandContext,
): Promise<number> {
  const stream = employeeEmailsStream(ownerId);
  const stale = await findStaleClaims(store, await loadEmailDirectory(store, ownerId), [claim.email], now);
  const result = await handleCommand(
    store,
    stream,
    emailDirectoryDecider,
    { type: 'ClaimEmployeeEmails', claims: [claim], stale, partial: false, now },
    context,
  );
  let employeeId = claim.employeeId;
  const earlier = replayedAs(result.replayOf, 'EmployeeEmailsClaimed');
  if (earlier && employeeEmailsCategory.is(earlier) && earlier.type === 'EmployeeEmailsClaimed') {
    employeeId = earlier.data.claims[0]?.employeeId ?? employeeId;
  }
  if (result.state.holders.get(normalizeEmployeeEmail(claim.email))?.employeeId !== employeeId) {
    throw new ConflictError(employeeMessages.emailTaken);
  }
  return employeeId;
}

/** Frees addresses no longer used; one that someone else holds by now is left alone. */
export async function releaseEmployeeEmails(
  store: EventStore,
  ownerId: number,
  releases: EmployeeEmailClaim[],
  now: string,
  context: CommandContext,
) {
  // A command id of its own: the release follows a claim made under the request's command id.
  await handleCommand(
    store,
    employeeEmailsStream(ownerId),
    emailDirectoryDecider,
    { type: 'ReleaseEmployeeEmails', releases, now },
    { ...context, commandId: `${context.commandId}:release` },
  );
}
