import type { Queryable } from '../../platform/db';
import { hrUsersTable, type HrUserRow } from './tables';

export type HrUserListRow = Pick<HrUserRow, 'id' | 'name' | 'email' | 'plan_type'>;

const SELECT_ROW = `SELECT ${hrUsersTable.select()} FROM read.hr_users`;

export async function findHrUserById(db: Queryable, id: number): Promise<HrUserRow | undefined> {
  const { rows } = await db.query<HrUserRow>(`${SELECT_ROW} WHERE id = $1`, [id]);
  return rows[0];
}

export async function listHrUsers(db: Queryable): Promise<HrUserListRow[]> {
  const { rows } = await db.query<HrUserListRow>('SELECT id, name, email, plan_type FROM read.hr_users ORDER BY name, id');
  return rows;
}
