import type { TemplateGoal } from '../../../contracts/templates';
import type { Queryable } from '../../platform/db';

/** A user template as the API shows it (SPEC 3). */
export interface UserTemplateRow {
  id: number;
  bedrijf_id: number;
  bedrijf_naam: string;
  omschrijving: string;
  created_at: string;
  goals: TemplateGoal[];
}

const columns = `id, bedrijf_id, bedrijf_naam, omschrijving,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, goals`;

/** The user's own templates, newest first. */
export async function listUserTemplates(db: Queryable, hrUserId: number): Promise<UserTemplateRow[]> {
  const { rows } = await db.query<UserTemplateRow>(
    `SELECT ${columns} FROM read.user_templates WHERE hr_user_id = $1 ORDER BY created_at DESC, id DESC`,
    [hrUserId],
  );
  return rows;
}

export async function findUserTemplate(db: Queryable, hrUserId: number, id: number): Promise<UserTemplateRow | undefined> {
  const { rows } = await db.query<UserTemplateRow>(`SELECT ${columns} FROM read.user_templates WHERE hr_user_id = $1 AND id = $2`, [
    hrUserId,
    id,
  ]);
  return rows[0];
}
