import { describe, expect, it } from 'vitest';
import type { EmployeeEmailEvent } from '../../../events/employee-emails';
import { ConflictError } from '../../platform/errors';
import { foldEvents } from '../decider';
import { employeeMessages } from '../../../contracts/employees';
import { emailDirectoryDecider as decider, type EmailDirectoryCommand } from './email-directory';

const now = '2026-03-01T09:00:00.000Z';
const given = (...events: EmployeeEmailEvent[]) => foldEvents(decider, events);
const claimedSanne: EmployeeEmailEvent = {
  type: 'EmployeeEmailsClaimed',
  data: { claims: [{ email: 'sanne@example.nl', employeeId: 1 }], at: now },
};
const claim = (
  claims: { email: string; employeeId: number }[],
  overrides: Partial<Extract<EmailDirectoryCommand, { type: 'ClaimEmployeeEmails' }>> = {},
): EmailDirectoryCommand => ({
  type: 'ClaimEmployeeEmails',
  claims,
  stale: [],
  partial: false,
  now,
  ...overrides,
});

describe('ClaimEmployeeEmails', () => {
  it('claims a free address', () => {
    expect(decider.decide(claim([{ email: 'Sanne@Example.nl', employeeId: 1 }]), given())).toEqual([
      { type: 'EmployeeEmailsClaimed', data: { claims: [{ email: 'Sanne@Example.nl', employeeId: 1 }], at: now } },
    ]);
  });

  it('refuses an address another employee holds, whatever its case', () => {
    expect(() => decider.decide(claim([{ email: ' SANNE@example.nl', employeeId: 2 }]), given(claimedSanne))).toThrow(
      new ConflictError(employeeMessages.emailTaken),
    );
  });

  it('emits nothing when the employee already holds the address', () => {
    expect(decider.decide(claim([{ email: 'sanne@example.nl', employeeId: 1 }]), given(claimedSanne))).toEqual([]);
  });

  it('takes over a claim the handler found orphaned, but only from that holder', () => {
    const takeOver = claim([{ email: 'sanne@example.nl', employeeId: 2 }], { stale: [{ key: 'sanne@example.nl', employeeId: 1 }] });
    expect(decider.decide(takeOver, given(claimedSanne))).toHaveLength(1);
    const wrongHolder = claim([{ email: 'sanne@example.nl', employeeId: 2 }], { stale: [{ key: 'sanne@example.nl', employeeId: 9 }] });
    expect(() => decider.decide(wrongHolder, given(claimedSanne))).toThrow(ConflictError);
  });

  it('in a partial batch claims the free addresses once each and leaves the taken ones', () => {
    const batch = claim(
      [
        { email: 'sanne@example.nl', employeeId: 2 },
        { email: 'piet@example.nl', employeeId: 3 },
        { email: 'PIET@example.nl', employeeId: 4 },
      ],
      { partial: true },
    );
    const events = decider.decide(batch, given(claimedSanne));
    expect(events).toEqual([{ type: 'EmployeeEmailsClaimed', data: { claims: [{ email: 'piet@example.nl', employeeId: 3 }], at: now } }]);
    expect(given(claimedSanne, ...events).holders.get('piet@example.nl')?.employeeId).toBe(3);
  });
});

describe('ReleaseEmployeeEmails', () => {
  it('releases an address its employee holds, so another can claim it', () => {
    const events = decider.decide(
      { type: 'ReleaseEmployeeEmails', releases: [{ email: 'SANNE@example.nl', employeeId: 1 }], now },
      given(claimedSanne),
    );
    expect(events).toHaveLength(1);
    expect(decider.decide(claim([{ email: 'sanne@example.nl', employeeId: 2 }]), given(claimedSanne, ...events))).toHaveLength(1);
  });

  it('emits nothing for an address held by another employee or by no one', () => {
    expect(
      decider.decide({ type: 'ReleaseEmployeeEmails', releases: [{ email: 'sanne@example.nl', employeeId: 2 }], now }, given(claimedSanne)),
    ).toEqual([]);
    expect(decider.decide({ type: 'ReleaseEmployeeEmails', releases: [{ email: 'x@example.nl', employeeId: 1 }], now }, given())).toEqual(
      [],
    );
  });
});
