import { bool, int, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/**
 * One row per workspace: `named` once an owner renamed it; until then it follows its founder's name.
 * `reminder_lead_time`: how long before a conversation its reminder goes (contracts/notifications.ts).
 */
export const workspacesTable = readModelTable(
  'workspaces',
  { id: int(), name: text(), named: bool({ default: 'false' }), reminder_lead_time: text({ default: "'1d'" }) },
  { primaryKey: ['id'] },
);

/** Who works in which workspace, with which role (events/workspace.ts WorkspaceRole). */
export const workspaceMembersTable = readModelTable(
  'workspace_members',
  { workspace_id: int(), user_id: int(), role: text(), joined_at: timestamptz() },
  { primaryKey: ['workspace_id', 'user_id'] },
);

/** Invitations still open: an accepted or withdrawn one is deleted. */
export const workspaceInvitationsTable = readModelTable(
  'workspace_invitations',
  [
    { id: text(), workspace_id: int(), email: text(), role: text(), token_hash: text(), expires_at: timestamptz() },
    { invited_by: int(), created_at: timestamptz() },
  ],
  { primaryKey: ['id'] },
);

export type WorkspaceMemberRow = RowOf<typeof workspaceMembersTable.columns, Date>;
export type WorkspaceInvitationRow = RowOf<typeof workspaceInvitationsTable.columns, Date>;
