// Both plan naming sets occur (SPEC section 3): free/basic/premium/enterprise and free/starter/pro/enterprise.
export type PlanType = 'free' | 'starter' | 'pro' | 'enterprise' | 'basic' | 'premium';

export interface User {
  id: number;
  naam: string;
  email: string;
  IsAdmin: boolean;
  plan_type: PlanType;
  created_at: string;
  plan_started_at: string | null;
  next_invoice_date: string | null;
  plan_expires_at: string | null;
  promo_code_used: string | null;
  verified: boolean;
  two_factor_enabled: boolean;
}

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
