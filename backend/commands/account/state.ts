import type { AccountEvent, CodePurpose } from '../../../events/account';
import { evolvePlan, initialBilling, initialPlan, type BillingState, type PlanState } from '../../../events/plan-state';
import { unhandled } from '../../../events/unhandled';

export interface PendingCode {
  purpose: CodePurpose;
  requestId: string;
  expiresAt: string;
  failures: number;
}

export interface AccountState {
  registered: boolean;
  userId: number;
  name: string;
  email: string;
  passwordHash: string;
  /** The address is on ADMIN_EMAILS: at registration, or since AdminRightsGranted (until AdminRightsRevoked). */
  adminAddress: boolean;
  /** IsAdmin: an admin address, and only once it is verified (issue 15). */
  isAdmin: boolean;
  verified: boolean;
  verification: { requestId: string; expiresAt: string } | null;
  reset: { requestId: string; expiresAt: string } | null;
  twoFactorEnabled: boolean;
  pendingCode: PendingCode | null;
  /** Companies and employees registered under this account (plan limits count these). */
  companySlots: number;
  employeeSlots: number;
  /** The plan (plan-state.ts; `effectivePlan(state.plan, now)` for the plan that holds at a moment). */
  plan: PlanState;
  billing: BillingState;
}

export const initialAccountState = (): AccountState => ({
  registered: false,
  userId: 0,
  name: '',
  email: '',
  passwordHash: '',
  adminAddress: false,
  isAdmin: false,
  verified: false,
  verification: null,
  reset: null,
  twoFactorEnabled: false,
  pendingCode: null,
  companySlots: 0,
  employeeSlots: 0,
  plan: initialPlan(),
  billing: initialBilling(),
});

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'HrUserRegistered': {
      const { userId, name, email, passwordHash, isAdmin, registeredAt } = event.data;
      return {
        ...state,
        registered: true,
        userId,
        name,
        email,
        passwordHash,
        adminAddress: isAdmin,
        plan: { ...state.plan, startedAt: registeredAt },
      };
    }
    case 'HrUserRenamed':
      return { ...state, name: event.data.name };
    case 'PasswordChanged':
      // A reset link asked for before the change would otherwise still set a password the user no longer chose.
      return { ...state, passwordHash: event.data.passwordHash, reset: null };
    case 'VerificationRequested':
      return { ...state, verification: { requestId: event.data.requestId, expiresAt: event.data.expiresAt } };
    case 'EmailVerified':
      return { ...state, verified: true, verification: null, isAdmin: state.adminAddress };
    case 'PasswordResetRequested':
      return { ...state, reset: { requestId: event.data.requestId, expiresAt: event.data.expiresAt } };
    case 'PasswordReset':
      return { ...state, passwordHash: event.data.passwordHash, reset: null };
    case 'TwoFactorCodeRequested': {
      const { purpose, requestId, expiresAt } = event.data;
      return { ...state, pendingCode: { purpose, requestId, expiresAt, failures: 0 } };
    }
    case 'TwoFactorCodeRejected':
      return state.pendingCode?.requestId === event.data.requestId
        ? { ...state, pendingCode: { ...state.pendingCode, failures: state.pendingCode.failures + 1 } }
        : state;
    case 'TwoFactorCodeAccepted':
      return { ...state, pendingCode: null };
    case 'TwoFactorEnabled':
      return { ...state, twoFactorEnabled: true, pendingCode: null };
    case 'TwoFactorDisabled':
      return { ...state, twoFactorEnabled: false, pendingCode: null };
    case 'SessionEnded':
    case 'AllSessionsEnded':
      // Sessions live in the read model the token check uses (hr-users projection), not in decisions.
      return state;
    case 'CompanySlotReserved':
      return { ...state, companySlots: state.companySlots + 1 };
    case 'EmployeeSlotsReserved':
      return { ...state, employeeSlots: state.employeeSlots + event.data.employeeIds.length };
    case 'CheckoutStarted':
    case 'PlanUpgraded':
    case 'InvoicePaid':
    case 'PlanCancelled':
    case 'PlanExpired':
      return { ...state, ...evolvePlan(state, event) };
    case 'AdminRightsGranted':
      return { ...state, adminAddress: true, isAdmin: state.verified };
    case 'AdminRightsRevoked':
      return { ...state, adminAddress: false, isAdmin: false };
    case 'AiCreditReserved':
    case 'AiCreditUsed':
    case 'AiCreditReleased':
      // Folded by the AI credits (events/ai-credits-state.ts), not part of what the account decides on.
      return state;
    default:
      return unhandled(event);
  }
}
