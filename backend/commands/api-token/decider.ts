import { apiTokenCategory, type ApiTokenEvent, type ApiTokenScope } from '../../../events/api-token';
import { unhandled } from '../../../events/unhandled';
import { apiTokenMessages } from '../../../contracts/api-tokens';
import { PLAN_CATALOGUE, type SubscriptionTier } from '../../../contracts/plan-catalogue';
import type { WorkspaceRole } from '../../../contracts/roles';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { decider } from '../decider';

export interface ApiTokenState {
  userId: number | null;
  workspaceId: number | null;
  revoked: boolean;
}

export type ApiTokenCommand =
  | {
      type: 'CreateApiToken';
      tokenId: string;
      userId: number;
      workspaceId: number;
      /** The workspace's plan now (its founder's stream): only plans with API access may make tokens. */
      tier: SubscriptionTier;
      name: string;
      scope: ApiTokenScope;
      prefix: string;
      tokenHash: string;
      expiresAt: string;
      now: string;
    }
  | { type: 'RevokeApiToken'; tokenId: string; by: number; workspaceId: number; role: WorkspaceRole; now: string };

function decide(command: ApiTokenCommand, state: ApiTokenState): ApiTokenEvent[] {
  switch (command.type) {
    case 'CreateApiToken': {
      if (!PLAN_CATALOGUE[command.tier].apiAccess) throw new ForbiddenError(apiTokenMessages.planRequired);
      if (state.userId !== null) throw new ConflictError();
      const { tokenId, userId, workspaceId, name, scope, prefix, tokenHash, expiresAt, now } = command;
      return [{ type: 'ApiTokenCreated', data: { tokenId, userId, workspaceId, name, scope, prefix, tokenHash, expiresAt, at: now } }];
    }
    case 'RevokeApiToken': {
      // Another workspace's token is as unknown here as one that never existed (tenants are sealed).
      if (state.userId === null || state.workspaceId !== command.workspaceId) throw new NotFoundError(apiTokenMessages.notFound);
      if (state.userId !== command.by && command.role !== 'owner') throw new ForbiddenError(apiTokenMessages.notYours);
      if (state.revoked) return [];
      return [{ type: 'ApiTokenRevoked', data: { tokenId: command.tokenId, revokedBy: command.by, at: command.now } }];
    }
    default:
      return unhandled(command);
  }
}

function evolve(state: ApiTokenState, event: ApiTokenEvent): ApiTokenState {
  switch (event.type) {
    case 'ApiTokenCreated':
      return { userId: event.data.userId, workspaceId: event.data.workspaceId, revoked: false };
    case 'ApiTokenRevoked':
      return { ...state, revoked: true };
    default:
      return unhandled(event);
  }
}

export const apiTokenDecider = decider(
  apiTokenCategory,
  (): ApiTokenState => ({ userId: null, workspaceId: null, revoked: false }),
  decide,
  evolve,
);
