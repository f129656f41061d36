// Both plan naming sets occur (SPEC section 3): free/basic/premium/enterprise and free/starter/pro/enterprise.
export type PlanType = 'free' | 'starter' | 'pro' | 'enterprise' | 'basic' | 'premium';

const PLAN_LABELS: Record<PlanType, string> = {
  free: 'Gratis',
  starter: 'Basis',
  basic: 'Basis',
  pro: 'Premium',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

export function planLabel(plan: PlanType | null | undefined): string {
  return PLAN_LABELS[plan ?? 'free'] ?? PLAN_LABELS.free;
}
