import { byCategory } from '../by-category';
import type { Projection } from '../projection';
import { hrUsersTable } from './tables';

/** The accounts (tables.ts), with a trigger that tells every instance's session cache of a change. */
export const hrUsersProjection: Projection = {
  name: 'hr_users',
  // 2: the plan fields follow the plan events; companies and employees counted for the plan's limits.
  // 5: IsAdmin only once the admin address is verified (admin_address).
  // 6: revoked_sessions (logout of one session) and AllSessionsEnded.
  // 7: English columns from one column table (tables.ts): name (was naam).
  version: 7,
  setupSql: `
    ${hrUsersTable.ddl}
    CREATE UNIQUE INDEX hr_users_email_key ON hr_users (email_key);
    -- Every app instance keeps the rows a session is checked against in memory (backend/http/auth-cache.ts):
    -- tell them, in the transaction that changes one, which account changed.
    CREATE FUNCTION hr_users_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM pg_notify('hr_user_auth_changed', OLD.id::text);
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER hr_users_auth_changed AFTER UPDATE OF name, is_admin, verified, token_version, revoked_sessions ON hr_users FOR EACH ROW
      WHEN ((OLD.name, OLD.is_admin, OLD.verified, OLD.token_version, OLD.revoked_sessions)
        IS DISTINCT FROM (NEW.name, NEW.is_admin, NEW.verified, NEW.token_version, NEW.revoked_sessions))
      EXECUTE FUNCTION hr_users_auth_changed();
    CREATE TRIGGER hr_users_auth_deleted AFTER DELETE ON hr_users FOR EACH ROW EXECUTE FUNCTION hr_users_auth_changed();`,
  apply: byCategory({
    async hr_user(tx, event, id) {
      const set = (assignments: string, ...values: unknown[]) =>
        tx.query(`UPDATE hr_users SET ${assignments} WHERE id = $1`, [id, ...values]);
      switch (event.type) {
        case 'HrUserRegistered': {
          const { name, email, isAdmin, registeredAt } = event.data;
          await tx.query(
            `INSERT INTO hr_users (id, name, email, email_key, admin_address, created_at, plan_started_at)
             VALUES ($1, $2, $3, lower($3), $4, $5, $5) ON CONFLICT (id) DO NOTHING`,
            [id, name, email, isAdmin, registeredAt],
          );
          break;
        }
        case 'HrUserRenamed':
          await set('name = $2', event.data.name);
          break;
        case 'PasswordChanged':
        case 'PasswordReset':
        case 'AllSessionsEnded':
          // Older tokens stop working. The stream position makes this idempotent: a replay sets the same number.
          // Their logged-out sessions need no list any more.
          await set(`token_version = $2, revoked_sessions = '{}'`, event.streamPosition);
          break;
        case 'SessionEnded': {
          // Sessions whose tokens expired by now are dropped, so the list stays as short as the logouts of a week.
          const { sessionId, expiresAt, at } = event.data;
          await set(
            `revoked_sessions = coalesce(
               (SELECT jsonb_object_agg(key, value) FROM jsonb_each_text(revoked_sessions) WHERE value::timestamptz > $4::timestamptz),
               '{}'::jsonb
             ) || jsonb_build_object($2::text, $3::text)`,
            sessionId,
            expiresAt,
            at,
          );
          break;
        }
        case 'EmailVerified':
          await set('verified = true, is_admin = admin_address');
          break;
        case 'TwoFactorEnabled':
          // Sessions opened without the second step end too.
          await set(`two_factor_enabled = true, token_version = $2, revoked_sessions = '{}'`, event.streamPosition);
          break;
        case 'TwoFactorDisabled':
          await set('two_factor_enabled = false');
          break;
        case 'CompanySlotReserved':
        case 'EmployeeSlotsReserved': {
          const [companies, employees] = event.type === 'CompanySlotReserved' ? [1, 0] : [0, event.data.employeeIds.length];
          await tx.query(
            `UPDATE hr_users SET companies_count = companies_count + $2, employees_count = employees_count + $3, counted_through = $4
             WHERE id = $1 AND counted_through < $4`,
            [id, companies, employees, event.streamPosition],
          );
          break;
        }
        case 'PlanUpgraded': {
          const up = event.data;
          await set(
            `plan_type = $2, plan_started_at = $3, next_invoice_date = $4, plan_expires_at = $5, promo_code_used = coalesce($6, promo_code_used)`,
            up.plan,
            up.startedAt,
            up.via === 'payment' ? up.nextInvoiceDate : null,
            up.via === 'promo' ? up.expiresAt : null,
            up.via === 'promo' ? up.promoCode : null,
          );
          break;
        }
        case 'InvoicePaid':
          await set('next_invoice_date = $2', event.data.nextInvoiceDate);
          break;
        case 'PlanCancelled':
        case 'PlanExpired':
          await set(`plan_type = 'free', plan_started_at = $2, next_invoice_date = NULL, plan_expires_at = NULL`, event.data.at);
          break;
        case 'AdminRightsGranted':
          await set('admin_address = true, is_admin = verified');
          break;
        case 'AdminRightsRevoked':
          await set('admin_address = false, is_admin = false');
          break;
        default:
          break;
      }
    },
  }),
};
