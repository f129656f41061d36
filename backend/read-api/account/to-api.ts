import type { TestUser, User } from '../../../contracts/account';
import type { SubscriptionTier } from '../../../contracts/plan-catalogue';
import type { HrUserListRow } from '../../projections/hr-user/queries';
import type { HrUserRow } from '../../projections/hr-user/tables';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The user without their workspaces: read-api/account/workspace-user.ts adds those. */
export type AccountToApi = Omit<User, 'werkruimte' | 'werkruimtes'>;

/** The one place where the hr_users read model's English columns become the contract's user (SPEC section 3). */
export const userToApi = (row: HrUserRow): AccountToApi =>
  ({
    id: row.id,
    naam: row.name,
    email: row.email,
    IsAdmin: row.is_admin,
    plan_type: row.plan_type as SubscriptionTier,
    created_at: row.created_at.toISOString(),
    plan_started_at: iso(row.plan_started_at),
    next_invoice_date: iso(row.next_invoice_date),
    plan_expires_at: iso(row.plan_expires_at),
    promo_code_used: row.promo_code_used,
    verified: row.verified,
    two_factor_enabled: row.two_factor_enabled,
  }) satisfies AccountToApi;

/** An account in the admin's test-user list. */
export const testUserToApi = (row: HrUserListRow): TestUser => ({
  id: row.id,
  naam: row.name,
  email: row.email,
  plan_type: row.plan_type as SubscriptionTier,
});
