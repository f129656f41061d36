import type { CommandDeps } from '../deps';
import type { CheckoutReport } from '../../adapters/payments/port';
import { runAccountCommand } from '../account/load';
import type { VerifiedPayment } from '../account/plan-decide';
import type { CommandContext } from '../handle-command';

/**
 * The one way a payment becomes a plan: the success page (complete-upgrade), Stripe's webhook and
 * the test-mode Betalen button all end here with what the provider reported. Only a paid checkout
 * upgrades, to the plan the checkout was opened for; the decider checks this account opened it and
 * changes nothing the second time the same checkout is reported. False when it is not paid (yet).
 */
export async function completeCheckout(deps: CommandDeps, report: CheckoutReport, context: CommandContext): Promise<boolean> {
  if (!report.paid || report.userId === null || report.plan === null) return false;
  const payment: VerifiedPayment = {
    provider: deps.payments.provider,
    checkoutId: report.checkoutId,
    plan: report.plan,
    customerId: report.customerId,
    subscriptionId: report.subscriptionId,
  };
  await runAccountCommand(
    deps,
    report.userId,
    { type: 'UpgradePlan', payment, now: deps.clock().toISOString() },
    { ...context, tenant: String(report.userId) },
  );
  return true;
}
