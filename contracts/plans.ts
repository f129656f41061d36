import { z } from 'zod';
import { isoTime, isCleanText } from './fields';
import { endpoint, endpointGroup } from './http';
import { SUBSCRIPTION_TIERS, type CatalogPlan } from './plan-catalogue';
import { roles } from './roles';
import { sessionOnly } from './token-access';

/** SPEC sections 5 and 8. */
export const planMessages = {
  planInvalid: 'Kies een geldig plan (starter, pro of enterprise).',
  promoRequired: 'Voer een promo code in',
  promoInvalid: 'Ongeldige promo code',
  upgradeFailed: 'Er is een fout opgetreden bij het voltooien van je upgrade.',
  cancelFailed: 'Fout bij annuleren van het plan',
  cancelled: 'Plan geannuleerd',
  upgradeDone: 'Upgrade voltooid!',
  upgradeCancelled: 'Je upgrade is geannuleerd. Je kunt het opnieuw proberen.',
  downgradeTitle: 'Downgrade niet mogelijk',
  noSessionId: 'Geen session ID ontvangen van de server',
  // Refusals of the plan decider (SPEC 6): the API answers them as 400 {message}.
  samePlan: 'Dit is al je huidige plan.',
  downgrade: 'Downgrade niet mogelijk: je kunt alleen naar een hoger plan overstappen.',
  notSelfServe: 'Het Enterprise plan sluit je af via ons salesteam. Neem contact op via de contactpagina.',
  unknownPayment: 'Deze betaling hoort niet bij je account.',
  promoOnlyOnFree: 'Een promo code kun je alleen gebruiken op het gratis plan.',
  promoUsed: 'Deze promo code heb je al gebruikt.',
  nothingToCancel: 'Je zit op het gratis plan: er is geen plan om te annuleren.',
  notDue: 'Dit plan loopt nog niet af.',
} as const;
const m = planMessages;

/** Both naming sets of SPEC 3 are accepted on the way in and read as the stored name. */
const planInput = z
  .string({ error: m.planInvalid })
  .trim()
  .toLowerCase()
  .transform((name) => ({ basic: 'starter', premium: 'pro' })[name] ?? name)
  .pipe(z.enum(SUBSCRIPTION_TIERS, { error: m.planInvalid }));

export const checkoutBody = z.object({ planType: planInput });
export const completeUpgradeBody = z.object({ planType: planInput });
export const promoCodeBody = z.object({
  promoCode: z
    .string({ error: m.promoRequired })
    .trim()
    .min(1, m.promoRequired)
    .max(50, m.promoInvalid)
    .refine(isCleanText, m.promoInvalid)
    .transform((code) => code.toUpperCase()),
});
export const portalBody = z.object({ returnUrl: z.string().max(2000).optional() });

/** A plan as SPEC 3 lists it, under both readings of its field names, plus the card's tag and badge. */
export const plan = z
  .object({
    name: z.enum(SUBSCRIPTION_TIERS),
    displayName: z.string(),
    display_name: z.string(),
    price: z.number(),
    currency: z.literal('EUR'),
    maxEmployees: z.number().int(),
    max_employees: z.number().int(),
    maxCompanies: z.number().int(),
    max_companies: z.number().int(),
    features: z.array(z.string()),
    aiAccess: z.boolean(),
    ai_access: z.boolean(),
    apiAccess: z.boolean(),
    api_access: z.boolean(),
    aiCreditsPerMonth: z.number().int(),
    tag: z.string().nullable(),
    popular: z.boolean(),
    selfServe: z.boolean(),
  })
  .meta({ id: 'Plan', description: '999999 means unlimited' });
export type Plan = z.infer<typeof plan>;

/** The signed-in user's plan with its dates and what the account holds today. */
export const userPlan = plan
  .extend({
    plan_type: z.enum(SUBSCRIPTION_TIERS),
    plan_started_at: isoTime.nullable(),
    next_invoice_date: isoTime.nullable(),
    /** SPEC 4: the stored next invoice date moved forward by whole months until it lies ahead. */
    expected_payment_date: isoTime.nullable(),
    plan_expires_at: isoTime.nullable(),
    promo_code_used: z.string().nullable(),
    usage: z.object({ companies: z.number().int(), employees: z.number().int() }),
    /** 'test': payments go through the local test-mode checkout (no Stripe key configured). */
    payment_mode: z.enum(['stripe', 'test', 'unavailable']),
  })
  .meta({ id: 'UserPlan' });
export type UserPlan = z.infer<typeof userPlan>;

