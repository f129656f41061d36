import { describe, it } from 'vitest';
import { apiTokenMessages } from '../../../contracts/api-tokens';
import type { ApiTokenEvent } from '../../../events/api-token';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { deciderSpec } from '../decider-spec';
import { apiTokenDecider, type ApiTokenCommand } from './decider';

const spec = deciderSpec(apiTokenDecider);
const now = '2026-11-27T10:00:00.000Z';
const tokenId = '0b6f4c1e-7f0a-4a53-9d37-3f1f3c6b9e11';
const create = (tier: 'free' | 'starter' | 'pro' | 'enterprise'): ApiTokenCommand => ({
  type: 'CreateApiToken',
  tokenId,
  userId: 7,
  workspaceId: 3,
  tier,
  name: 'HRIS',
  scope: 'read',
  prefix: 'pop_Ab12Cd34',
  tokenHash: 'a'.repeat(64),
  expiresAt: '2026-12-27T10:00:00.000Z',
  now,
});
const created: ApiTokenEvent = {
  type: 'ApiTokenCreated',
  data: {
    tokenId,
    userId: 7,
    workspaceId: 3,
    name: 'HRIS',
    scope: 'read',
    prefix: 'pop_Ab12Cd34',
    tokenHash: 'a'.repeat(64),
    expiresAt: '2026-12-27T10:00:00.000Z',
    at: now,
  },
};
const revoke = (by: number, role: 'owner' | 'hr_manager', workspaceId = 3): ApiTokenCommand => ({
  type: 'RevokeApiToken',
  tokenId,
  by,
  workspaceId,
  role,
  now,
});

describe('the API token decider', () => {
  it('makes a token only on a plan with API access', () => {
    spec.given([]).when(create('pro')).then([created]);
    spec.given([]).when(create('enterprise')).then([created]);
    spec.given([]).when(create('free')).thenThrows(ForbiddenError, apiTokenMessages.planRequired);
    spec.given([]).when(create('starter')).thenThrows(ForbiddenError, apiTokenMessages.planRequired);
  });

  it("lets its member and the workspace's owner revoke it, once; others, and other workspaces, not", () => {
    const revoked = (by: number): ApiTokenEvent[] => [{ type: 'ApiTokenRevoked', data: { tokenId, revokedBy: by, at: now } }];
    spec.given([created]).when(revoke(7, 'hr_manager')).then(revoked(7));
    spec.given([created]).when(revoke(1, 'owner')).then(revoked(1));
    spec.given([created]).when(revoke(8, 'hr_manager')).thenThrows(ForbiddenError, apiTokenMessages.notYours);
    spec
      .given([created])
      .when(revoke(1, 'owner', 4))
      .thenThrows(NotFoundError, apiTokenMessages.notFound);
    spec.given([]).when(revoke(7, 'hr_manager')).thenThrows(NotFoundError);
    spec
      .given([created, ...revoked(7)])
      .when(revoke(7, 'hr_manager'))
      .thenNothing();
  });
});
