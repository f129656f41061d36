import type { PaymentProvider } from '../../../events/account';
import type { SubscriptionTier } from '../../../contracts/plan-catalogue';

export interface CheckoutRequest {
  userId: number;
  email: string;
  plan: SubscriptionTier;
  /** The provider's customer of this account, when it paid before. */
  customerId: string | null;
  /** Paths in the app (`/profile?upgrade=success&plan=pro`) the browser returns to after paying or cancelling. */
  successPath: string;
  cancelPath: string;
  /** The same key opens the same checkout once (a retried request). */
  idempotencyKey: string;
}

export interface OpenedCheckout {
  checkoutId: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** A checkout as the provider reports it; `paid` only when the provider says the money is in. */
export interface CheckoutReport {
  checkoutId: string;
  userId: number | null;
  plan: SubscriptionTier | null;
  paid: boolean;
  customerId: string | null;
  subscriptionId: string | null;
}

/** What a verified webhook delivery tells us, in our words. `id` is the provider's event id. */
export type PaymentEvent =
  | { id: string; kind: 'checkout_completed'; checkout: CheckoutReport }
  | { id: string; kind: 'invoice_paid'; userId: number | null; invoiceId: string; subscriptionId: string; nextInvoiceDate: string }
  | { id: string; kind: 'subscription_ended'; userId: number | null; subscriptionId: string }
  | { id: string; kind: 'ignored'; type: string };

/** The local test-mode checkout's own desk: what its page shows and what Betalen and Annuleren do. */
export interface TestCheckoutDesk {
  find(
    checkoutId: string,
  ): Promise<(CheckoutReport & { status: 'open' | 'paid' | 'cancelled'; successPath: string; cancelPath: string }) | null>;
  /** Marks an open checkout paid; false when it was not open (paid, cancelled or unknown). */
  pay(checkoutId: string): Promise<boolean>;
  cancel(checkoutId: string): Promise<boolean>;
}

/**
 * The payments port: Stripe (STRIPE_SECRET_KEY), the local test-mode checkout (no key, outside
 * production), or nothing (production without a key). Routes and the webhook only talk to this.
 */
export interface Payments {
  /** 'stripe', 'test' (local test mode) or 'unavailable': what the app tells the user. */
  readonly mode: 'stripe' | 'test' | 'unavailable';
  readonly provider: PaymentProvider;
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** Asks the provider, never the client; null for a checkout it does not know. */
  retrieveCheckout(checkoutId: string): Promise<CheckoutReport | null>;
  /** Stops the subscription; one that already ended is fine. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** `returnPath`: where in the app the portal's back link leads. */
  openPortal(customerId: string, returnPath: string): Promise<string>;
  /** Verifies the signature of a webhook delivery and reads it; a bad signature is a ValidationError (400). */
  readWebhook(payload: Buffer, signature: string | undefined): PaymentEvent;
  /** Only in test mode. */
  readonly testDesk?: TestCheckoutDesk;
}
