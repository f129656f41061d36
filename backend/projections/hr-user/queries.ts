import type { TestUser, User } from '../../../contracts/account';
import type { Queryable } from '../../platform/db';
import type { SubscriptionTier } from '../../../contracts/plan-catalogue';

export interface HrUserRow {
  id: number;
  naam: string;
  email: string;
  is_admin: boolean;
  verified: boolean;
  two_factor_enabled: boolean;
  token_version: number;
  /** Logged-out sessions: session id -> when its token expires (ISO). */
  revoked_sessions: Record<string, string>;
  plan_type: string;
  created_at: Date;
  plan_started_at: Date | null;
  next_invoice_date: Date | null;
  plan_expires_at: Date | null;
  promo_code_used: string | null;
  companies_count: number;
  employees_count: number;
}

export async function findHrUserById(db: Queryable, id: number): Promise<HrUserRow | undefined> {
  const { rows } = await db.query<HrUserRow>('SELECT * FROM read.hr_users WHERE id = $1', [id]);
  return rows[0];
}

export async function findHrUserByEmail(db: Queryable, email: string): Promise<HrUserRow | undefined> {
  const { rows } = await db.query<HrUserRow>('SELECT * FROM read.hr_users WHERE email_key = lower($1)', [email.trim()]);
  return rows[0];
}

export async function listHrUsers(db: Queryable): Promise<TestUser[]> {
  const { rows } = await db.query('SELECT id, naam, email, plan_type FROM read.hr_users ORDER BY naam, id');
  return rows;
}

/** The user as the API shows it (SPEC section 3). */
export function toApiUser(row: HrUserRow): User {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    naam: row.naam,
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
  } satisfies User;
}
