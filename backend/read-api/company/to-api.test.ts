import { describe, expect, it } from 'vitest';
import { company } from '../../../contracts/companies';
import { employee } from '../../../contracts/employees';
import { employeeToApi } from '../employee/to-api';
import { companyToApi } from './to-api';

const at = new Date('2026-01-05T09:00:00Z');

// The read models' English columns must come out as the SPEC's Dutch JSON, nothing more (owner, version
// and created_at stay inside).
describe('read model rows to the contract', () => {
  it('maps a company row', () => {
    const row = { id: 3, owner_id: 9, name: 'Bakkerij', branch: 'Horeca', active: false, employee_count: 4, created_at: at, version: 2 };
    expect(companyToApi(row)).toEqual({ id: 3, naam: 'Bakkerij', branche: 'Horeca', actief: false, medewerkers_aantal: 4 });
    expect(company.strict().parse(companyToApi(row))).toEqual(companyToApi(row));
  });

  it('maps an employee row with its company name', () => {
    const row = {
      id: 5,
      owner_id: 9,
      name: 'Anna',
      email: 'anna@example.nl',
      email_key: 'anna@example.nl',
      company_id: 3,
      active: true,
      created_at: at,
      version: 1,
      company_name: 'Bakkerij',
    };
    const mapped = employeeToApi(row);
    expect(mapped).toEqual({ id: 5, naam: 'Anna', email: 'anna@example.nl', bedrijf_id: 3, bedrijf_naam: 'Bakkerij', actief: true });
    expect(employee.strict().parse(mapped)).toEqual(mapped);
  });
});
