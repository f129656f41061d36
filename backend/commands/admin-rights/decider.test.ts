import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../../events/account';
import { foldEvents } from '../decider';
import { adminRightsDecider } from './decider';

const now = '2026-11-22T10:00:00.000Z';
const registered = (isAdmin: boolean): AccountEvent => ({
  type: 'HrUserRegistered',
  data: { userId: 1, name: 'Anna', email: 'Anna@Example.nl', passwordHash: 'h', isAdmin, registeredAt: now },
});
const verified: AccountEvent = { type: 'EmailVerified', data: { at: now } };
const granted: AccountEvent = { type: 'AdminRightsGranted', data: { at: now } };
const revoked: AccountEvent = { type: 'AdminRightsRevoked', data: { at: now } };
const decide = (adminEmails: string[], events: AccountEvent[]) =>
  adminRightsDecider.decide({ type: 'ApplyAdminEmails', adminEmails, now }, foldEvents(adminRightsDecider, events));

describe('admin rights follow ADMIN_EMAILS', () => {
  it('revokes an address that left the list, and IsAdmin ends with it', () => {
    expect(decide([], [registered(true), verified])).toEqual([revoked]);
    expect(foldEvents(adminRightsDecider, [registered(true), verified, revoked]).isAdmin).toBe(false);
  });

  it('grants an address that came onto the list (any case); IsAdmin only once verified', () => {
    expect(decide(['anna@example.nl'], [registered(false)])).toEqual([granted]);
    expect(foldEvents(adminRightsDecider, [registered(false), granted]).isAdmin).toBe(false);
    expect(foldEvents(adminRightsDecider, [registered(false), granted, verified]).isAdmin).toBe(true);
    expect(foldEvents(adminRightsDecider, [registered(false), verified, granted]).isAdmin).toBe(true);
  });

  it('appends nothing when the account already matches the list, or does not exist', () => {
    expect(decide(['anna@example.nl'], [registered(true), verified])).toEqual([]);
    expect(decide([], [registered(false), verified])).toEqual([]);
    expect(decide([], [registered(true), revoked])).toEqual([]);
    expect(decide(['anna@example.nl'], [])).toEqual([]);
  });
});
