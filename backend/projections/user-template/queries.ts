import type { Queryable } from '../../platform/db';
import { userTemplatesTable, type UserTemplateRow } from './tables';

const columns = userTemplatesTable.select();

/** The user's own templates, newest first. */
export async function listUserTemplates(db: Queryable, ownerId: number): Promise<UserTemplateRow[]> {
  const { rows } = await db.query<UserTemplateRow>(
    `SELECT ${columns} FROM read.user_templates WHERE owner_id = $1 ORDER BY created_at DESC, id DESC`,
    [ownerId],
  );
  return rows;
}

export async function findUserTemplate(db: Queryable, ownerId: number, id: number): Promise<UserTemplateRow | undefined> {
  const { rows } = await db.query<UserTemplateRow>(`SELECT ${columns} FROM read.user_templates WHERE owner_id = $1 AND id = $2`, [
    ownerId,
    id,
  ]);
  return rows[0];
}
