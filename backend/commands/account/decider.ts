import { accountCategory, type AccountEvent, type CodePurpose } from '../../../events/account';
import { isUnlimited, PLAN_CATALOGUE, UNLIMITED, type SubscriptionTier } from '../../../contracts/plan-catalogue';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { decider } from '../decider';
import { decidePlan, type PlanCommand } from './plan-decide';
import { effectivePlan } from '../../../events/plan-state';
import { evolveAccount, initialAccountState, type AccountState } from './state';
import { unhandled } from '../../../events/unhandled';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_FAILURES = 5;

export const messages = {
  alreadyVerified: 'Je account is al geverifieerd.',
  verificationExpired: 'Deze verificatielink is verlopen. Vraag een nieuwe verificatie email aan.',
  resetInvalid: 'Deze resetlink is verlopen of al gebruikt. Vraag een nieuwe aan.',
  codeInvalid: 'Ongeldige verificatiecode',
  codeExpired: 'De verificatiecode is verlopen of te vaak fout ingevoerd. Vraag een nieuwe code aan.',
  twoFactorAlreadyOn: 'Tweestapsverificatie staat al aan.',
  twoFactorOff: 'Tweestapsverificatie staat niet aan.',
  /** SPEC 9: the refusal names the plan and its limit. */
  companyLimit: (plan: SubscriptionTier, max: number) =>
    `Met je ${PLAN_CATALOGUE[plan].displayName}-abonnement kun je maximaal ${max} ${max === 1 ? 'bedrijf' : 'bedrijven'} registreren. Upgrade je plan om meer bedrijven toe te voegen.`,
  employeeLimit: (plan: SubscriptionTier, max: number) =>
    `Met je ${PLAN_CATALOGUE[plan].displayName}-abonnement kun je maximaal ${max} ${max === 1 ? 'medewerker' : 'medewerkers'} registreren. Upgrade je plan om meer medewerkers toe te voegen.`,
};

export { UNLIMITED };

/** How many companies and employees a plan allows (the plan catalogue, SPEC section 9; 999999 is unlimited). */
export function planLimits(plan: SubscriptionTier): { maxCompanies: number; maxEmployees: number } {
  const { maxCompanies, maxEmployees } = PLAN_CATALOGUE[plan];
  return { maxCompanies, maxEmployees };
}

/** How many more employees the account may register at `now` (Infinity on an unlimited plan). */
export function employeeRoom(state: AccountState, now: string): number {
  const { maxEmployees } = planLimits(effectivePlan(state.plan, now));
  return isUnlimited(maxEmployees) ? Infinity : Math.max(0, maxEmployees - state.employeeSlots);
}

export type AccountCommand =
  | {
      type: 'RegisterHrUser';
      userId: number;
      naam: string;
      email: string;
      passwordHash: string;
      isAdmin: boolean;
      verificationRequestId: string;
      /** The address came with an invitation's link, which proved it: verified at once, nothing mailed to verify. */
      addressProvenByInvitation?: boolean;
      now: string;
    }
  | { type: 'RenameHrUser'; naam: string; now: string }
  | { type: 'ChangePassword'; passwordHash: string; now: string }
  | { type: 'RequestVerification'; requestId: string; now: string }
  | { type: 'VerifyEmail'; requestId: string; now: string }
  | { type: 'RequestPasswordReset'; requestId: string; now: string }
  | { type: 'ResetPassword'; requestId: string; passwordHash: string; now: string }
  /** `lockedOut`: the address is past its login-failure limit, so every login needs a mailed code, with or without two-factor. */
  | { type: 'RequestTwoFactorCode'; purpose: CodePurpose; requestId: string; now: string; lockedOut?: boolean }
  /** `codeFor` derives the code that was mailed for a request (a keyed hash, deterministic). */
  | { type: 'SubmitTwoFactorCode'; purpose: CodePurpose; code: string; codeFor: (requestId: string) => string; now: string }
  | { type: 'DisableTwoFactor'; now: string }
  | { type: 'EndSession'; sessionId: string; expiresAt: string; now: string }
  | { type: 'EndAllSessions'; now: string }
  | { type: 'ReserveCompanySlot'; companyId: number; now: string }
  /** One event for a whole batch (the spreadsheet import); all or nothing. */
  | { type: 'ReserveEmployeeSlots'; employeeIds: number[]; now: string }
  | PlanCommand;

const later = (now: string, ms: number) => new Date(Date.parse(now) + ms).toISOString();
const expired = (expiresAt: string, now: string) => Date.parse(now) > Date.parse(expiresAt);

