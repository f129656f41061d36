import { describe, expect, it } from 'vitest';
import { accountApi } from '../../../../contracts/account';
import { adminApi } from '../../../../contracts/admin';
import { auditApi } from '../../../../contracts/audit';
import { conversationApi } from '../../../../contracts/conversations';
import { dashboardApi } from '../../../../contracts/dashboard';
import { growthApi } from '../../../../contracts/growth';
import { workspaceApi } from '../../../../contracts/workspace';
import { testUser } from '../../test/users';
import { can } from './can';

describe('can', () => {
  it('follows the roles the contract names for each endpoint', () => {
    expect(can(testUser('owner'), workspaceApi.invite)).toBe(true);
    expect(can(testUser('hr_manager'), workspaceApi.invite)).toBe(false);
    expect(can(testUser('hr_manager'), conversationApi.schedule)).toBe(true);
    expect(can(testUser('auditor'), conversationApi.schedule)).toBe(false);
    expect(can(testUser('auditor'), conversationApi.history)).toBe(true);
    expect(can(testUser('auditor'), auditApi.trail)).toBe(true);
    expect(can(testUser('analyst'), auditApi.trail)).toBe(false);
    expect(can(testUser('analyst'), conversationApi.list)).toBe(false);
    expect(can(testUser('analyst'), growthApi.export)).toBe(true);
  });

  it("refuses the workspace's data to a member removed from it, but not their own account or switching", () => {
    const removed = testUser('hr_manager', { werkruimte: null });
    expect(can(removed, conversationApi.list)).toBe(false);
    expect(can(removed, dashboardApi.stats)).toBe(false);
    expect(can(removed, accountApi.profile)).toBe(true);
    expect(can(removed, workspaceApi.switchWorkspace)).toBe(true);
    expect(can(removed, workspaceApi.invitation)).toBe(true);
    expect(can(null, conversationApi.list)).toBe(false);
  });

  it('gives admin endpoints to admins only', () => {
    const someAdmin = Object.values(adminApi)[0];
    expect(can(testUser('owner'), someAdmin)).toBe(false);
    expect(can(testUser('auditor', { IsAdmin: true }), someAdmin)).toBe(true);
  });
});
