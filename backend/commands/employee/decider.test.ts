import { describe, expect, it } from 'vitest';
import type { EmployeeEvent } from '../../../events/employee';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { foldEvents } from '../decider';
import { employeeDecider as decider, employeeMessages as m, type CompanyFacts, type EmployeeCommand } from './decider';

const now = '2026-03-01T09:00:00.000Z';
const owner = 7;
const company: CompanyFacts = { companyId: 3, ownerId: owner };
const otherCompany: CompanyFacts = { companyId: 4, ownerId: owner };
const given = (...events: EmployeeEvent[]) => foldEvents(decider, events);
const registered: EmployeeEvent = {
  type: 'EmployeeRegistered',
  data: { employeeId: 9, ownerId: owner, naam: 'Sanne Bakker', email: 'sanne@example.nl', bedrijfId: 3, at: now },
};
const register = (overrides: Partial<Extract<EmployeeCommand, { type: 'RegisterEmployee' }>> = {}): EmployeeCommand => ({
  type: 'RegisterEmployee',
  employeeId: 9,
  actorId: owner,
  naam: 'Sanne Bakker',
  email: 'sanne@example.nl',
  company,
  now,
  ...overrides,
});
const update = (overrides: Partial<Extract<EmployeeCommand, { type: 'UpdateEmployee' }>> = {}): EmployeeCommand => ({
  type: 'UpdateEmployee',
  actorId: owner,
  naam: 'Sanne Bakker',
  email: 'sanne@example.nl',
  company,
  actief: true,
  now,
  ...overrides,
});

describe('RegisterEmployee', () => {
  it('registers an active employee at a company of the same owner', () => {
    const events = decider.decide(register(), given());
    expect(events).toEqual([registered]);
    expect(foldEvents(decider, events)).toMatchObject({ exists: true, bedrijfId: 3, actief: true });
  });

  it("refuses a missing company and another user's company", () => {
    expect(() => decider.decide(register({ company: null }), given())).toThrow(new ValidationError(m.invalidCompany));
    expect(() => decider.decide(register({ company: { companyId: 3, ownerId: 8 } }), given())).toThrow(new ValidationError(m.invalidCompany));
  });

  it('refuses an empty naam, an invalid e-mail and a second registration', () => {
    expect(() => decider.decide(register({ naam: ' ' }), given())).toThrow(new ValidationError(m.naamRequired));
    expect(() => decider.decide(register({ email: 'geen-adres' }), given())).toThrow(new ValidationError(m.emailInvalid));
    expect(() => decider.decide(register(), given(registered))).toThrow(ConflictError);
  });
});

describe('UpdateEmployee', () => {
  it('emits one event per changed field', () => {
    expect(
      decider.decide(update({ naam: 'Sanne de Boer', email: 'sanne.deboer@example.nl', company: otherCompany, actief: false }), given(registered)),
    ).toEqual([
      { type: 'EmployeeRenamed', data: { naam: 'Sanne de Boer', at: now } },
      { type: 'EmployeeEmailChanged', data: { email: 'sanne.deboer@example.nl', at: now } },
      { type: 'EmployeeMovedToCompany', data: { bedrijfId: 4, at: now } },
      { type: 'EmployeeDeactivated', data: { at: now } },
    ]);
  });

  it('activates an inactive employee again', () => {
    const inactive = given(registered, { type: 'EmployeeDeactivated', data: { at: now } });
    expect(decider.decide(update(), inactive)).toEqual([{ type: 'EmployeeActivated', data: { at: now } }]);
  });

  it('emits nothing when nothing changed, or when actief is left out', () => {
    expect(decider.decide(update(), given(registered))).toEqual([]);
    expect(decider.decide(update({ actief: undefined }), given(registered, { type: 'EmployeeDeactivated', data: { at: now } }))).toEqual([]);
  });

  it("answers not found for another user's employee and for a missing one", () => {
    expect(() => decider.decide(update({ actorId: 8, company: { companyId: 5, ownerId: 8 } }), given(registered))).toThrow(
      new NotFoundError(m.notFound),
    );
    expect(() => decider.decide(update(), given())).toThrow(NotFoundError);
  });

  it("refuses moving an employee into another user's company", () => {
    expect(() => decider.decide(update({ company: { companyId: 5, ownerId: 8 } }), given(registered))).toThrow(
      new ValidationError(m.invalidCompany),
    );
  });
});
