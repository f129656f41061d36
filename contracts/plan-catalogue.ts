/**
 * The plan catalogue (SPEC sections 3, 6 and 9): the one list of plans, their prices, limits,
 * features, tags and badges, and the labels of both naming sets. The backend enforces these limits,
 * serves the list at GET /stripe/plans, and the app falls back to it when that call fails.
 */

/**
 * The subscription tiers (the "plan" a user buys; scheduling a conversation is another word), in
 * tier order: an upgrade goes to a later one, never back. The one list: the contract's plan_type
 * and the stored account events use these names.
 */
export const SUBSCRIPTION_TIERS = ['free', 'starter', 'pro', 'enterprise'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** SPEC section 9: 999999 means unlimited. */
export const UNLIMITED = 999999;

/** AI uses a free plan gets per month; paid plans are unlimited (SPEC 6 and 9). */
export const FREE_AI_CREDITS = 10;

export interface CatalogPlan {
  name: SubscriptionTier;
  /** The name on the plan cards. */
  displayName: string;
  /** Euros per month. */
  price: number;
  maxEmployees: number;
  maxCompanies: number;
  /** AI uses per month; UNLIMITED for paid plans. */
  aiCreditsPerMonth: number;
  aiAccess: boolean;
  apiAccess: boolean;
  features: string[];
  /** A short tag on the card ('AI onbeperkt', 'AI (beperkt)'). */
  tag: string | null;
  /** Marked popular: the 'Best choice' badge, unless it is the viewer's current plan. */
  popular: boolean;
  /** Can be bought from the pricing page; enterprise goes through sales (SPEC 6). */
  selfServe: boolean;
}

export const BEST_CHOICE_BADGE = 'Best choice';

export const PLAN_CATALOGUE: Readonly<Record<SubscriptionTier, CatalogPlan>> = {
  free: {
    name: 'free',
    displayName: 'Gratis',
    price: 0,
    maxEmployees: 5,
    maxCompanies: 1,
    aiCreditsPerMonth: FREE_AI_CREDITS,
    aiAccess: true,
    apiAccess: false,
    features: [
      'Tot 5 medewerkers',
      '1 bedrijf',
      'Basis POP-functionaliteit',
      'Beperkte statistieken',
      'AI 10 keer per maand',
      'E-mail support',
    ],
    tag: 'AI (beperkt)',
    popular: false,
    selfServe: false,
  },
  starter: {
    name: 'starter',
    displayName: 'Starter',
    price: 49,
    maxEmployees: 50,
    maxCompanies: 5,
    aiCreditsPerMonth: UNLIMITED,
    aiAccess: true,
    apiAccess: false,
    features: ['Tot 50 medewerkers', 'Tot 5 bedrijven', 'Onbeperkt AI', 'AI tekstverbetering', 'AI verslagen'],
    tag: 'AI onbeperkt',
    popular: false,
    selfServe: true,
  },
  pro: {
    name: 'pro',
    displayName: 'Pro',
    price: 99,
    maxEmployees: 200,
    maxCompanies: UNLIMITED,
    aiCreditsPerMonth: UNLIMITED,
    aiAccess: true,
    apiAccess: true,
    features: ['Tot 200 medewerkers', 'Onbeperkt bedrijven', 'Onbeperkt AI', 'API toegang (in ontwikkeling)'],
    tag: null,
    popular: true,
    selfServe: true,
  },
  enterprise: {
    name: 'enterprise',
    displayName: 'Enterprise',
    price: 249,
    maxEmployees: UNLIMITED,
    maxCompanies: UNLIMITED,
    aiCreditsPerMonth: UNLIMITED,
    aiAccess: true,
    apiAccess: true,
    features: ['Onbeperkt medewerkers', 'Onbeperkt bedrijven', 'Onbeperkt AI', 'API toegang', 'Eigen huisstijl (custom branding)'],
    tag: null,
    popular: false,
    selfServe: false,
  },
};

export const catalogPlans = (): CatalogPlan[] => SUBSCRIPTION_TIERS.map((name) => PLAN_CATALOGUE[name]);

export const isUnlimited = (limit: number) => limit >= UNLIMITED;

export const planRank = (plan: SubscriptionTier) => SUBSCRIPTION_TIERS.indexOf(plan);

/**
 * SPEC section 3 has two naming sets: free/basic/premium/enterprise (login part) and
 * free/starter/pro/enterprise (plan parts, and what is stored). Both read as the stored name.
 */
const ALIASES: Readonly<Record<string, SubscriptionTier>> = { basic: 'starter', premium: 'pro' };

export function storedPlanName(name: string | null | undefined): SubscriptionTier {
  const key = (name ?? '').trim().toLowerCase();
  if ((SUBSCRIPTION_TIERS as readonly string[]).includes(key)) return key as SubscriptionTier;
  return ALIASES[key] ?? 'free';
}

/** The badge in the menu and on the profile (SPEC 2): Gratis, Basis, Premium, Enterprise. */
const BADGE_LABELS: Readonly<Record<SubscriptionTier, string>> = {
  free: 'Gratis',
  starter: 'Basis',
  pro: 'Premium',
  enterprise: 'Enterprise',
};

/** The menu label of a plan under either naming set; an unknown or missing plan reads as free. */
export const planLabel = (name: string | null | undefined): string => BADGE_LABELS[storedPlanName(name)];

/** The name on the plan cards and in messages ('Starter'), under either naming set. */
export const planDisplayName = (name: string | null | undefined): string => PLAN_CATALOGUE[storedPlanName(name)].displayName;

/** What the pricing card's button says and whether it can be pressed (SPEC 6: no downgrades). */
export type PlanAction =
  | { kind: 'current'; label: 'Huidig plan' }
  | { kind: 'unavailable'; label: 'Niet Beschikbaar' }
  | { kind: 'no-downgrade'; label: 'Downgrade Niet Mogelijk' }
  | { kind: 'contact'; label: 'Contact Sales' }
  | { kind: 'upgrade'; label: string };

export function planAction(plan: SubscriptionTier, current: SubscriptionTier | null): PlanAction {
  if (current === plan) return { kind: 'current', label: 'Huidig plan' };
  if (current && planRank(plan) < planRank(current)) {
    return plan === 'free'
      ? { kind: 'unavailable', label: 'Niet Beschikbaar' }
      : { kind: 'no-downgrade', label: 'Downgrade Niet Mogelijk' };
  }
  if (plan === 'enterprise') return { kind: 'contact', label: 'Contact Sales' };
  if (plan === 'free') return { kind: 'upgrade', label: 'Gratis starten' };
  return { kind: 'upgrade', label: `Kies ${PLAN_CATALOGUE[plan].displayName}` };
}

/** The 'Best choice' badge: on the popular plan, unless it is the viewer's current plan. */
export const planBadge = (plan: SubscriptionTier, current: SubscriptionTier | null): string | null =>
  PLAN_CATALOGUE[plan].popular && plan !== current ? BEST_CHOICE_BADGE : null;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** `months` calendar months after `iso`, on the same day or the last day of a shorter month (31 Jan + 1 = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const shifted = new Date(date);
  shifted.setUTCFullYear(year, month, Math.min(date.getUTCDate(), daysIn(year, month)));
  return shifted.toISOString();
}

/**
 * SPEC section 4: the expected payment date is the stored next invoice date moved forward by whole
 * months until it lies ahead. Counted from the stored date each time, so 31 January gives 28
 * February and then 31 March, not 28 March.
 */
export function expectedPaymentDate(nextInvoiceDate: string | null, now: Date): string | null {
  if (!nextInvoiceDate || Number.isNaN(Date.parse(nextInvoiceDate))) return null;
  const nowMs = now.getTime();
  const storedMs = Date.parse(nextInvoiceDate);
  if (storedMs > nowMs) return new Date(storedMs).toISOString();
  // Start close to the answer instead of stepping through years of months.
  let months = Math.max(1, Math.floor((nowMs - storedMs) / (31 * 24 * 3600 * 1000)));
  while (Date.parse(addMonths(nextInvoiceDate, months)) <= nowMs) months++;
  return addMonths(nextInvoiceDate, months);
}
