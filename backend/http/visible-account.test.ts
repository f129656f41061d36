import { describe, expect, it } from 'vitest';
import type { Queryable } from '../platform/db';
import { visibleAccount } from './auth';

/**
 * The workspaces read model writes a new account's own workspace and its founding membership in one
 * transaction. A session that read the memberships just before that commit and the workspace just
 * after it must not answer with the account and no workspace: this fake database commits in between.
 */
function databaseCommittingBetweenReads(): Queryable {
  let committed = false;
  const query = async (text: string) => {
    if (text.includes('read.hr_users')) return { rows: [{ id: 7, name: 'Late Lotte', email: 'lotte@example.nl' }] };
    if (text.includes('workspace_members')) {
      const rows = committed ? [{ workspaceId: 7, name: 'Werkruimte van Lotte', role: 'owner' }] : [];
      // The workspace's transaction commits right after this read.
      committed = true;
      return { rows };
    }
    if (text.includes('read.workspaces')) return { rows: committed ? [{ name: 'Werkruimte van Lotte' }] : [] };
    throw new Error(`unexpected query: ${text}`);
  };
  return { query } as unknown as Queryable;
}

describe('the session of an account that just showed up', () => {
  it('comes with the founding membership when the workspace commits between the reads', async () => {
    const { row, memberships } = await visibleAccount(databaseCommittingBetweenReads(), 7);
    expect(row.id).toBe(7);
    expect(memberships).toEqual([{ workspaceId: 7, name: 'Werkruimte van Lotte', role: 'owner' }]);
  });
});
