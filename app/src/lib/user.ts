import { planLabel as catalogueLabel } from '../../../contracts/plan-catalogue';

// Both plan naming sets occur (SPEC section 3): free/basic/premium/enterprise and free/starter/pro/enterprise.
export type PlanType = 'free' | 'starter' | 'pro' | 'enterprise' | 'basic' | 'premium';

/** The menu badge (Gratis, Basis, Premium, Enterprise) from the one plan catalogue in contracts/. */
export function planLabel(plan: PlanType | null | undefined): string {
  return catalogueLabel(plan);
}
