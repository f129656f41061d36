import type { Queryable } from '../../platform/db';

/** A company as the API shows it (SPEC section 3). */
export interface CompanyRow {
  id: number;
  naam: string;
  branche: string;
  actief: boolean;
  medewerkers_aantal: number;
}

const COLUMNS = 'id, naam, branche, actief, medewerkers_aantal';

/** The owner's companies by name; inactive ones only when asked (the show-inactive checkbox). */
export async function listCompanies(db: Queryable, ownerId: number, includeInactive: boolean): Promise<CompanyRow[]> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT ${COLUMNS} FROM read.companies
      WHERE hr_user_id = $1 AND (actief OR $2)
      ORDER BY lower(naam), id`,
    [ownerId, includeInactive],
  );
  return rows;
}

/** Another user's company is simply not found. */
export async function findCompany(db: Queryable, ownerId: number, id: number): Promise<CompanyRow | undefined> {
  const { rows } = await db.query<CompanyRow>(`SELECT ${COLUMNS} FROM read.companies WHERE id = $1 AND hr_user_id = $2`, [id, ownerId]);
  return rows[0];
}
