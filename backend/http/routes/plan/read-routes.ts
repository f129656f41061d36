import { catalogPlans, expectedPaymentDate, PLAN_CATALOGUE, storedPlanName } from '../../../../contracts/plan-catalogue';
import { planApi, toApiPlan, type UserPlan } from '../../../../contracts/plans';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { findHrUserById } from '../../../projections/hr-user/queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /stripe/plans (also for visitors: the pricing page) and GET /stripe/user-plan. */
export const planReadRoutes: ApiModule = (router, deps) => {
  bind(router, deps, planApi.plans, async () => ({ success: true, plans: catalogPlans().map(toApiPlan) }));

  bind(router, deps, planApi.userPlan, async (_ctx, { user }) => {
    const row = (await findHrUserById(deps.pool, user.workspaceId))!;
    const name = storedPlanName(row.plan_type);
    const nextInvoice = iso(row.next_invoice_date);
    const plan: UserPlan = {
      ...toApiPlan(PLAN_CATALOGUE[name]),
      plan_type: name,
      plan_started_at: iso(row.plan_started_at),
      next_invoice_date: nextInvoice,
      expected_payment_date: expectedPaymentDate(nextInvoice, deps.clock()),
      plan_expires_at: iso(row.plan_expires_at),
      promo_code_used: row.promo_code_used,
      usage: { companies: row.companies_count, employees: row.employees_count },
      payment_mode: deps.payments.mode,
    };
    return { success: true, plan };
  });
};
