import { describe, it } from 'vitest';
import type { AccountEvent } from '../../../events/account';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { deciderSpec } from '../decider-spec';
import { accountDecider, type AccountCommand } from './decider';

const now = '2026-11-22T10:00:00.000Z';
const spec = deciderSpec(accountDecider);
const registered: AccountEvent = {
  type: 'HrUserRegistered',
  data: { userId: 1, name: 'Anna', email: 'anna@example.nl', passwordHash: 'h', isAdmin: false, registeredAt: now },
};
const verificationRequested: AccountEvent = {
  type: 'VerificationRequested',
  data: { requestId: 'r1', expiresAt: '2026-11-23T10:00:00.000Z', at: now },
};
const register = (verificationRequestId: string): AccountCommand => ({
  type: 'RegisterHrUser',
  userId: 1,
  naam: 'Anna',
  email: 'anna@example.nl',
  passwordHash: 'h',
  isAdmin: false,
  verificationRequestId,
  now,
});

describe('account decider', () => {
  it('registers an account and asks for verification', () => {
    spec.given([]).when(register('r1')).then([registered, verificationRequested]);
  });

  it('registers an account whose address an invitation proved as verified, with nothing to mail about it', () => {
    spec
      .given([])
      .when({ ...register('r1'), addressProvenByInvitation: true } as AccountCommand)
      .then([registered, { type: 'EmailVerified', data: { at: now, via: 'invitation' } }]);
  });

  it('refuses to register the same account twice', () => {
    spec.given([registered]).when(register('r2')).thenThrows(ConflictError);
  });

  it('refuses commands for an account that does not exist', () => {
    spec.given([]).when({ type: 'RenameHrUser', naam: 'X', now }).thenThrows(NotFoundError);
  });

  it('renames, and emits nothing for the same name', () => {
    spec
      .given([registered])
      .when({ type: 'RenameHrUser', naam: 'Anna Bakker', now })
      .then([{ type: 'HrUserRenamed', data: { name: 'Anna Bakker', at: now } }]);
    spec.given([registered]).when({ type: 'RenameHrUser', naam: 'Anna', now }).thenNothing();
  });

  it('verifies with the current request before it expires', () => {
    spec
      .given([registered, verificationRequested])
      .when({ type: 'VerifyEmail', requestId: 'r1', now })
      .then([{ type: 'EmailVerified', data: { at: now } }]);
  });

  it('refuses an expired or superseded verification with "verlopen", and a second one with "al geverifieerd"', () => {
    const tooLate = '2026-11-23T10:00:01.000Z';
    spec
      .given([registered, verificationRequested])
      .when({ type: 'VerifyEmail', requestId: 'r1', now: tooLate })
      .thenThrows(/verlopen/);
    spec
      .given([registered, verificationRequested])
      .when({ type: 'VerifyEmail', requestId: 'old', now })
      .thenThrows(/verlopen/);
    const verified: AccountEvent = { type: 'EmailVerified', data: { at: now } };
    spec
      .given([registered, verificationRequested, verified])
      .when({ type: 'VerifyEmail', requestId: 'r1', now })
      .thenThrows(/al geverifieerd/);
  });

  it('resets a password once with a live request', () => {
    const requested: AccountEvent = {
      type: 'PasswordResetRequested',
      data: { requestId: 'p1', expiresAt: '2026-11-22T11:00:00.000Z', at: now },
    };
    const reset: AccountEvent = { type: 'PasswordReset', data: { requestId: 'p1', passwordHash: 'h2', at: now } };
    spec.given([registered, requested]).when({ type: 'ResetPassword', requestId: 'p1', passwordHash: 'h2', now }).then([reset]);
    spec
      .given([registered, requested, reset])
      .when({ type: 'ResetPassword', requestId: 'p1', passwordHash: 'h3', now })
      .thenThrows(ValidationError);
    // A link asked for before the password was changed no longer sets one.
    const changed: AccountEvent = { type: 'PasswordChanged', data: { passwordHash: 'h2', at: now } };
    spec
      .given([registered, requested, changed])
      .when({ type: 'ResetPassword', requestId: 'p1', passwordHash: 'h3', now })
      .thenThrows(/verlopen of al gebruikt/);
  });

  it('ends one session or all of them', () => {
    const expiresAt = '2026-11-29T10:00:00.000Z';
    spec
      .given([registered])
      .when({ type: 'EndSession', sessionId: 's1', expiresAt, now })
      .then([{ type: 'SessionEnded', data: { sessionId: 's1', expiresAt, at: now } }]);
    spec
      .given([registered])
      .when({ type: 'EndAllSessions', now })
      .then([{ type: 'AllSessionsEnded', data: { at: now } }]);
  });

  it('records a wrong two-factor code, enables on the right one, and refuses after five failures', () => {
    const codeFor = (id: string) => (id === 'c1' ? '123456' : '000000');
    const requested: AccountEvent = {
      type: 'TwoFactorCodeRequested',
      data: { purpose: 'enable', requestId: 'c1', expiresAt: '2026-11-22T10:10:00.000Z', at: now },
    };
    const submit = (code: string): AccountCommand => ({ type: 'SubmitTwoFactorCode', purpose: 'enable', code, codeFor, now });
    const rejected: AccountEvent = { type: 'TwoFactorCodeRejected', data: { requestId: 'c1', at: now } };
    spec.given([registered, requested]).when(submit('999999')).then([rejected]);
    spec
      .given([registered, requested])
      .when(submit('123456'))
      .then([{ type: 'TwoFactorEnabled', data: { at: now } }]);
    spec
      .given([registered, requested, rejected, rejected, rejected, rejected, rejected])
      .when(submit('123456'))
      .thenThrows(/te vaak fout/);
  });

  it('disables two-factor only when it is on', () => {
    const enabled: AccountEvent = { type: 'TwoFactorEnabled', data: { at: now } };
    spec
      .given([registered, enabled])
      .when({ type: 'DisableTwoFactor', now })
      .then([{ type: 'TwoFactorDisabled', data: { at: now } }]);
    spec.given([registered]).when({ type: 'DisableTwoFactor', now }).thenNothing();
    spec.given([registered]).when({ type: 'RequestTwoFactorCode', purpose: 'login', requestId: 'x', now }).thenThrows(ValidationError);
    // Past the login-failure limit every login takes a mailed code, also without two-factor.
    spec
      .given([registered])
      .when({ type: 'RequestTwoFactorCode', purpose: 'login', requestId: 'x', now, lockedOut: true })
      .then([
        { type: 'TwoFactorCodeRequested', data: { purpose: 'login', requestId: 'x', expiresAt: '2026-11-22T10:10:00.000Z', at: now } },
      ]);
  });
});
