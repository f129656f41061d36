import Stripe from 'stripe';
import { PLAN_CATALOGUE, SUBSCRIPTION_TIERS, type SubscriptionTier } from '../../../contracts/plan-catalogue';
import { AppError, ValidationError } from '../../platform/errors';
import type { CheckoutReport, Payments, PaymentEvent } from './port';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  prices: Partial<Record<SubscriptionTier, string | undefined>>;
  /** Another API address (tests, stripe-mock): the SDK's host, port and protocol. */
  apiUrl?: string;
  /** The public address Stripe sends the browser back to (APP_URL). */
  appUrl: string;
}

export const webhookMessages = {
  badSignature: 'Ongeldige Stripe-handtekening: dit bericht komt niet (ongewijzigd) van Stripe.',
  notConfigured: 'Stripe-webhooks zijn niet ingesteld (STRIPE_WEBHOOK_SECRET ontbreekt).',
} as const;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const userIdOf = (value: string | null | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);
const planOf = (value: string | null | undefined) =>
  (SUBSCRIPTION_TIERS as readonly string[]).includes(value ?? '') ? (value as SubscriptionTier) : null;

export function checkoutReport(session: Stripe.Checkout.Session): CheckoutReport {
  return {
    checkoutId: session.id,
    userId: userIdOf(session.client_reference_id ?? session.metadata?.userId),
    plan: planOf(session.metadata?.plan),
    // A subscription checkout is done when Stripe says so and the first invoice needs nothing more.
    paid: session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
  };
}

function lineItem(plan: SubscriptionTier, priceId: string | undefined): Stripe.Checkout.SessionCreateParams.LineItem {
  if (priceId) return { price: priceId, quantity: 1 };
  const { displayName, price } = PLAN_CATALOGUE[plan];
  return {
    quantity: 1,
    price_data: {
      currency: 'eur',
      unit_amount: price * 100,
      recurring: { interval: 'month' },
      product_data: { name: `POP Planner ${displayName}` },
    },
  };
}

const missing = (err: unknown) => err instanceof Stripe.errors.StripeError && err.code === 'resource_missing';

/** The Stripe adapter of the payments port (Checkout in subscription mode, Billing portal, signed webhooks). */
export function stripePayments(options: StripeOptions): Payments {
  const url = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'POP Planner' },
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  return {
    mode: 'stripe',
    provider: 'stripe',
    async openCheckout({ userId, email, plan, customerId, successPath, cancelPath, idempotencyKey }) {
      const metadata = { userId: String(userId), plan };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [lineItem(plan, options.prices[plan])],
          client_reference_id: String(userId),
          metadata,
          // The subscription carries the account too: its invoices and its end name the account.
          subscription_data: { metadata },
          ...(customerId ? { customer: customerId } : { customer_email: email }),
          success_url: options.appUrl + successPath,
          cancel_url: options.appUrl + cancelPath,
          locale: 'nl',
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe opened checkout ${session.id} without a url`);
      return { checkoutId: session.id, url: session.url };
    },

    async retrieveCheckout(checkoutId) {
      try {
        return checkoutReport(await stripe.checkout.sessions.retrieve(checkoutId));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },

    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (err) {
        // Ended already (by Stripe, the portal or an earlier attempt): nothing left to stop.
        if (missing(err) || (err instanceof Stripe.errors.StripeError && /cancel/i.test(err.message))) return;
        throw err;
      }
    },

    async openPortal(customerId, returnPath) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: options.appUrl + returnPath,
        locale: 'nl',
      });
      return session.url;
    },

    readWebhook(payload, signature) {
      if (!options.webhookSecret) throw new AppError(503, webhookMessages.notConfigured);
      let event: Stripe.Event;
      try {
        // Also refuses a signature older than five minutes: a recorded delivery cannot be replayed later.
        event = stripe.webhooks.constructEvent(payload, signature ?? '', options.webhookSecret);
      } catch {
        throw new ValidationError(webhookMessages.badSignature);
      }
      return toPaymentEvent(event);
    },
  };
}

function nextInvoiceDate(invoice: Stripe.Invoice): string | null {
  const ends = invoice.lines.data.map((line) => line.period?.end ?? 0).filter((end) => end > 0);
  return ends.length ? new Date(Math.max(...ends) * 1000).toISOString() : null;
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, kind: 'checkout_completed', checkout: checkoutReport(event.data.object) };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription);
      const next = nextInvoiceDate(invoice);
      if (!invoice.id || !subscriptionId || !next) return { id: event.id, kind: 'ignored', type: event.type };
      return {
        id: event.id,
        kind: 'invoice_paid',
        userId: userIdOf(details?.metadata?.userId),
        invoiceId: invoice.id,
        subscriptionId,
        nextInvoiceDate: next,
      };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return { id: event.id, kind: 'subscription_ended', userId: userIdOf(subscription.metadata?.userId), subscriptionId: subscription.id };
    }
    default:
      return { id: event.id, kind: 'ignored', type: event.type };
  }
}
