import { accountStream } from '../../events/account';
import { accountDecider } from '../../backend/commands/account/decider';
import { runCommand } from '../../backend/commands/run-command';
import type { Runtime } from '../../backend/main/runtime';
import type { SubscriptionTier } from '../../contracts/plan-catalogue';

/** Moves a benchmark account off the free plan (1 company, 5 employees) the way a promo code does. */
export async function givePlan(runtime: Runtime, userId: number, plan: Exclude<SubscriptionTier, 'free'> = 'enterprise') {
  const command = {
    type: 'ApplyPromoCode' as const,
    promo: { code: `BENCH-${plan.toUpperCase()}`, plan, months: 120 },
    now: new Date().toISOString(),
  };
  await runCommand(runtime.deps, accountStream(userId), accountDecider, command, {
    actor: String(userId),
    tenant: String(userId),
    commandId: `bench-plan:${userId}`,
  });
}