function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  if (command.type === 'RegisterHrUser') {
    if (state.registered) throw new ConflictError('Dit account bestaat al.');
    const { userId, naam, email, passwordHash, isAdmin, verificationRequestId, now } = command;
    const registered: AccountEvent = {
      type: 'HrUserRegistered',
      data: { userId, name: naam, email, passwordHash, isAdmin, registeredAt: now },
    };
    if (command.addressProvenByInvitation) return [registered, { type: 'EmailVerified', data: { at: now, via: 'invitation' } }];
    return [
      registered,
      { type: 'VerificationRequested', data: { requestId: verificationRequestId, expiresAt: later(now, VERIFICATION_TTL_MS), at: now } },
    ];
  }
  if (!state.registered) throw new NotFoundError('Account niet gevonden');
  switch (command.type) {
    case 'RenameHrUser':
      return command.naam === state.name ? [] : [{ type: 'HrUserRenamed', data: { name: command.naam, at: command.now } }];
    case 'ChangePassword':
      return [{ type: 'PasswordChanged', data: { passwordHash: command.passwordHash, at: command.now } }];
    case 'RequestVerification':
      if (state.verified) throw new ValidationError(messages.alreadyVerified);
      return [
        {
          type: 'VerificationRequested',
          data: { requestId: command.requestId, expiresAt: later(command.now, VERIFICATION_TTL_MS), at: command.now },
        },
      ];
    case 'VerifyEmail':
      if (state.verified) throw new ValidationError(messages.alreadyVerified);
      if (state.verification?.requestId !== command.requestId || expired(state.verification.expiresAt, command.now)) {
        throw new ValidationError(messages.verificationExpired);
      }
      return [{ type: 'EmailVerified', data: { at: command.now } }];
    case 'RequestPasswordReset':
      return [
        {
          type: 'PasswordResetRequested',
          data: { requestId: command.requestId, expiresAt: later(command.now, RESET_TTL_MS), at: command.now },
        },
      ];
    case 'ResetPassword':
      if (state.reset?.requestId !== command.requestId || expired(state.reset.expiresAt, command.now)) {
        throw new ValidationError(messages.resetInvalid);
      }
      return [{ type: 'PasswordReset', data: { requestId: command.requestId, passwordHash: command.passwordHash, at: command.now } }];
    case 'RequestTwoFactorCode':
      if (command.purpose === 'enable' && state.twoFactorEnabled) throw new ValidationError(messages.twoFactorAlreadyOn);
      if (command.purpose === 'login' && !state.twoFactorEnabled && !command.lockedOut) throw new ValidationError(messages.twoFactorOff);
      return [
        {
          type: 'TwoFactorCodeRequested',
          data: { purpose: command.purpose, requestId: command.requestId, expiresAt: later(command.now, CODE_TTL_MS), at: command.now },
        },
      ];
    case 'SubmitTwoFactorCode': {
      const pending = state.pendingCode;
      if (
        !pending ||
        pending.purpose !== command.purpose ||
        pending.failures >= MAX_CODE_FAILURES ||
        expired(pending.expiresAt, command.now)
      ) {
        throw new ValidationError(messages.codeExpired);
      }
      // A wrong code is recorded (it counts towards the limit); the caller answers 400.
      if (command.codeFor(pending.requestId) !== command.code) {
        return [{ type: 'TwoFactorCodeRejected', data: { requestId: pending.requestId, at: command.now } }];
      }
      return pending.purpose === 'enable'
        ? [{ type: 'TwoFactorEnabled', data: { at: command.now } }]
        : [{ type: 'TwoFactorCodeAccepted', data: { requestId: pending.requestId, purpose: pending.purpose, at: command.now } }];
    }
    case 'DisableTwoFactor':
      return state.twoFactorEnabled ? [{ type: 'TwoFactorDisabled', data: { at: command.now } }] : [];
    case 'EndSession':
      return [{ type: 'SessionEnded', data: { sessionId: command.sessionId, expiresAt: command.expiresAt, at: command.now } }];
    case 'EndAllSessions':
      return [{ type: 'AllSessionsEnded', data: { at: command.now } }];
    case 'ReserveCompanySlot': {
      // After a cancel the account may hold more than its plan allows: it keeps them, but gets no new ones.
      const plan = effectivePlan(state.plan, command.now);
      const { maxCompanies } = planLimits(plan);
      if (!isUnlimited(maxCompanies) && state.companySlots + 1 > maxCompanies)
        throw new ForbiddenError(messages.companyLimit(plan, maxCompanies));
      return [{ type: 'CompanySlotReserved', data: { companyId: command.companyId, at: command.now } }];
    }
    case 'ReserveEmployeeSlots': {
      if (command.employeeIds.length === 0) return [];
      if (command.employeeIds.length > employeeRoom(state, command.now)) {
        const plan = effectivePlan(state.plan, command.now);
        throw new ForbiddenError(messages.employeeLimit(plan, planLimits(plan).maxEmployees));
      }
      return [{ type: 'EmployeeSlotsReserved', data: { employeeIds: command.employeeIds, at: command.now } }];
    }
    case 'StartCheckout':
    case 'UpgradePlan':
    case 'ApplyPromoCode':
    case 'CancelPlan':
    case 'RecordInvoicePaid':
    case 'ExpirePlan':
      return decidePlan(command, state);
    default:
      return unhandled(command);
  }
}

export const accountDecider = decider(accountCategory, initialAccountState, decide, evolveAccount);
