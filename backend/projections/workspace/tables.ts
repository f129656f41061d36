import { readModelTable, type RowOf } from '../read-model-table';

/** One row per workspace: `named` once an owner renamed it; until then it follows its founder's name. */
export const workspacesTable = readModelTable(
  'workspaces',
  {
    id: { type: 'int' },
    name: { type: 'text' },
    named: { type: 'boolean', default: 'false' },
  },
  { primaryKey: ['id'] },
);

/** Who works in which workspace, with which role (events/workspace.ts WorkspaceRole). */
export const workspaceMembersTable = readModelTable(
  'workspace_members',
  {
    workspace_id: { type: 'int' },
    user_id: { type: 'int' },
    role: { type: 'text' },
    joined_at: { type: 'timestamptz' },
  },
  { primaryKey: ['workspace_id', 'user_id'] },
);

/** Invitations still open: an accepted or withdrawn one is deleted. */
export const workspaceInvitationsTable = readModelTable(
  'workspace_invitations',
  {
    id: { type: 'text' },
    workspace_id: { type: 'int' },
    email: { type: 'text' },
    role: { type: 'text' },
    token_hash: { type: 'text' },
    expires_at: { type: 'timestamptz' },
    invited_by: { type: 'int' },
    created_at: { type: 'timestamptz' },
  },
  { primaryKey: ['id'] },
);

export type WorkspaceMemberRow = RowOf<typeof workspaceMembersTable.columns, Date>;
export type WorkspaceInvitationRow = RowOf<typeof workspaceInvitationsTable.columns, Date>;
