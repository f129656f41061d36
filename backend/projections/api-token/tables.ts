import { int, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/**
 * Personal API tokens by the hash of their secret (looked up on every request that carries one). A
 * revoked token keeps its row with `revoked_at`: the conversation log still names it for past events.
 */
export const apiTokensTable = readModelTable(
  'api_tokens',
  {
    token_id: text(),
    user_id: int(),
    workspace_id: int(),
    name: text(),
    scope: text(),
    prefix: text(),
    token_hash: text(),
    created_at: timestamptz(),
    expires_at: timestamptz(),
    revoked_at: timestamptz({ nullable: true }),
  },
  { primaryKey: ['token_id'] },
);

export type ApiTokenRow = RowOf<typeof apiTokensTable.columns, Date>;
