import useSWR from 'swr';
import { apiTokenApi, type ApiToken, type ApiTokenLifetime, type CreatedApiToken } from '../../../../../contracts/api-tokens';
import type { ApiTokenScopeName } from '../../../../../contracts/token-access';
import { call, fetchPath, pathOf } from '../../../api/client';

export const API_TOKENS_PATH = pathOf(apiTokenApi.apiTokens);

/** The member's working tokens in the workspace in use (the owner's list holds everyone's). */
export const useApiTokens = () => useSWR<ApiToken[], Error>(API_TOKENS_PATH, fetchPath);

export const apiTokenActions = {
  create: (naam: string, scope: ApiTokenScopeName, geldig_dagen: ApiTokenLifetime): Promise<CreatedApiToken> =>
    call(apiTokenApi.createApiToken, { body: { naam, scope, geldig_dagen } }),
  /** Answers the list as it now is. */
  revoke: (tokenId: string): Promise<ApiToken[]> => call(apiTokenApi.revokeApiToken, { params: { tokenId } }),
};
