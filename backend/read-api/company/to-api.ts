import type { Company } from '../../../contracts/companies';
import type { CompanyReadRow } from '../../projections/company/tables';

/** The one place where the companies read model's English columns become the contract's Dutch fields (SPEC section 3). */
export const companyToApi = (row: CompanyReadRow): Company =>
  ({
    id: row.id,
    naam: row.name,
    branche: row.branch,
    actief: row.active,
    medewerkers_aantal: row.employee_count,
  }) satisfies Company;
