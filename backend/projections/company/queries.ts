import type { Queryable } from '../../platform/db';
import { companiesTable, type CompanyReadRow } from './tables';

const ROW = companiesTable.select();

/** The owner's companies by name; inactive ones only when asked (the show-inactive checkbox). */
export async function listCompanies(db: Queryable, ownerId: number, includeInactive: boolean): Promise<CompanyReadRow[]> {
  const { rows } = await db.query<CompanyReadRow>(
    `SELECT ${ROW} FROM read.companies
      WHERE owner_id = $1 AND (active OR $2)
      ORDER BY lower(name), id`,
    [ownerId, includeInactive],
  );
  return rows;
}

/** Another user's company is simply not found. */
export async function findCompany(db: Queryable, ownerId: number, id: number): Promise<CompanyReadRow | undefined> {
  const { rows } = await db.query<CompanyReadRow>(`SELECT ${ROW} FROM read.companies WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
  return rows[0];
}
