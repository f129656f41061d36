import type Router from '@koa/router';
import { planApi } from '../../../../contracts/plans';
import { bind } from '../../bind';
import type { AppDeps } from '../../deps';
import { rawBodyOf } from '../../raw-body';
import { AppError } from '../../../platform/errors';
import type { PaymentEvent } from '../../../adapters/payments/port';
import { runAccountCommand } from '../../../commands/account/load';
import type { CommandContext } from '../../../commands/handle-command';
import { completeCheckout } from '../../../commands/plan/complete-checkout';

/** Which account a verified event is about; null when it names none (not one of our checkouts). */
function accountOf(event: PaymentEvent): number | null {
  switch (event.kind) {
    case 'checkout_completed':
      return event.checkout.userId;
    case 'invoice_paid':
    case 'subscription_ended':
      return event.userId;
    case 'ignored':
      return null;
  }
}

/**
 * POST /api/stripe/webhook: the signature is checked over the raw bytes (raw-body.ts keeps the JSON
 * parser off them). The command id is Stripe's event id, so a delivery Stripe repeats appends
 * nothing twice; a second event about the same checkout, invoice or subscription finds the decider
 * with nothing left to do. A refusal of the decider (a checkout of another account, a downgrade) is
 * answered 200 and logged: Stripe would otherwise retry it for days. Anything else is a 5xx, and
 * Stripe tries again later.
 */
export function registerWebhookRoute(router: Router, deps: AppDeps) {
  bind(router, deps, planApi.webhook, async (ctx) => {
    const event = deps.payments.readWebhook(rawBodyOf(ctx), ctx.get('Stripe-Signature') || undefined);
    const userId = accountOf(event);
    if (userId === null) return { received: true };
    const context: CommandContext = { actor: 'stripe', tenant: String(userId), commandId: `stripe:${event.id}` };
    const now = deps.clock().toISOString();
    try {
      if (event.kind === 'checkout_completed') await completeCheckout(deps, event.checkout, context);
      if (event.kind === 'invoice_paid') {
        const { invoiceId, subscriptionId, nextInvoiceDate } = event;
        await runAccountCommand(deps, userId, { type: 'RecordInvoicePaid', invoiceId, subscriptionId, nextInvoiceDate, now }, context);
      }
      if (event.kind === 'subscription_ended') {
        await runAccountCommand(
          deps,
          userId,
          { type: 'CancelPlan', reason: 'subscription_ended', subscriptionId: event.subscriptionId, now },
          context,
        );
      }
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500 || err.status === 409) throw err;
      console.warn(`stripe webhook ${event.id} (${event.kind}) for account ${userId} changed nothing: ${err.message}`);
    }
    return { received: true };
  });
}
