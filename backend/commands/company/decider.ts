import { companyMessages } from '../../../contracts/companies';
import { companyCategory, type CompanyEvent } from '../../../events/company';
import { ConflictError, ValidationError } from '../../platform/errors';
import { decider } from '../decider';
import { activeSwitch, assertOwnRecord } from '../master-data';
import { evolveCompany, initialCompanyState, type CompanyState } from './state';
import { unhandled } from '../../../events/unhandled';

export type CompanyCommand =
  | { type: 'RegisterCompany'; companyId: number; actorId: number; name: string; branch: string; active: boolean; now: string }
  /** active left out keeps the current value. */
  | { type: 'UpdateCompany'; actorId: number; name: string; branch: string; active?: boolean; now: string };

/** The edge (zod) trims and checks too; this keeps the stream valid whoever sends the command. */
function assertFields(name: string, branch: string) {
  if (!name.trim()) throw new ValidationError(companyMessages.naamRequired);
  if (!branch.trim()) throw new ValidationError(companyMessages.brancheRequired);
}

function decide(command: CompanyCommand, state: CompanyState): CompanyEvent[] {
  switch (command.type) {
    case 'RegisterCompany': {
      if (state.exists) throw new ConflictError(companyMessages.exists);
      const { companyId, actorId, name, branch, active, now } = command;
      assertFields(name, branch);
      const events: CompanyEvent[] = [{ type: 'CompanyRegistered', data: { companyId, ownerId: actorId, name, branch, at: now } }];
      // New companies are active; a client that explicitly asks for inactive gets what it sent.
      if (!active) events.push({ type: 'CompanyDeactivated', data: { at: now } });
      return events;
    }
    case 'UpdateCompany': {
      assertOwnRecord(state, command.actorId, companyMessages.notFound);
      const { name, branch, active, now } = command;
      assertFields(name, branch);
      const events: CompanyEvent[] = [];
      if (name !== state.name) events.push({ type: 'CompanyRenamed', data: { name, at: now } });
      if (branch !== state.branch) events.push({ type: 'CompanyBranchChanged', data: { branch, at: now } });
      events.push(...activeSwitch(state, active, { activated: 'CompanyActivated', deactivated: 'CompanyDeactivated' }, now));
      return events;
    }
    default:
      return unhandled(command);
  }
}

export const companyDecider = decider(companyCategory, initialCompanyState, decide, evolveCompany);
