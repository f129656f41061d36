import { GENERATED_EMPLOYEES } from '../../../contracts/admin';
import type { CommandDeps } from '../deps';
import { ForbiddenError } from '../../platform/errors';
import { importEmployees } from '../employee-import/run-import';
import { dutchPeople, exampleDomain } from './dutch-names';
import type { AdminTarget } from './target';

/**
 * Ten employees with Dutch names in the chosen company (SPEC 9), registered the way an import
 * registers them: addresses claimed on the owner's directory, counted on the account stream, so the
 * account's plan limit holds. What does not fit is skipped and said; when nothing fits, 403.
 */
export async function generateEmployees(deps: CommandDeps, { company, context }: AdminTarget, random?: () => number) {
  const ownerId = company.ownerId;
  const taken = await deps.reads.employeeEmailKeys(ownerId);
  const people = dutchPeople(GENERATED_EMPLOYEES, exampleDomain(company.name), taken, random);
  const rows = people.map((person, index) => ({ line: index + 1, ...person, company: company.name, companyId: company.companyId }));
  const now = deps.clock().toISOString();
  const companies = new Map([[company.companyId, { companyId: company.companyId, ownerId }]]);
  const { inserted, errors } = await importEmployees(deps, { userId: ownerId, context, now, companies, stale: [] }, rows);
  const reason = errors[0]?.reason;
  if (inserted === 0 && reason) throw new ForbiddenError(reason);
  const made = `${inserted} ${inserted === 1 ? 'medewerker' : 'medewerkers'} aangemaakt bij ${company.name}.`;
  return { message: errors.length ? `${made} ${errors.length} niet: ${reason}` : made, inserted, skipped: errors.length };
}
