import { randomUUID } from 'node:crypto';
import type { SubscriptionTier } from '../../../contracts/plan-catalogue';
import { withTransaction, type Pool } from '../../platform/db';
import { ValidationError } from '../../platform/errors';
import type { CheckoutReport, Payments, TestCheckoutDesk } from './port';

export const testModeMessages = {
  noPortal: 'Het klantportaal is niet beschikbaar in testmodus: er zijn geen echte betaalgegevens.',
  noWebhooks: 'In testmodus komen er geen Stripe-webhooks binnen.',
} as const;

/**
 * The app's own test-mode checkout, for `npm start` without a Stripe key. It takes no money and does
 * not look like Stripe: its ids start with `lokaal_`, its page says testmodus. Checkouts live in
 * PostgreSQL, so they survive a restart and every app instance sees the same ones.
 */
const SCHEMA_SQL = `
CREATE SCHEMA IF NOT EXISTS payments;
CREATE TABLE IF NOT EXISTS payments.test_checkouts (
  id text PRIMARY KEY,
  user_id integer NOT NULL,
  plan text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'cancelled')),
  success_path text NOT NULL,
  cancel_path text NOT NULL,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);`;

interface Row {
  id: string;
  user_id: number;
  plan: SubscriptionTier;
  status: 'open' | 'paid' | 'cancelled';
  success_path: string;
  cancel_path: string;
}

const report = (row: Row): CheckoutReport => ({
  checkoutId: row.id,
  userId: row.user_id,
  plan: row.plan,
  paid: row.status === 'paid',
  // Test mode has no customers or subscriptions: a cancel stops nothing at a provider.
  customerId: null,
  subscriptionId: null,
});

export async function testPayments(pool: Pool): Promise<Payments> {
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(7302)'); // instances starting together
    await client.query(SCHEMA_SQL);
  });

  const find = async (id: string) => (await pool.query<Row>('SELECT * FROM payments.test_checkouts WHERE id = $1', [id])).rows[0];
  const settle = async (id: string, status: 'paid' | 'cancelled') =>
    ((
      await pool.query(`UPDATE payments.test_checkouts SET status = $2, settled_at = now() WHERE id = $1 AND status = 'open'`, [id, status])
    ).rowCount ?? 0) > 0;

  const desk: TestCheckoutDesk = {
    async find(id) {
      const row = await find(id);
      return row ? { ...report(row), status: row.status, successPath: row.success_path, cancelPath: row.cancel_path } : null;
    },
    pay: (id) => settle(id, 'paid'),
    cancel: (id) => settle(id, 'cancelled'),
  };

  return {
    mode: 'test',
    provider: 'local',
    testDesk: desk,
    async openCheckout({ userId, plan, successPath, cancelPath, idempotencyKey }) {
      const id = `lokaal_${randomUUID()}`;
      // A retried request (same key) gets the checkout of its first attempt.
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO payments.test_checkouts (id, user_id, plan, success_path, cancel_path, idempotency_key) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key RETURNING id`,
        [id, userId, plan, successPath, cancelPath, idempotencyKey],
      );
      const checkoutId = rows[0]!.id;
      // A path on this app, whatever address the browser reached it by.
      return { checkoutId, url: `/api/test-checkout/${checkoutId}` };
    },
    async retrieveCheckout(id) {
      const row = await find(id);
      return row ? report(row) : null;
    },
    async cancelSubscription() {},
    async openPortal() {
      throw new ValidationError(testModeMessages.noPortal);
    },
    readWebhook() {
      throw new ValidationError(testModeMessages.noWebhooks);
    },
  };
}
