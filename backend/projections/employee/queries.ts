import type { Queryable } from '../../platform/db';
import { employeesTable, type EmployeeReadRow } from './tables';

/** An employee row with the name of its company, for the cards. */
export type EmployeeWithCompanyRow = EmployeeReadRow & { company_name: string };

const SELECT = `
  SELECT ${employeesTable.select({ alias: 'e' })}, coalesce(c.name, '') AS company_name
    FROM read.employees e
    LEFT JOIN read.employee_company_names c ON c.id = e.company_id AND c.owner_id = e.owner_id`;

/** The owner's employees by name; inactive ones only when asked (the show-inactive checkbox). */
export async function listEmployees(db: Queryable, ownerId: number, includeInactive: boolean): Promise<EmployeeWithCompanyRow[]> {
  const { rows } = await db.query<EmployeeWithCompanyRow>(
    `${SELECT} WHERE e.owner_id = $1 AND (e.active OR $2) ORDER BY lower(e.name), e.id`,
    [ownerId, includeInactive],
  );
  return rows;
}

/** Another user's employee is simply not found. */
export async function findEmployee(db: Queryable, ownerId: number, id: number): Promise<EmployeeWithCompanyRow | undefined> {
  const { rows } = await db.query<EmployeeWithCompanyRow>(`${SELECT} WHERE e.id = $1 AND e.owner_id = $2`, [id, ownerId]);
  return rows[0];
}

/** Lower-cased addresses of all the owner's employees: the import reports duplicates without a claim round trip. */
export async function employeeEmailKeys(db: Queryable, ownerId: number): Promise<Set<string>> {
  const { rows } = await db.query<{ email_key: string }>('SELECT email_key FROM read.employees WHERE owner_id = $1', [ownerId]);
  return new Set(rows.map((r) => r.email_key));
}
