import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../../events/account';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { accountDecider, type AccountCommand } from './decider';

const now = '2026-11-22T10:00:00.000Z';
const registered: AccountEvent = {
  type: 'HrUserRegistered',
  data: { userId: 1, naam: 'Anna', email: 'anna@example.nl', passwordHash: 'h', isAdmin: false, registeredAt: now },
};
const verificationRequested: AccountEvent = {
  type: 'VerificationRequested',
  data: { requestId: 'r1', expiresAt: '2026-11-23T10:00:00.000Z', at: now },
};

function given(...events: AccountEvent[]) {
  const state = events.reduce(accountDecider.evolve, accountDecider.initialState());
  return { when: (command: AccountCommand) => () => accountDecider.decide(command, state) };
}

describe('account decider', () => {
  it('registers an account and asks for verification', () => {
    const events = given().when({
      type: 'RegisterHrUser', userId: 1, naam: 'Anna', email: 'anna@example.nl', passwordHash: 'h', isAdmin: false, verificationRequestId: 'r1', now,
    })();
    expect(events.map((e) => e.type)).toEqual(['HrUserRegistered', 'VerificationRequested']);
  });

  it('refuses to register the same account twice', () => {
    expect(
      given(registered).when({
        type: 'RegisterHrUser', userId: 1, naam: 'Anna', email: 'anna@example.nl', passwordHash: 'h', isAdmin: false, verificationRequestId: 'r2', now,
      }),
    ).toThrow(ConflictError);
  });

  it('refuses commands for an account that does not exist', () => {
    expect(given().when({ type: 'RenameHrUser', naam: 'X', now })).toThrow(NotFoundError);
  });

  it('renames, and emits nothing for the same name', () => {
    expect(given(registered).when({ type: 'RenameHrUser', naam: 'Anna Bakker', now })()).toEqual([
      { type: 'HrUserRenamed', data: { naam: 'Anna Bakker', at: now } },
    ]);
    expect(given(registered).when({ type: 'RenameHrUser', naam: 'Anna', now })()).toEqual([]);
  });

  it('verifies with the current request before it expires', () => {
    expect(given(registered, verificationRequested).when({ type: 'VerifyEmail', requestId: 'r1', now })()).toEqual([
      { type: 'EmailVerified', data: { at: now } },
    ]);
  });

  it('refuses an expired or superseded verification with "verlopen", and a second one with "al geverifieerd"', () => {
    const tooLate = '2026-11-23T10:00:01.000Z';
    expect(given(registered, verificationRequested).when({ type: 'VerifyEmail', requestId: 'r1', now: tooLate })).toThrow(/verlopen/);
    expect(given(registered, verificationRequested).when({ type: 'VerifyEmail', requestId: 'old', now })).toThrow(/verlopen/);
    const verified: AccountEvent = { type: 'EmailVerified', data: { at: now } };
    expect(given(registered, verificationRequested, verified).when({ type: 'VerifyEmail', requestId: 'r1', now })).toThrow(/al geverifieerd/);
  });

  it('resets a password once with a live request', () => {
    const requested: AccountEvent = { type: 'PasswordResetRequested', data: { requestId: 'p1', expiresAt: '2026-11-22T11:00:00.000Z', at: now } };
    const reset = given(registered, requested).when({ type: 'ResetPassword', requestId: 'p1', passwordHash: 'h2', now })();
    expect(reset[0]!.type).toBe('PasswordReset');
    expect(given(registered, requested, reset[0]!).when({ type: 'ResetPassword', requestId: 'p1', passwordHash: 'h3', now })).toThrow(
      ValidationError,
    );
  });

  it('records a wrong two-factor code, enables on the right one, and refuses after five failures', () => {
    const codeFor = (id: string) => (id === 'c1' ? '123456' : '000000');
    const requested: AccountEvent = {
      type: 'TwoFactorCodeRequested',
      data: { purpose: 'enable', requestId: 'c1', expiresAt: '2026-11-22T10:10:00.000Z', at: now },
    };
    const submit = (code: string): AccountCommand => ({ type: 'SubmitTwoFactorCode', purpose: 'enable', code, codeFor, now });
    expect(given(registered, requested).when(submit('999999'))()).toEqual([
      { type: 'TwoFactorCodeRejected', data: { requestId: 'c1', at: now } },
    ]);
    expect(given(registered, requested).when(submit('123456'))()).toEqual([{ type: 'TwoFactorEnabled', data: { at: now } }]);
    const rejected: AccountEvent = { type: 'TwoFactorCodeRejected', data: { requestId: 'c1', at: now } };
    expect(given(registered, requested, rejected, rejected, rejected, rejected, rejected).when(submit('123456'))).toThrow(/te vaak fout/);
  });

  it('disables two-factor only when it is on', () => {
    const enabled: AccountEvent = { type: 'TwoFactorEnabled', data: { at: now } };
    expect(given(registered, enabled).when({ type: 'DisableTwoFactor', now })()).toEqual([{ type: 'TwoFactorDisabled', data: { at: now } }]);
    expect(given(registered).when({ type: 'DisableTwoFactor', now })()).toEqual([]);
    expect(given(registered).when({ type: 'RequestTwoFactorCode', purpose: 'login', requestId: 'x', now })).toThrow(ValidationError);
  });
});
