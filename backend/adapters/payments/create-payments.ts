import type { Config } from '../../platform/config';
import type { Pool } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Payments } from './port';
import { stripePayments } from './stripe-payments';
import { testPayments } from './test-payments';

export const UNAVAILABLE_MESSAGE = 'Betalen is op dit moment niet mogelijk. Neem contact met ons op om je plan te wijzigen.';

/** Production without a Stripe key: a test-mode checkout there would hand out plans for free. */
function unavailablePayments(): Payments {
  const refuse = (): never => {
    throw new AppError(503, UNAVAILABLE_MESSAGE);
  };
  return {
    mode: 'unavailable',
    provider: 'stripe',
    openCheckout: async () => refuse(),
    retrieveCheckout: async () => refuse(),
    cancelSubscription: async () => refuse(),
    openPortal: async () => refuse(),
    readWebhook: () => refuse(),
  };
}

/** Stripe with STRIPE_SECRET_KEY; otherwise the local test-mode checkout, except in production. */
export async function createPayments(config: Config, pool: Pool, log: (line: string) => void = () => undefined): Promise<Payments> {
  const { stripe } = config;
  if (stripe.secretKey) {
    return stripePayments({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      prices: stripe.prices,
      apiUrl: stripe.apiUrl,
      appUrl: config.appUrl,
    });
  }
  if (config.production) {
    log('Geen STRIPE_SECRET_KEY: betalen is uitgeschakeld (de testmodus is er alleen buiten productie).');
    return unavailablePayments();
  }
  log('Geen STRIPE_SECRET_KEY: upgrades lopen via de lokale testmodus-betaalpagina (er wordt niet echt betaald).');
  return testPayments(pool);
}
