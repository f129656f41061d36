import type Router from '@koa/router';
import type { Context } from 'koa';
import { planApi } from '../../../../contracts/plans';
import { bind } from '../../bind';
import type { AppDeps } from '../../deps';
import { AppError, NotFoundError, orNotFound } from '../../../platform/errors';
import type { TestCheckoutDesk } from '../../../adapters/payments/port';
import type { CommandContext } from '../../../commands/handle-command';
import { completeCheckout } from '../../../commands/plan/complete-checkout';
import { testCheckoutPage, testCheckoutProblem } from '../../../commands/plan/test-checkout-page';
import { brandingOf } from '../../../projections/branding/queries';
import { logoPath } from '../../../read-api/branding/to-api';

const NOT_FOUND = 'Deze testbetaling bestaat niet.';

/**
 * The local test-mode checkout (no STRIPE_SECRET_KEY, outside production): a page of the app with
 * Betalen and Annuleren. Betalen marks the checkout paid at this "provider" and then completes it
 * through completeCheckout, the same command and code path as a payment Stripe confirmed. The
 * checkout id is an unguessable capability, like Stripe's checkout address.
 */
export function registerTestCheckoutRoutes(router: Router, deps: AppDeps) {
  const desk = (): TestCheckoutDesk => {
    if (!deps.payments.testDesk) throw new NotFoundError(NOT_FOUND);
    return deps.payments.testDesk;
  };
  const found = async (id: string) => {
    return orNotFound(await desk().find(id), NOT_FOUND);
  };
  // 303: the browser follows a form post with a GET of the profile.
  const seeOther = (ctx: Context, path: string) => {
    ctx.status = 303;
    ctx.redirect(path);
  };
  const html = (ctx: Context, body: string, status = 200) => {
    ctx.status = status;
    ctx.type = 'html';
    ctx.body = body;
  };

  bind(router, deps, planApi.testCheckoutPage, async (ctx, { params: { id } }) => {
    const checkout = await found(id);
    // The paying workspace's look, while it is on enterprise (issue 26).
    const branding = checkout.userId === null ? null : await brandingOf(deps.pool, checkout.userId, deps.clock());
    const look = branding?.active ? { logoUrl: branding.logoHash && logoPath(branding.logoHash), color: branding.accentColor } : null;
    html(ctx, testCheckoutPage(id, checkout.plan ?? 'starter', checkout.status, look));
  });

  bind(router, deps, planApi.testCheckoutPay, async (ctx, { params: { id } }) => {
    await desk().pay(id);
    const checkout = await found(id);
    if (checkout.status === 'cancelled') return seeOther(ctx, checkout.cancelPath);
    const context: CommandContext = { actor: 'testmodus', tenant: String(checkout.userId), commandId: `test-checkout:${id}` };
    try {
      await completeCheckout(deps, checkout, context);
    } catch (err) {
      // Paid, but the account cannot take it (it moved to a higher plan meanwhile): say so on the page.
      if (err instanceof AppError && err.status < 500) return html(ctx, testCheckoutProblem(err.message), err.status);
      throw err;
    }
    seeOther(ctx, checkout.successPath);
  });

  bind(router, deps, planApi.testCheckoutCancel, async (ctx, { params: { id } }) => {
    await desk().cancel(id);
    const checkout = await found(id);
    seeOther(ctx, checkout.status === 'paid' ? checkout.successPath : checkout.cancelPath);
  });
}
