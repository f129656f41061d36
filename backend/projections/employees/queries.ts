import type { Queryable } from '../../platform/db';

/** An employee as the API shows it (SPEC section 3). */
export interface EmployeeRow {
  id: number;
  naam: string;
  email: string;
  bedrijf_id: number;
  bedrijf_naam: string;
  actief: boolean;
}

const SELECT = `
  SELECT e.id, e.naam, e.email, e.bedrijf_id, coalesce(c.naam, '') AS bedrijf_naam, e.actief
    FROM read.employees e
    LEFT JOIN read.employee_company_names c ON c.id = e.bedrijf_id AND c.hr_user_id = e.hr_user_id`;

/** The owner's employees by name; inactive ones only when asked (the show-inactive checkbox). */
export async function listEmployees(db: Queryable, ownerId: number, includeInactive: boolean): Promise<EmployeeRow[]> {
  const { rows } = await db.query<EmployeeRow>(`${SELECT} WHERE e.hr_user_id = $1 AND (e.actief OR $2) ORDER BY lower(e.naam), e.id`, [
    ownerId,
    includeInactive,
  ]);
  return rows;
}

/** Another user's employee is simply not found. */
export async function findEmployee(db: Queryable, ownerId: number, id: number): Promise<EmployeeRow | undefined> {
  const { rows } = await db.query<EmployeeRow>(`${SELECT} WHERE e.id = $1 AND e.hr_user_id = $2`, [id, ownerId]);
  return rows[0];
}

/** Lower-cased addresses of all the owner's employees: the import reports duplicates without a claim round trip. */
export async function employeeEmailKeys(db: Queryable, ownerId: number): Promise<Set<string>> {
  const { rows } = await db.query<{ email_key: string }>('SELECT email_key FROM read.employees WHERE hr_user_id = $1', [ownerId]);
  return new Set(rows.map((r) => r.email_key));
}
