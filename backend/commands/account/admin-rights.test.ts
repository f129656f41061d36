import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../../events/account';
import { foldEvents } from '../decider';
import { accountDecider } from './decider';

const now = '2026-11-22T10:00:00.000Z';
const registered = (isAdmin: boolean): AccountEvent => ({
  type: 'HrUserRegistered',
  data: { userId: 1, name: 'Anna', email: 'beheer@example.nl', passwordHash: 'h', isAdmin, registeredAt: now },
});
const requested: AccountEvent = {
  type: 'VerificationRequested',
  data: { requestId: 'r1', expiresAt: '2026-11-23T10:00:00.000Z', at: now },
};
const verified: AccountEvent = { type: 'EmailVerified', data: { at: now } };

describe('admin rights on the account stream (issue 15)', () => {
  it('grants IsAdmin to an address on ADMIN_EMAILS only once that address is verified', () => {
    expect(foldEvents(accountDecider, [registered(true), requested]).isAdmin).toBe(false);
    expect(foldEvents(accountDecider, [registered(true), requested, verified]).isAdmin).toBe(true);
  });

  it('never grants IsAdmin to another address, verified or not', () => {
    expect(foldEvents(accountDecider, [registered(false), requested, verified]).isAdmin).toBe(false);
  });

  it('decides the verification of an admin address like any other: the right follows from the event', () => {
    const events = accountDecider.decide(
      { type: 'VerifyEmail', requestId: 'r1', now },
      foldEvents(accountDecider, [registered(true), requested]),
    );
    expect(events).toEqual([verified]);
  });
});