export function toApiPlan(p: CatalogPlan): Plan {
  return {
    name: p.name,
    displayName: p.displayName,
    display_name: p.displayName,
    price: p.price,
    currency: 'EUR',
    maxEmployees: p.maxEmployees,
    max_employees: p.maxEmployees,
    maxCompanies: p.maxCompanies,
    max_companies: p.maxCompanies,
    features: [...p.features],
    aiAccess: p.aiAccess,
    ai_access: p.aiAccess,
    apiAccess: p.apiAccess,
    api_access: p.apiAccess,
    aiCreditsPerMonth: p.aiCreditsPerMonth,
    tag: p.tag,
    popular: p.popular,
    selfServe: p.selfServe,
  };
}

const successMessage = z.object({ success: z.boolean(), message: z.string() });
const checkoutId = z.object({ id: z.string().regex(/^lokaal_[0-9a-f-]{36}$/, 'Deze testbetaling bestaat niet.') });

export const planApi = sessionOnly(
  endpointGroup('Abonnement', {
    plans: endpoint({
      method: 'get',
      path: '/stripe/plans',
      access: 'public',
      summary: 'De plannen met prijzen, limieten en functies',
      response: z.object({ success: z.boolean(), plans: z.array(plan) }),
    }),
    userPlan: endpoint({
      method: 'get',
      path: '/stripe/user-plan',
      access: 'user',
      roles: roles.readers,
      summary: 'Het eigen plan, de datums en het gebruik',
      response: z.object({ success: z.boolean(), plan: userPlan }),
    }),
    createCheckoutSession: endpoint({
      method: 'post',
      path: '/stripe/create-checkout-session',
      access: 'user',
      roles: roles.owner,
      summary: 'Open een betaling voor een hoger plan (Stripe Checkout, of de lokale testmodus zonder sleutel)',
      body: checkoutBody,
      response: z.object({ success: z.boolean(), sessionId: z.string(), url: z.string(), message: z.string() }),
      errors: { 400: 'Geen hoger plan, of Enterprise (via sales)', 503: 'Betalen is niet beschikbaar' },
    }),
    completeUpgrade: endpoint({
      method: 'post',
      path: '/stripe/complete-upgrade',
      access: 'user',
      roles: roles.owner,
      summary: 'Rond de upgrade af zodra de betaling bevestigd is (vraagt de betaling op bij de aanbieder)',
      body: completeUpgradeBody,
      response: successMessage,
      errors: { 400: 'Geen openstaande betaling', 409: 'Betaling nog niet bevestigd' },
    }),
    applyPromoCode: endpoint({
      method: 'post',
      path: '/stripe/apply-promo-code',
      access: 'user',
      roles: roles.owner,
      summary: 'Gebruik een promo code (alleen op het gratis plan, elke code één keer)',
      body: promoCodeBody,
      response: successMessage,
      errors: { 400: 'Ongeldige of gebruikte code' },
    }),
    createPortalSession: endpoint({
      method: 'post',
      path: '/stripe/create-customer-portal-session',
      access: 'user',
      roles: roles.owner,
      summary: 'Open het klantportaal van Stripe',
      body: portalBody,
      response: z.object({ success: z.boolean(), url: z.string() }),
      errors: { 400: 'Geen Stripe-klant of testmodus' },
    }),
    webhook: endpoint({
      method: 'post',
      path: '/stripe/webhook',
      access: 'public',
      summary: 'Stripe-webhook (ondertekend, ruwe body): checkout.session.completed, invoice.paid, customer.subscription.deleted',
      bodyType: 'raw',
      response: z.object({ received: z.boolean() }),
      errors: { 400: 'Ongeldige handtekening', 503: 'Webhook niet ingesteld' },
    }),
    cancelPlan: endpoint({
      method: 'post',
      path: '/hr/cancel-plan',
      access: 'user',
      roles: roles.owner,
      summary: 'Terug naar het gratis plan; een Stripe-abonnement stopt',
      response: successMessage,
      errors: { 400: 'Al op het gratis plan' },
    }),
    testCheckoutPage: endpoint({
      method: 'get',
      path: '/test-checkout/{id}',
      access: 'public',
      summary: 'Lokale testmodus-betaalpagina (alleen zonder STRIPE_SECRET_KEY)',
      params: checkoutId,
      responseType: 'html',
    }),
    testCheckoutPay: endpoint({
      method: 'post',
      path: '/test-checkout/{id}/pay',
      access: 'public',
      summary: 'Testmodus: betalen (geen echte betaling); stuurt terug naar het profiel',
      params: checkoutId,
      responseType: 'html',
    }),
    testCheckoutCancel: endpoint({
      method: 'post',
      path: '/test-checkout/{id}/cancel',
      access: 'public',
      summary: 'Testmodus: annuleren; stuurt terug naar het profiel',
      params: checkoutId,
      responseType: 'html',
    }),
  }),
);
