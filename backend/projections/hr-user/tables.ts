import { readModelTable, type RowOf } from '../read-model-table';

/** One row per account, shaped for the profile, the session check and login lookups by e-mail. */
export const hrUsersTable = readModelTable(
  'hr_users',
  {
    id: { type: 'int' },
    name: { type: 'text' },
    email: { type: 'text' },
    /** The address as logins and duplicates are matched (lower case); unique. */
    email_key: { type: 'text' },
    is_admin: { type: 'boolean', default: 'false' },
    /** Registered with an address on ADMIN_EMAILS: is_admin follows once the address is verified. */
    admin_address: { type: 'boolean', default: 'false' },
    verified: { type: 'boolean', default: 'false' },
    two_factor_enabled: { type: 'boolean', default: 'false' },
    token_version: { type: 'int', default: '0' },
    /** Logged-out sessions of the current token version: session id -> when its token expires anyway. */
    revoked_sessions: { type: 'jsonb', default: `'{}'` },
    plan_type: { type: 'text', default: `'free'` },
    created_at: { type: 'timestamptz' },
    plan_started_at: { type: 'timestamptz', nullable: true },
    next_invoice_date: { type: 'timestamptz', nullable: true },
    plan_expires_at: { type: 'timestamptz', nullable: true },
    promo_code_used: { type: 'text', nullable: true },
    companies_count: { type: 'int', default: '0' },
    employees_count: { type: 'int', default: '0' },
    /** The stream position the counts include: a replayed slot event is not counted twice. */
    counted_through: { type: 'int', default: '-1' },
  },
  { primaryKey: ['id'] },
);

export type HrUserRow = Omit<RowOf<typeof hrUsersTable.columns, Date>, 'revoked_sessions'> & {
  /** Session id -> when its token expires (ISO). */
  revoked_sessions: Record<string, string>;
};
