import { categoryRouter } from '../../projections/by-category';
import { reactorProjection, type Projection } from '../../projections/projection';

/** Kept beside the mail outbox, outside the rebuilt read schema: a rebuild never loses a due expiry. */
export const planExpirySchemaSql = `
CREATE TABLE IF NOT EXISTS plan_expiries (
  user_id integer PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  -- Set while an instance is expiring it; lapses, so a crash in between only delays the expiry.
  claimed_until timestamptz
);
CREATE INDEX IF NOT EXISTS plan_expiries_due ON plan_expiries (expires_at);
`;

type Change = { userId: number; expiresAt: string | null };

/** A promo plan schedules its end; any later plan change (paid upgrade, cancel, expiry) unschedules it. */
const toSchedule = categoryRouter<Change[]>({
  hr_user(changes, event, userId) {
    switch (event.type) {
      case 'PlanUpgraded':
        changes.push({ userId, expiresAt: event.data.via === 'promo' ? event.data.expiresAt : null });
        break;
      case 'PlanCancelled':
      case 'PlanExpired':
        changes.push({ userId, expiresAt: null });
        break;
      default:
        break;
    }
  },
});

/**
 * The reactor half of promo expiry: events in, the schedule (one row per account with a promo plan)
 * out, in the same transaction as its checkpoint. The scheduler (expiry-scheduler.ts) appends the
 * PlanExpired when a row comes due. Applying the same events twice leaves the same rows.
 */
export function planExpiryReactor(onScheduled: () => void): Projection {
  return reactorProjection<Change>(
    'plan_expiry_reactor',
    toSchedule,
    async (tx, changes) => {
      for (const { userId, expiresAt } of changes) {
        if (expiresAt) {
          await tx.query(
            `INSERT INTO plan_expiries (user_id, expires_at) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET expires_at = EXCLUDED.expires_at, claimed_until = NULL`,
            [userId, expiresAt],
          );
        } else {
          await tx.query('DELETE FROM plan_expiries WHERE user_id = $1', [userId]);
        }
      }
      // The scheduler looks once the rows are committed.
    },
    onScheduled,
  );
}
