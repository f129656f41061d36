/** Events of the account stream `hr_user-<id>` (one per HR user) and the e-mail claim stream. */

export const accountStream = (userId: number) => `hr_user-${userId}`;
/** One stream per e-mail address: appending with no_stream makes the address unique. */
export const emailClaimStream = (emailKey: string) => `hr_email-${emailKey}`;

export type PlanType = 'free' | 'starter' | 'pro' | 'enterprise';
export type CodePurpose = 'enable' | 'login';

export type AccountEvent =
  | {
      type: 'HrUserRegistered';
      data: { userId: number; naam: string; email: string; passwordHash: string; isAdmin: boolean; registeredAt: string };
    }
  | { type: 'HrUserRenamed'; data: { naam: string; at: string } }
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

export type EmailClaimEvent = { type: 'EmailClaimed'; data: { email: string; userId: number; at: string } };

/** Mails sent by the mail reactor are recorded on `mail-<id>`. */
export type MailEvent =
  | { type: 'MailSent'; data: { mailId: string; kind: string; to: string; at: string; attempts: number } }
  | { type: 'MailFailed'; data: { mailId: string; kind: string; to: string; at: string; attempts: number; error: string } };
