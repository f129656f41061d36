import { companyMessages } from '../../../contracts/companies';
import { companyCategory, type CompanyEvent } from '../../../events/company';
import { ConflictError, ValidationError } from '../../platform/errors';
import { decider } from '../decider';
import { activeSwitch, assertOwnRecord } from '../master-data';
import { evolveCompany, initialCompanyState, type CompanyState } from './state';
import { unhandled } from '../../../events/unhandled';

export type CompanyCommand =
  | { type: 'RegisterCompany'; companyId: number; actorId: number; naam: string; branche: string; actief: boolean; now: string }
  /** actief left out keeps the current value. */
  | { type: 'UpdateCompany'; actorId: number; naam: string; branche: string; actief?: boolean; now: string };

/** The edge (zod) trims and checks too; this keeps the stream valid whoever sends the command. */
function assertFields(naam: string, branche: string) {
  if (!naam.trim()) throw new ValidationError(companyMessages.naamRequired);
  if (!branche.trim()) throw new ValidationError(companyMessages.brancheRequired);
}

function decide(command: CompanyCommand, state: CompanyState): CompanyEvent[] {
  switch (command.type) {
    case 'RegisterCompany': {
      if (state.exists) throw new ConflictError(companyMessages.exists);
      const { companyId, actorId, naam, branche, actief, now } = command;
      assertFields(naam, branche);
      const events: CompanyEvent[] = [
        { type: 'CompanyRegistered', data: { companyId, ownerId: actorId, name: naam, branch: branche, at: now } },
      ];
      // New companies are active; a client that explicitly asks for inactive gets what it sent.
      if (!actief) events.push({ type: 'CompanyDeactivated', data: { at: now } });
      return events;
    }
    case 'UpdateCompany': {
      assertOwnRecord(state, command.actorId, companyMessages.notFound);
      const { naam, branche, actief, now } = command;
      assertFields(naam, branche);
      const events: CompanyEvent[] = [];
      if (naam !== state.name) events.push({ type: 'CompanyRenamed', data: { name: naam, at: now } });
      if (branche !== state.branch) events.push({ type: 'CompanyBranchChanged', data: { branch: branche, at: now } });
      events.push(...activeSwitch(state, actief, { activated: 'CompanyActivated', deactivated: 'CompanyDeactivated' }, now));
      return events;
    }
    default:
      return unhandled(command);
  }
}

export const companyDecider = decider(companyCategory, initialCompanyState, decide, evolveCompany);
