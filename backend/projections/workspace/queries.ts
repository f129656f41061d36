import { DEFAULT_REMINDER_LEAD_TIME, type ReminderLeadTime } from '../../../contracts/notifications';
import type { WorkspaceRole } from '../../../events/workspace';
import type { Queryable } from '../../platform/db';
import { workspaceInvitationsTable, type WorkspaceInvitationRow } from './tables';

export interface Membership {
  workspaceId: number;
  name: string;
  role: WorkspaceRole;
}

/** The workspaces an account works in, its own (founded) first, then by when it joined. */
export async function membershipsOf(db: Queryable, userId: number): Promise<Membership[]> {
  const { rows } = await db.query<Membership>(
    `SELECT m.workspace_id AS "workspaceId", w.name, m.role
       FROM read.workspace_members m JOIN read.workspaces w ON w.id = m.workspace_id
      WHERE m.user_id = $1
      ORDER BY (m.workspace_id = $1) DESC, m.joined_at, m.workspace_id`,
    [userId],
  );
  return rows;
}

export interface MemberRow {
  userId: number;
  name: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: Date;
}

export async function membersOfWorkspace(db: Queryable, workspaceId: number): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `SELECT m.user_id AS "userId", u.name, u.email, m.role, m.joined_at AS "joinedAt"
       FROM read.workspace_members m JOIN read.hr_users u ON u.id = m.user_id
      WHERE m.workspace_id = $1
      ORDER BY m.joined_at, m.user_id`,
    [workspaceId],
  );
  return rows;
}

export async function invitationsOfWorkspace(db: Queryable, workspaceId: number): Promise<WorkspaceInvitationRow[]> {
  const { rows } = await db.query<WorkspaceInvitationRow>(
    `SELECT ${workspaceInvitationsTable.select()} FROM read.workspace_invitations WHERE workspace_id = $1 ORDER BY created_at, id`,
    [workspaceId],
  );
  return rows;
}

export async function invitationByTokenHash(
  db: Queryable,
  tokenHash: string,
): Promise<(WorkspaceInvitationRow & { workspace_name: string }) | undefined> {
  const { rows } = await db.query<WorkspaceInvitationRow & { workspace_name: string }>(
    `SELECT ${workspaceInvitationsTable.select({ alias: 'i' })}, w.name AS workspace_name
       FROM read.workspace_invitations i JOIN read.workspaces w ON w.id = i.workspace_id
      WHERE i.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

export async function workspaceName(db: Queryable, workspaceId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>(`SELECT name FROM read.workspaces WHERE id = $1`, [workspaceId]);
  return rows[0]?.name;
}

/** One open invitation of the workspace; another workspace's id finds nothing (tenants are sealed). */
export async function invitationOfWorkspace(
  db: Queryable,
  workspaceId: number,
  invitationId: string,
): Promise<WorkspaceInvitationRow | undefined> {
  const { rows } = await db.query<WorkspaceInvitationRow>(
    `SELECT ${workspaceInvitationsTable.select()} FROM read.workspace_invitations WHERE workspace_id = $1 AND id = $2`,
    [workspaceId, invitationId],
  );
  return rows[0];
}

/** How long before a conversation the workspace's reminder goes; the default before anyone chose. */
export async function reminderLeadTimeOf(db: Queryable, workspaceId: number): Promise<ReminderLeadTime> {
  const { rows } = await db.query<{ lead: ReminderLeadTime }>(`SELECT reminder_lead_time AS lead FROM read.workspaces WHERE id = $1`, [
    workspaceId,
  ]);
  return rows[0]?.lead ?? DEFAULT_REMINDER_LEAD_TIME;
}
