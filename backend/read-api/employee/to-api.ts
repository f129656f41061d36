import type { Employee } from '../../../contracts/employees';
import type { EmployeeWithCompanyRow } from '../../projections/employee/queries';

/** The one place where the employees read model's English columns become the contract's Dutch fields (SPEC section 3). */
export const employeeToApi = (row: EmployeeWithCompanyRow): Employee =>
  ({
    id: row.id,
    naam: row.name,
    email: row.email,
    bedrijf_id: row.company_id,
    bedrijf_naam: row.company_name,
    actief: row.active,
  }) satisfies Employee;
