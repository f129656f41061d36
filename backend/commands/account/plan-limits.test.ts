import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../../events/account';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { foldEvents } from '../decider';
import { accountDecider as decider, messages, planLimits, UNLIMITED } from './decider';

const now = '2026-03-01T09:00:00.000Z';
const registered: AccountEvent = {
  type: 'HrUserRegistered',
  data: { userId: 1, name: 'Anna', email: 'anna@example.nl', passwordHash: 'x', isAdmin: false, registeredAt: now },
};
const given = (...events: AccountEvent[]) => foldEvents(decider, events);

describe('plan-limit counters on the account stream', () => {
  it('reserves a company slot and counts it', () => {
    const events = decider.decide({ type: 'ReserveCompanySlot', companyId: 4, now }, given(registered));
    expect(events).toEqual([{ type: 'CompanySlotReserved', data: { companyId: 4, at: now } }]);
    expect(given(registered, ...events).companySlots).toBe(1);
  });

  it('reserves employee slots for a whole batch in one event', () => {
    const events = decider.decide({ type: 'ReserveEmployeeSlots', employeeIds: [5, 6, 7], now }, given(registered));
    expect(events).toEqual([{ type: 'EmployeeSlotsReserved', data: { employeeIds: [5, 6, 7], at: now } }]);
    expect(given(registered, ...events).employeeSlots).toBe(3);
  });

  it('reserves nothing for an empty batch', () => {
    expect(decider.decide({ type: 'ReserveEmployeeSlots', employeeIds: [], now }, given(registered))).toEqual([]);
  });

  it('refuses slots for an unknown account', () => {
    expect(() => decider.decide({ type: 'ReserveCompanySlot', companyId: 4, now }, given())).toThrow(NotFoundError);
  });

  it('refuses a slot beyond the plan limit (today only at the unlimited marker)', () => {
    const full = { ...given(registered), companySlots: UNLIMITED, employeeSlots: UNLIMITED - 1 };
    expect(() => decider.decide({ type: 'ReserveCompanySlot', companyId: 4, now }, full)).toThrow(new ForbiddenError(messages.companyLimit));
    expect(() => decider.decide({ type: 'ReserveEmployeeSlots', employeeIds: [1, 2], now }, full)).toThrow(
      new ForbiddenError(messages.employeeLimit),
    );
  });

  it('limits nothing yet: every plan answers the unlimited marker until the plans issue', () => {
    for (const plan of ['free', 'starter', 'pro', 'enterprise'] as const) {
      expect(planLimits(plan)).toEqual({ maxCompanies: UNLIMITED, maxEmployees: UNLIMITED });
    }
  });
});
