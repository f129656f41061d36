import type { Queryable } from '../../platform/db';
import { apiTokensTable, type ApiTokenRow } from './tables';

/** A token row with its member's name, for the list. */
export type ListedApiTokenRow = ApiTokenRow & { member_name: string };

/** The working (not revoked) tokens of a workspace, of one member or, with `userId` null, of all; newest first. */
export async function apiTokensOf(db: Queryable, workspaceId: number, userId: number | null): Promise<ListedApiTokenRow[]> {
  const { rows } = await db.query<ListedApiTokenRow>(
    `SELECT ${apiTokensTable.select({ alias: 't' })}, coalesce(u.name, '') AS member_name
       FROM read.api_tokens t LEFT JOIN read.hr_users u ON u.id = t.user_id
      WHERE t.workspace_id = $1 AND ($2::int IS NULL OR t.user_id = $2) AND t.revoked_at IS NULL
      ORDER BY t.created_at DESC, t.token_id`,
    [workspaceId, userId],
  );
  return rows;
}

/** What a request's bearer token is checked against: the token, its workspace's plan now and its member's role there. */
export type ApiTokenAuthRow = ApiTokenRow & {
  plan_type: string;
  plan_expires_at: Date | null;
  role: string | null;
  member_name: string;
  is_admin: boolean;
  verified: boolean;
};

export async function apiTokenForAuth(db: Queryable, tokenHash: string): Promise<ApiTokenAuthRow | undefined> {
  const { rows } = await db.query<ApiTokenAuthRow>(
    `SELECT ${apiTokensTable.select({ alias: 't' })}, w.plan_type, w.plan_expires_at, m.role,
            u.name AS member_name, u.is_admin, u.verified
       FROM read.api_tokens t
       JOIN read.hr_users w ON w.id = t.workspace_id
       JOIN read.hr_users u ON u.id = t.user_id
       LEFT JOIN read.workspace_members m ON m.workspace_id = t.workspace_id AND m.user_id = t.user_id
      WHERE t.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

/** Token names by id (the conversation log names the token an event came through). */
export async function apiTokenNames(db: Queryable, tokenIds: readonly string[]): Promise<Map<string, string>> {
  if (tokenIds.length === 0) return new Map();
  const { rows } = await db.query<{ token_id: string; name: string }>(
    'SELECT token_id, name FROM read.api_tokens WHERE token_id = ANY($1)',
    [[...tokenIds]],
  );
  return new Map(rows.map((r) => [r.token_id, r.name]));
}
