import { defineKeyedCategory } from './category';

/** What a token may do: read (GET routes) or read and write (every route open to tokens). */
export type ApiTokenScope = 'read' | 'read_write';

/**
 * `api_token-<tokenId>`: one personal API token (issue 26), made by `userId` in `workspaceId`. Only the
 * SHA-256 of its secret (`tokenHash`) is stored, with the secret's public start (`prefix`) to recognise it
 * by. It acts as its member, with the member's role at the time of each request.
 */
export type ApiTokenEvent =
  | {
      type: 'ApiTokenCreated';
      data: {
        tokenId: string;
        userId: number;
        workspaceId: number;
        name: string;
        scope: ApiTokenScope;
        prefix: string;
        tokenHash: string;
        expiresAt: string;
        at: string;
      };
    }
  | { type: 'ApiTokenRevoked'; data: { tokenId: string; revokedBy: number; at: string } };

export const apiTokenCategory = defineKeyedCategory<ApiTokenEvent>({
  name: 'api_token',
  versions: { ApiTokenCreated: 1, ApiTokenRevoked: 1 },
});

export const apiTokenStream = (tokenId: string) => apiTokenCategory.streamOf(tokenId);
