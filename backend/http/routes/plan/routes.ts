import { planApi, planMessages } from '../../../../contracts/plans';
import { PLAN_CATALOGUE } from '../../../../contracts/plan-catalogue';
import { formatDayMonthYear } from '../../../../contracts/dutch-time';
import { bind } from '../../bind';
import { commandContext } from '../../command-context';
import type { ApiModule } from '../../deps';
import { ConflictError, ValidationError } from '../../../platform/errors';
import { findPromoCode } from '../../../platform/promo-codes';
import type { Limit } from '../../../platform/rate-limit';
import { loadAccount, runAccountCommand } from '../../../commands/account/load';
import { assertCanBuy } from '../../../commands/account/plan-decide';
import { effectivePlan } from '../../../../events/plan-state';
import { completeCheckout } from '../../../commands/plan/complete-checkout';
import { registerTestCheckoutRoutes } from './test-checkout-routes';
import { registerWebhookRoute } from './webhook-route';

export const planRouteMessages = {
  noOpenCheckout: 'Er staat geen betaling open voor dit plan. Kies het plan opnieuw op de pagina Prijzen.',
  notPaidYet: 'Je betaling is nog niet bevestigd. Probeer het over een minuut opnieuw.',
  noCustomer: 'Er zijn nog geen betaalgegevens van je bij Stripe: het klantportaal is er pas na een betaalde upgrade.',
  testMode: 'Testmodus: je betaalt niet echt. Op de volgende pagina kies je Betalen of Annuleren.',
  toStripe: 'Je gaat naar de beveiligde betaalpagina van Stripe.',
} as const;

/** Guessing promo codes is not a way in: a handful of tries per account per hour. */
const promoAttempts: Limit = {
  name: 'promo:account',
  max: 10,
  windowSeconds: 3600,
  message: 'Te veel pogingen met promo codes. Probeer het over {minutes} opnieuw.',
};

/** Only a path inside the app: the portal's way back must not lead to someone else's site. */
const safeReturnPath = (url: string | undefined, appUrl: string) => {
  if (!url) return '/profile?tab=abonnement';
  if (url.startsWith(appUrl + '/')) return url.slice(appUrl.length);
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/profile?tab=abonnement';
};

/** Checkout, completion, promo codes, the customer portal and cancelling (SPEC 7, Plans and payment). */
export const planModule: ApiModule = (router, deps) => {
  const now = () => deps.clock().toISOString();

  bind(router, deps, planApi.createCheckoutSession, async (ctx, { body: { planType }, user }) => {
    const at = now();
    const account = await loadAccount(deps.store, user.workspaceId);
    // Refused before the provider hears of it: no checkout for the current plan, a downgrade or enterprise.
    assertCanBuy(account, planType, at);
    const context = commandContext(ctx, user);
    const opened = await deps.payments.openCheckout({
      userId: user.workspaceId,
      email: account.email,
      plan: planType,
      customerId: account.plan.provider === 'stripe' ? account.plan.customerId : null,
      successPath: `/profile?upgrade=success&plan=${planType}`,
      cancelPath: '/profile?upgrade=cancelled',
      idempotencyKey: `checkout:${context.commandId}`,
    });
    await runAccountCommand(
      deps,
      user.workspaceId,
      { type: 'StartCheckout', checkoutId: opened.checkoutId, plan: planType, provider: deps.payments.provider, now: at },
      context,
    );
    const message = deps.payments.mode === 'test' ? planRouteMessages.testMode : planRouteMessages.toStripe;
    return { success: true, sessionId: opened.checkoutId, url: opened.url, message };
  });

  bind(router, deps, planApi.completeUpgrade, async (ctx, { body: { planType }, user }) => {
    const at = now();
    const account = await loadAccount(deps.store, user.workspaceId);
    const open = account.billing.checkouts.filter((c) => c.plan === planType && c.provider === deps.payments.provider).reverse();
    if (open.length === 0) {
      // Done already (the webhook, or Betalen in test mode, came first): the same answer as then.
      if (effectivePlan(account.plan, at) === planType) return { success: true, message: planMessages.upgradeDone };
      throw new ValidationError(planRouteMessages.noOpenCheckout);
    }
    for (const checkout of open) {
      // The provider's word on the payment, never the client's.
      const report = await deps.payments.retrieveCheckout(checkout.checkoutId);
      if (report && report.userId === user.workspaceId && (await completeCheckout(deps, report, commandContext(ctx, user)))) {
        return { success: true, message: planMessages.upgradeDone };
      }
    }
    throw new ConflictError(planRouteMessages.notPaidYet);
  });

  bind(router, deps, planApi.applyPromoCode, async (ctx, { body: { promoCode }, user }) => {
    await deps.limiter.consume(promoAttempts, String(user.workspaceId));
    const promo = findPromoCode(deps.config.promoCodes, promoCode);
    if (!promo) throw new ValidationError(planMessages.promoInvalid);
    const result = await runAccountCommand(
      deps,
      user.workspaceId,
      { type: 'ApplyPromoCode', promo, now: now() },
      commandContext(ctx, user),
    );
    const until = result.state.plan.expiresAt ? ` tot en met ${formatDayMonthYear(result.state.plan.expiresAt)}` : '';
    return {
      success: true,
      message: `Promo code ${promo.code} toegepast: je hebt nu het ${PLAN_CATALOGUE[promo.plan].displayName} plan${until}.`,
    };
  });

  bind(router, deps, planApi.createPortalSession, async (_ctx, { body: { returnUrl }, user }) => {
    const account = await loadAccount(deps.store, user.workspaceId);
    if (deps.payments.mode === 'stripe' && (account.plan.provider !== 'stripe' || !account.plan.customerId))
      throw new ValidationError(planRouteMessages.noCustomer);
    const url = await deps.payments.openPortal(account.plan.customerId ?? '', safeReturnPath(returnUrl, deps.config.appUrl));
    return { success: true, url };
  });

  bind(router, deps, planApi.cancelPlan, async (ctx, { user }) => {
    const at = now();
    const account = await loadAccount(deps.store, user.workspaceId);
    if (effectivePlan(account.plan, at) === 'free') {
      // The decider says why in Dutch; asking it here spares the provider a pointless call.
      await runAccountCommand(deps, user.workspaceId, { type: 'CancelPlan', reason: 'user', now: at }, commandContext(ctx, user));
    }
    // Future payments stop first: should that fail, the plan stays and the user can try again.
    if (account.plan.provider === 'stripe' && account.plan.subscriptionId)
      await deps.payments.cancelSubscription(account.plan.subscriptionId);
    await runAccountCommand(deps, user.workspaceId, { type: 'CancelPlan', reason: 'user', now: at }, commandContext(ctx, user));
    return { success: true, message: planMessages.cancelled };
  });

  registerWebhookRoute(router, deps);
  registerTestCheckoutRoutes(router, deps);
};
