import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '../../contracts/plan-catalogue';

export interface PromoCodeDefinition {
  /** Upper case: codes are compared without regard to case. */
  code: string;
  plan: Exclude<SubscriptionTier, 'free'>;
  months: number;
}

const CODE = /^[A-Z0-9][A-Z0-9_-]{1,49}$/;

/**
 * PROMO_CODES: `CODE:plan:months`, comma separated (`WELKOM2026:starter:3,PARTNER:pro:12`). A
 * mistake refuses the start, so a code a customer was promised never silently fails to work.
 */
export function parsePromoCodes(raw: string | undefined): PromoCodeDefinition[] {
  const codes = new Map<string, PromoCodeDefinition>();
  for (const entry of (raw ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [code = '', plan = '', months = ''] = entry.split(':').map((part) => part.trim());
    const upper = code.toUpperCase();
    if (!CODE.test(upper)) throw new Error(`PROMO_CODES: "${entry}" needs a code of 2 to 50 letters, digits, - or _ (CODE:plan:months)`);
    if (!(SUBSCRIPTION_TIERS as readonly string[]).includes(plan) || plan === 'free') {
      throw new Error(`PROMO_CODES: "${entry}" names plan "${plan}"; use starter, pro or enterprise`);
    }
    if (!/^\d{1,3}$/.test(months) || Number(months) < 1 || Number(months) > 120) {
      throw new Error(`PROMO_CODES: "${entry}" needs a whole number of months from 1 to 120`);
    }
    if (codes.has(upper)) throw new Error(`PROMO_CODES: code ${upper} appears twice`);
    codes.set(upper, { code: upper, plan: plan as PromoCodeDefinition['plan'], months: Number(months) });
  }
  return [...codes.values()];
}

/** The configured code a user typed, in any case; undefined when there is none. */
export const findPromoCode = (codes: readonly PromoCodeDefinition[], typed: string) =>
  codes.find((c) => c.code === typed.trim().toUpperCase());
