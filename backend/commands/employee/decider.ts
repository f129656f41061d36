import { employeeMessages } from '../../../contracts/employees';
import { employeeCategory, type EmployeeEvent } from '../../../events/employee';
import { ConflictError, ValidationError } from '../../platform/errors';
import { decider } from '../decider';
import { activeSwitch, assertOwnRecord } from '../master-data';
import { evolveEmployee, initialEmployeeState, type EmployeeState } from './state';
import { unhandled } from '../../../events/unhandled';

/** What the handler read from the company's stream; null when that stream is empty. */
export interface CompanyFacts {
  companyId: number;
  ownerId: number;
}

export type EmployeeCommand =
  | {
      type: 'RegisterEmployee';
      employeeId: number;
      actorId: number;
      name: string;
      email: string;
      company: CompanyFacts | null;
      now: string;
    }
  | {
      type: 'UpdateEmployee';
      actorId: number;
      name: string;
      email: string;
      company: CompanyFacts | null;
      /** Left out keeps the current value. */
      active?: boolean;
      now: string;
    };

// Deliberately loose: the edge validates the format with zod; this only keeps garbage out of the stream.
const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

function assertFields(name: string, email: string) {
  if (!name.trim()) throw new ValidationError(employeeMessages.naamRequired);
  if (!looksLikeEmail(email)) throw new ValidationError(employeeMessages.emailInvalid);
}

/** An employee belongs to a company of the same HR user; anything else is not a valid choice. */
function assertOwnCompany(company: CompanyFacts | null, actorId: number): CompanyFacts {
  if (!company || company.ownerId !== actorId) throw new ValidationError(employeeMessages.companyInvalid);
  return company;
}

function decide(command: EmployeeCommand, state: EmployeeState): EmployeeEvent[] {
  switch (command.type) {
    case 'RegisterEmployee': {
      if (state.exists) throw new ConflictError(employeeMessages.exists);
      const { employeeId, actorId, name, email, now } = command;
      assertFields(name, email);
      const company = assertOwnCompany(command.company, actorId);
      return [{ type: 'EmployeeRegistered', data: { employeeId, ownerId: actorId, name, email, companyId: company.companyId, at: now } }];
    }
    case 'UpdateEmployee': {
      assertOwnRecord(state, command.actorId, employeeMessages.notFound);
      const { name, email, active, now } = command;
      assertFields(name, email);
      const company = assertOwnCompany(command.company, command.actorId);
      const events: EmployeeEvent[] = [];
      if (name !== state.name) events.push({ type: 'EmployeeRenamed', data: { name, at: now } });
      if (email !== state.email) events.push({ type: 'EmployeeEmailChanged', data: { email, at: now } });
      if (company.companyId !== state.companyId) {
        events.push({ type: 'EmployeeMovedToCompany', data: { companyId: company.companyId, at: now } });
      }
      events.push(...activeSwitch(state, active, { activated: 'EmployeeActivated', deactivated: 'EmployeeDeactivated' }, now));
      return events;
    }
    default:
      return unhandled(command);
  }
}

export const employeeDecider = decider(employeeCategory, initialEmployeeState, decide, evolveEmployee);
