import { normalizeEmployeeEmail } from '../../../events/employee';
import { employeeEmailsCategory, type EmployeeEmailClaim, type EmployeeEmailEvent } from '../../../events/employee-emails';
import { ConflictError } from '../../platform/errors';
import { decider } from '../decider';
import { employeeMessages } from '../../../contracts/employees';
import { unhandled } from '../../../events/unhandled';

export interface Holder {
  employeeId: number;
  /** When the claim was made: a claim whose registration never followed is only orphaned after a while. */
  at: string;
}

/** The owner's addresses in use, by normalised address. */
export interface EmailDirectoryState {
  holders: Map<string, Holder>;
}

/** A claim the handler found orphaned (its employee never registered, or uses another address now). */
export interface StaleClaim {
  key: string;
  employeeId: number;
}

export type EmailDirectoryCommand =
  /** `partial`: claim what is free and leave the rest (the import); otherwise all or a 409. */
  | { type: 'ClaimEmployeeEmails'; claims: EmployeeEmailClaim[]; stale: StaleClaim[]; partial: boolean; now: string }
  | { type: 'ReleaseEmployeeEmails'; releases: EmployeeEmailClaim[]; now: string };

/**
 * Updates the map in place, unlike the other deciders: a state is folded once and never kept,
 * and copying thousands of addresses for every event would make loading a directory quadratic.
 */
export function evolveEmailDirectory(state: EmailDirectoryState, event: EmployeeEmailEvent): EmailDirectoryState {
  const { holders } = state;
  switch (event.type) {
    case 'EmployeeEmailsClaimed':
      for (const claim of event.data.claims)
        holders.set(normalizeEmployeeEmail(claim.email), { employeeId: claim.employeeId, at: event.data.at });
      return { holders };
    case 'EmployeeEmailsReleased':
      for (const release of event.data.releases) {
        const key = normalizeEmployeeEmail(release.email);
        if (holders.get(key)?.employeeId === release.employeeId) holders.delete(key);
      }
      return { holders };
    default:
      return unhandled(event);
  }
}

function decide(command: EmailDirectoryCommand, state: EmailDirectoryState): EmployeeEmailEvent[] {
  switch (command.type) {
    case 'ClaimEmployeeEmails': {
      const claimed = new Map<string, EmployeeEmailClaim>();
      for (const claim of command.claims) {
        const key = normalizeEmployeeEmail(claim.email);
        const holder = state.holders.get(key);
        if (holder?.employeeId === claim.employeeId || claimed.has(key)) continue;
        const stale = holder && command.stale.some((s) => s.key === key && s.employeeId === holder.employeeId);
        if (holder && !stale) {
          if (!command.partial) throw new ConflictError(employeeMessages.emailTaken);
          continue;
        }
        claimed.set(key, claim);
      }
      return claimed.size ? [{ type: 'EmployeeEmailsClaimed', data: { claims: [...claimed.values()], at: command.now } }] : [];
    }
    case 'ReleaseEmployeeEmails': {
      const releases = command.releases.filter((r) => state.holders.get(normalizeEmployeeEmail(r.email))?.employeeId === r.employeeId);
      return releases.length ? [{ type: 'EmployeeEmailsReleased', data: { releases, at: command.now } }] : [];
    }
    default:
      return unhandled(command);
  }
}

const initialEmailDirectoryState = (): EmailDirectoryState => ({ holders: new Map<string, Holder>() });

export const emailDirectoryDecider = decider(employeeEmailsCategory, initialEmailDirectoryState, decide, evolveEmailDirectory);
