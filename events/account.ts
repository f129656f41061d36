import { defineCategory, renameFields } from './category';
import { aiCreditVersions, type AiCreditEvent } from './ai-credits';
import type { SubscriptionTier } from '../contracts/plan-catalogue';

/** Events of the account stream `hr_user-<userId>`: one per HR user. */

export type CodePurpose = 'enable' | 'login';
/** Who took the payment: Stripe, or the app's own test-mode checkout (no key configured). */
export type PaymentProvider = 'stripe' | 'local';

/**
 * How the account got its plan: a payment a provider confirmed (never the client's word), or a
 * promo code from the configuration. A promo plan ends by itself at `expiresAt`.
 */
export type PlanUpgrade =
  | {
      via: 'payment';
      plan: SubscriptionTier;
      from: SubscriptionTier;
      provider: PaymentProvider;
      checkoutId: string;
      customerId: string | null;
      subscriptionId: string | null;
      startedAt: string;
      nextInvoiceDate: string;
      at: string;
    }
  | {
      via: 'promo';
      plan: SubscriptionTier;
      from: SubscriptionTier;
      promoCode: string;
      months: number;
      startedAt: string;
      expiresAt: string;
      at: string;
    };

export type AccountEvent =
  /** AI credits: reserved, used, given back (events/ai-credits.ts). */
  | AiCreditEvent
  | {
      type: 'HrUserRegistered';
      /** `isAdmin`: the address was on ADMIN_EMAILS at registration; IsAdmin itself follows once the address is verified. */
      data: { userId: number; name: string; email: string; passwordHash: string; isAdmin: boolean; registeredAt: string };
    }
  | { type: 'HrUserRenamed'; data: { name: string; at: string } }
  | { type: 'PasswordChanged'; data: { passwordHash: string; at: string } }
  | { type: 'VerificationRequested'; data: { requestId: string; expiresAt: string; at: string } }
  /** `via: 'invitation'`: proven by an invitation's link at registration (no mail about it); absent: the verification link. */
  | { type: 'EmailVerified'; data: { at: string; via?: 'invitation' } }
  | { type: 'PasswordResetRequested'; data: { requestId: string; expiresAt: string; at: string } }
  | { type: 'PasswordReset'; data: { requestId: string; passwordHash: string; at: string } }
  | { type: 'TwoFactorCodeRequested'; data: { purpose: CodePurpose; requestId: string; expiresAt: string; at: string } }
  | { type: 'TwoFactorCodeRejected'; data: { requestId: string; at: string } }
  | { type: 'TwoFactorCodeAccepted'; data: { requestId: string; purpose: CodePurpose; at: string } }
  | { type: 'TwoFactorEnabled'; data: { at: string } }
  | { type: 'TwoFactorDisabled'; data: { at: string } }
  /** One session (a login's token) was logged out; its token is refused until `expiresAt`, when it expires anyway. */
  | { type: 'SessionEnded'; data: { sessionId: string; expiresAt: string; at: string } }
  /** 'Overal uitloggen': every token issued before this event is refused. */
  | { type: 'AllSessionsEnded'; data: { at: string } }
  /** Plan-limit counters: the account owns how many companies and employees exist (ARCHITECTURE.md, Rules across streams). */
  | { type: 'CompanySlotReserved'; data: { companyId: number; at: string } }
  | { type: 'EmployeeSlotsReserved'; data: { employeeIds: number[]; at: string } }
  /**
   * The plan (issue 10). A checkout was opened at the payment provider for `plan`; only a payment
   * for a checkout of this account can upgrade it.
   */
  | { type: 'CheckoutStarted'; data: { checkoutId: string; plan: SubscriptionTier; provider: PaymentProvider; at: string } }
  /** The account moves up to `plan` (from a confirmed payment or a promo code). */
  | { type: 'PlanUpgraded'; data: PlanUpgrade }
  /** A subscription invoice was paid: the next one is due at `nextInvoiceDate`. */
  | { type: 'InvoicePaid'; data: { invoiceId: string; subscriptionId: string; nextInvoiceDate: string; at: string } }
  /**
   * Back to free at once: cancelled by the user, or the subscription ended at the provider. The
   * month's AI credits start again from zero (SPEC 4). Existing companies and employees stay.
   */
  | {
      type: 'PlanCancelled';
      data: { plan: SubscriptionTier; reason: 'user' | 'subscription_ended'; subscriptionId: string | null; at: string };
    }
  /** A promo plan reached its end (`expiresAt`) and the account is back on free. */
  | { type: 'PlanExpired'; data: { plan: SubscriptionTier; expiresAt: string; at: string } }
  /**
   * The address came onto ADMIN_EMAILS after registration (IsAdmin once verified), or left it (IsAdmin
   * ends): ADMIN_EMAILS is applied at every start (backend/commands/admin-rights).
   */
  | { type: 'AdminRightsGranted'; data: { at: string } }
  | { type: 'AdminRightsRevoked'; data: { at: string } };

export const accountCategory = defineCategory<AccountEvent>({
  name: 'hr_user',
  versions: {
    ...aiCreditVersions,
    HrUserRegistered: 2,
    HrUserRenamed: 2,
    PasswordChanged: 1,
    VerificationRequested: 1,
    EmailVerified: 1,
    PasswordResetRequested: 1,
    PasswordReset: 1,
    TwoFactorCodeRequested: 1,
    TwoFactorCodeRejected: 1,
    TwoFactorCodeAccepted: 1,
    TwoFactorEnabled: 1,
    TwoFactorDisabled: 1,
    SessionEnded: 1,
    AllSessionsEnded: 1,
    CompanySlotReserved: 1,
    EmployeeSlotsReserved: 1,
    CheckoutStarted: 1,
    PlanUpgraded: 1,
    InvoicePaid: 1,
    PlanCancelled: 1,
    PlanExpired: 1,
    AdminRightsGranted: 1,
    AdminRightsRevoked: 1,
  },
  // Version 1 named the account holder's name in Dutch.
  history: [renameFields('HrUserRegistered', 1, { naam: 'name' }), renameFields('HrUserRenamed', 1, { naam: 'name' })],
});

export const accountStream = accountCategory.streamOf;
