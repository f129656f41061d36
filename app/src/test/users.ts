import type { User, WorkspaceMembership } from '../../../contracts/account';
import type { WorkspaceRole } from '../../../contracts/roles';

/** A signed-in user working in `werkruimte` (their own one as owner unless said), for component tests. */
export function testUser(role: WorkspaceRole = 'owner', overrides: Partial<User> = {}): User {
  const werkruimte: WorkspaceMembership = { id: 1, naam: 'Team Anna', rol: role };
  return {
    id: role === 'owner' ? 1 : 2,
    naam: role === 'owner' ? 'Anna de Vries' : 'Bram Jansen',
    email: role === 'owner' ? 'anna@example.nl' : 'bram@example.nl',
    IsAdmin: false,
    plan_type: 'pro',
    created_at: '2026-01-05T09:00:00.000Z',
    plan_started_at: null,
    next_invoice_date: null,
    plan_expires_at: null,
    promo_code_used: null,
    verified: true,
    two_factor_enabled: true,
    werkruimte,
    werkruimtes: [werkruimte],
    ...overrides,
  };
}
