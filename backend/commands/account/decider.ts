import { accountCategory, type AccountEvent, type CodePurpose, type PlanType } from '../../../events/account';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Decider } from '../decider';
import { evolveAccount, initialAccountState, type AccountState } from './state';

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
  companyLimit: 'Je hebt het maximale aantal bedrijven van je abonnement bereikt. Upgrade je plan om meer bedrijven toe te voegen.',
  employeeLimit: 'Je hebt het maximale aantal medewerkers van je abonnement bereikt. Upgrade je plan om meer medewerkers toe te voegen.',
} as const;

/** SPEC section 9: 999999 means unlimited. */
export const UNLIMITED = 999999;

/**
 * How many companies and employees a plan allows. Today nothing is limited; the plans issue fills
 * in the numbers of SPEC section 9 here (free 1 and 5, starter 5 and 50, pro unlimited and 200,
 * enterprise unlimited), so the counters and their checks below stay as they are.
 */
export function planLimits(_plan: PlanType): { maxCompanies: number; maxEmployees: number } {
  return { maxCompanies: UNLIMITED, maxEmployees: UNLIMITED };
}

export type AccountCommand =
  | { type: 'RegisterHrUser'; userId: number; naam: string; email: string; passwordHash: string; isAdmin: boolean; verificationRequestId: string; now: string }
  | { type: 'RenameHrUser'; naam: string; now: string }
  | { type: 'ChangePassword'; passwordHash: string; now: string }
  | { type: 'RequestVerification'; requestId: string; now: string }
  | { type: 'VerifyEmail'; requestId: string; now: string }
  | { type: 'RequestPasswordReset'; requestId: string; now: string }
  | { type: 'ResetPassword'; requestId: string; passwordHash: string; now: string }
  | { type: 'RequestTwoFactorCode'; purpose: CodePurpose; requestId: string; now: string }
  /** `codeFor` derives the code that was mailed for a request (a keyed hash, deterministic). */
  | { type: 'SubmitTwoFactorCode'; purpose: CodePurpose; code: string; codeFor: (requestId: string) => string; now: string }
  | { type: 'DisableTwoFactor'; now: string }
  | { type: 'ReserveCompanySlot'; companyId: number; now: string }
  /** One event for a whole batch (the spreadsheet import); all or nothing. */
  | { type: 'ReserveEmployeeSlots'; employeeIds: number[]; now: string };

const later = (now: string, ms: number) => new Date(Date.parse(now) + ms).toISOString();
const expired = (expiresAt: string, now: string) => Date.parse(now) > Date.parse(expiresAt);

function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  if (command.type === 'RegisterHrUser') {
    if (state.registered) throw new ConflictError('Dit account bestaat al.');
    const { userId, naam, email, passwordHash, isAdmin, verificationRequestId, now } = command;
    return [
      { type: 'HrUserRegistered', data: { userId, name: naam, email, passwordHash, isAdmin, registeredAt: now } },
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
      if (command.purpose === 'login' && !state.twoFactorEnabled) throw new ValidationError(messages.twoFactorOff);
      return [
        {
          type: 'TwoFactorCodeRequested',
          data: { purpose: command.purpose, requestId: command.requestId, expiresAt: later(command.now, CODE_TTL_MS), at: command.now },
        },
      ];
    case 'SubmitTwoFactorCode': {
      const pending = state.pendingCode;
      if (!pending || pending.purpose !== command.purpose || pending.failures >= MAX_CODE_FAILURES || expired(pending.expiresAt, command.now)) {
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
    case 'ReserveCompanySlot': {
      // The account records no plan yet, so every account is on free until the plans issue adds it.
      if (state.companySlots + 1 > planLimits('free').maxCompanies) throw new ForbiddenError(messages.companyLimit);
      return [{ type: 'CompanySlotReserved', data: { companyId: command.companyId, at: command.now } }];
    }
    case 'ReserveEmployeeSlots': {
      if (command.employeeIds.length === 0) return [];
      if (state.employeeSlots + command.employeeIds.length > planLimits('free').maxEmployees) {
        throw new ForbiddenError(messages.employeeLimit);
      }
      return [{ type: 'EmployeeSlotsReserved', data: { employeeIds: command.employeeIds, at: command.now } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  category: accountCategory,
  initialState: initialAccountState,
  decide,
  evolve: evolveAccount,
};
