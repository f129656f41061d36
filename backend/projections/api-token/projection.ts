import { byCategory } from '../by-category';
import type { Projection } from '../projection';
import { insertRowSql } from '../read-model-table';
import { apiTokensTable } from './tables';

/** Personal API tokens (issue 26): what a bearer `pop_…` is checked against, and the Profiel → API list. */
export const apiTokensProjection: Projection = {
  name: 'api_tokens',
  version: 1,
  setupSql: `
    ${apiTokensTable.ddl}
    CREATE UNIQUE INDEX api_tokens_hash ON api_tokens (token_hash);
    CREATE INDEX api_tokens_workspace ON api_tokens (workspace_id, user_id);`,
  apply: byCategory({
    async api_token(tx, event) {
      if (event.type === 'ApiTokenRevoked') {
        await tx.query('UPDATE api_tokens SET revoked_at = $2 WHERE token_id = $1', [event.data.tokenId, event.data.at]);
        return;
      }
      const { tokenId, userId, workspaceId, name, scope, prefix, tokenHash, expiresAt, at } = event.data;
      const [sql, values] = insertRowSql(apiTokensTable, {
        token_id: tokenId,
        user_id: userId,
        workspace_id: workspaceId,
        name,
        scope,
        prefix,
        token_hash: tokenHash,
        created_at: at,
        expires_at: expiresAt,
        revoked_at: null,
      });
      await tx.query(sql, values);
    },
  }),
};
