import { defineCategory, renameFields } from './category';

/** Events of the account stream `hr_user-<userId>`: one per HR user. */

export type PlanType = 'free' | 'starter' | 'pro' | 'enterprise';
export type CodePurpose = 'enable' | 'login';

export type AccountEvent =
  | {
      type: 'HrUserRegistered';
      data: { userId: number; name: string; email: string; passwordHash: string; isAdmin: boolean; registeredAt: string };
    }
  | { type: 'HrUserRenamed'; data: { name: string; at: string } }
  | { type: 'PasswordChanged'; data: { passwordHash: string; at: string } }
  | { type: 'VerificationRequested'; data: { requestId: string; expiresAt: string; at: string } }
  | { type: 'EmailVerified'; data: { at: string } }
  | { type: 'PasswordResetRequested'; data: { requestId: string; expiresAt: string; at: string } }
  | { type: 'PasswordReset'; data: { requestId: string; passwordHash: string; at: string } }
  | { type: 'TwoFactorCodeRequested'; data: { purpose: CodePurpose; requestId: string; expiresAt: string; at: string } }
  | { type: 'TwoFactorCodeRejected'; data: { requestId: string; at: string } }
  | { type: 'TwoFactorCodeAccepted'; data: { requestId: string; purpose: CodePurpose; at: string } }
  | { type: 'TwoFactorEnabled'; data: { at: string } }
  | { type: 'TwoFactorDisabled'; data: { at: string } }
  /** Plan-limit counters: the account owns how many companies and employees exist (ARCHITECTURE.md). */
  | { type: 'CompanySlotReserved'; data: { companyId: number; at: string } }
  | { type: 'EmployeeSlotsReserved'; data: { employeeIds: number[]; at: string } };

export const accountCategory = defineCategory<AccountEvent>({
  name: 'hr_user',
  versions: {
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
    CompanySlotReserved: 1,
    EmployeeSlotsReserved: 1,
  },
  // Version 1 named the account holder's name in Dutch.
  history: [renameFields('HrUserRegistered', 1, { naam: 'name' }), renameFields('HrUserRenamed', 1, { naam: 'name' })],
});

export const accountStream = accountCategory.streamOf;
