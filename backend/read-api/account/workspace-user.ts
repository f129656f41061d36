import type { User, WorkspaceMembership } from '../../../contracts/account';
import type { Queryable } from '../../platform/db';
import { findHrUserById } from '../../projections/hr-user/queries';
import type { HrUserRow } from '../../projections/hr-user/tables';
import type { Membership } from '../../projections/workspace/queries';
import { userToApi } from './to-api';

const membershipToApi = (m: Membership): WorkspaceMembership => ({ id: m.workspaceId, naam: m.name, rol: m.role });

/**
 * The user as the app sees them in workspace `workspaceId`: their own profile, the workspace's plan
 * (it lives on the founding account, whose id the workspace has), and every workspace they work in.
 */
export async function workspaceUser(db: Queryable, row: HrUserRow, memberships: readonly Membership[], workspaceId: number): Promise<User> {
  const current = memberships.find((m) => m.workspaceId === workspaceId);
  const own = userToApi(row);
  const founder = current && workspaceId !== row.id ? await findHrUserById(db, workspaceId) : row;
  const plan = founder ? userToApi(founder) : own;
  return {
    ...own,
    plan_type: plan.plan_type,
    plan_started_at: plan.plan_started_at,
    next_invoice_date: plan.next_invoice_date,
    plan_expires_at: plan.plan_expires_at,
    promo_code_used: plan.promo_code_used,
    werkruimte: current ? membershipToApi(current) : null,
    werkruimtes: memberships.map(membershipToApi),
  };
}
