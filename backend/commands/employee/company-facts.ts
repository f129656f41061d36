import type { EventStore } from '../../eventstore/port';
import { ValidationError } from '../../platform/errors';
import { loadCompany } from '../company/load';
import { type CompanyFacts } from './decider';
import { employeeMessages } from '../../../contracts/employees';

/** The company as its own stream says; another user's company is not a valid choice. */
export async function ownCompanyFacts(store: EventStore, ownerId: number, companyId: number): Promise<CompanyFacts> {
  const company = await loadCompany(store, companyId);
  if (!company.exists || company.ownerId !== ownerId) throw new ValidationError(employeeMessages.companyInvalid);
  return { companyId: company.companyId, ownerId: company.ownerId };
}
