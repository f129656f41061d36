import { byCategory } from '../by-category';
import type { Projection } from '../projection';
import { workspaceInvitationsTable, workspaceMembersTable, workspacesTable } from './tables';

/** The name a workspace has until an owner renames it: its founder's. */
export const defaultWorkspaceName = (founderName: string) => `Team ${founderName}`;

/**
 * Workspaces, their members and open invitations. Every account founds a workspace with its own id at
 * registration (events/workspace.ts), so accounts from before workspaces get theirs on the rebuild.
 */
export const workspacesProjection: Projection = {
  name: 'workspaces',
  version: 2,
  setupSql: `
    ${workspacesTable.ddl}
    ${workspaceMembersTable.ddl}
    CREATE INDEX workspace_members_user ON workspace_members (user_id);
    ${workspaceInvitationsTable.ddl}
    CREATE UNIQUE INDEX workspace_invitations_token ON workspace_invitations (token_hash);
    CREATE INDEX workspace_invitations_workspace ON workspace_invitations (workspace_id, created_at);
    -- A session's role is checked against this table from memory (backend/http/auth-cache.ts, its channel): tell every
    -- instance whose membership changed, in the transaction that changes it.
    CREATE FUNCTION workspace_members_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM pg_notify('hr_user_auth_changed', coalesce(NEW.user_id, OLD.user_id)::text);
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER workspace_members_changed AFTER INSERT OR UPDATE OR DELETE ON workspace_members
      FOR EACH ROW EXECUTE FUNCTION workspace_members_changed();`,
  apply: byCategory({
    async hr_user(tx, event, id) {
      if (event.type === 'HrUserRegistered') {
        const { name, registeredAt } = event.data;
        await tx.query(`INSERT INTO workspaces (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [id, defaultWorkspaceName(name)]);
        await tx.query(
          `INSERT INTO workspace_members (workspace_id, user_id, role, joined_at) VALUES ($1, $1, 'owner', $2) ON CONFLICT DO NOTHING`,
          [id, registeredAt],
        );
      } else if (event.type === 'HrUserRenamed') {
        await tx.query(`UPDATE workspaces SET name = $2 WHERE id = $1 AND NOT named`, [id, defaultWorkspaceName(event.data.name)]);
      }
    },
    async workspace(tx, event, id) {
      switch (event.type) {
        case 'WorkspaceRenamed':
          await tx.query(`UPDATE workspaces SET name = $2, named = true WHERE id = $1`, [id, event.data.name]);
          break;
        case 'MemberInvited': {
          const { invitationId, email, role, tokenHash, expiresAt, invitedBy, at } = event.data;
          await tx.query(
            `INSERT INTO workspace_invitations (id, workspace_id, email, role, token_hash, expires_at, invited_by, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
            [invitationId, id, email, role, tokenHash, expiresAt, invitedBy, at],
          );
          break;
        }
        case 'InvitationResent':
          await tx.query(`UPDATE workspace_invitations SET token_hash = $2, expires_at = $3 WHERE id = $1`, [
            event.data.invitationId,
            event.data.tokenHash,
            event.data.expiresAt,
          ]);
          break;
        case 'InvitationWithdrawn':
          await tx.query(`DELETE FROM workspace_invitations WHERE id = $1`, [event.data.invitationId]);
          break;
        case 'InvitationAccepted': {
          const { invitationId, userId, role, at } = event.data;
          await tx.query(`DELETE FROM workspace_invitations WHERE id = $1`, [invitationId]);
          await tx.query(
            `INSERT INTO workspace_members (workspace_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (workspace_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
            [id, userId, role, at],
          );
          break;
        }
        case 'MemberRoleChanged':
          await tx.query(`UPDATE workspace_members SET role = $3 WHERE workspace_id = $1 AND user_id = $2`, [
            id,
            event.data.userId,
            event.data.role,
          ]);
          break;
        case 'MemberRemoved':
          await tx.query(`DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2`, [id, event.data.userId]);
          break;
        case 'ReminderLeadTimeSet':
          await tx.query(`UPDATE workspaces SET reminder_lead_time = $2 WHERE id = $1`, [id, event.data.leadTime]);
          break;
      }
    },
  }),
};
