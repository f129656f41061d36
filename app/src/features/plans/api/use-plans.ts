import useSWR from 'swr';
import { catalogPlans } from '../../../../../contracts/plan-catalogue';
import { planApi, toApiPlan, type Plan, type UserPlan } from '../../../../../contracts/plans';
import { fetchPath, pathOf } from '../../../api/client';

export const PLANS_PATH = pathOf(planApi.plans);
export const USER_PLAN_PATH = pathOf(planApi.userPlan);

/** SPEC 8: when the plans cannot be loaded, the built-in list (the same catalogue) is shown. */
const FALLBACK: Plan[] = catalogPlans().map(toApiPlan);

export function usePlans(): { plans: Plan[]; isLoading: boolean } {
  const { data, error, isLoading } = useSWR<{ plans: Plan[] }, Error>(PLANS_PATH, fetchPath, { shouldRetryOnError: false });
  return { plans: data?.plans ?? (error ? FALLBACK : []), isLoading: isLoading && !data };
}

/** The signed-in user's plan; `enabled: false` for visitors. */
export function useUserPlan(enabled = true) {
  const result = useSWR<{ plan: UserPlan }, Error>(enabled ? USER_PLAN_PATH : null, fetchPath);
  return { ...result, plan: result.data?.plan };
}
