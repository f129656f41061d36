import { bool, int, jsonb, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/**
 * One row per account, shaped for the profile, the session check and login lookups by e-mail.
 * - `email_key`: the address as logins and duplicates are matched (lower case); unique.
 * - `admin_address`: registered with an address on ADMIN_EMAILS: is_admin follows once the address is verified.
 * - `revoked_sessions`: logged-out sessions of the current token version: session id -> when its token expires anyway.
 * - `counted_through`: the stream position the counts include: a replayed slot event is not counted twice.
 */
export const hrUsersTable = readModelTable(
  'hr_users',
  [
    { id: int(), name: text(), email: text(), email_key: text(), is_admin: bool({ default: 'false' }) },
    { admin_address: bool({ default: 'false' }), verified: bool({ default: 'false' }), two_factor_enabled: bool({ default: 'false' }) },
    { token_version: int({ default: '0' }), revoked_sessions: jsonb({ default: `'{}'` }), plan_type: text({ default: `'free'` }) },
    { created_at: timestamptz(), plan_started_at: timestamptz({ nullable: true }), next_invoice_date: timestamptz({ nullable: true }) },
    { plan_expires_at: timestamptz({ nullable: true }), promo_code_used: text({ nullable: true }) },
    { companies_count: int({ default: '0' }), employees_count: int({ default: '0' }), counted_through: int({ default: '-1' }) },
  ],
  { primaryKey: ['id'] },
);

export type HrUserRow = Omit<RowOf<typeof hrUsersTable.columns, Date>, 'revoked_sessions'> & {
  /** Session id -> when its token expires (ISO). */
  revoked_sessions: Record<string, string>;
};
