import { describe, expect, it } from 'vitest';
import type { EmployeeEvent } from '../../../events/employee';
import { commandBuilder, expectInvalid, updateWithActiveFlagCases } from '../../../tests/support/decider-cases';
import { ConflictError, ValidationError } from '../../platform/errors';
import { foldEvents } from '../decider';
import { deciderSpec } from '../decider-spec';
import { employeeDecider as decider, type CompanyFacts, type EmployeeCommand } from './decider';
import { employeeMessages as m } from '../../../contracts/employees';

const now = '2026-03-01T09:00:00.000Z';
const owner = 7;
const company: CompanyFacts = { companyId: 3, ownerId: owner };
const otherCompany: CompanyFacts = { companyId: 4, ownerId: owner };
const spec = deciderSpec(decider);
const registered: EmployeeEvent = {
  type: 'EmployeeRegistered',
  data: { employeeId: 9, ownerId: owner, name: 'Sanne Bakker', email: 'sanne@example.nl', companyId: 3, at: now },
};
const deactivated: EmployeeEvent = { type: 'EmployeeDeactivated', data: { at: now } };
const command = commandBuilder<EmployeeCommand>();
const register = command('RegisterEmployee', {
  employeeId: 9,
  actorId: owner,
  name: 'Sanne Bakker',
  email: 'sanne@example.nl',
  company,
  now,
});
const update = command('UpdateEmployee', { actorId: owner, name: 'Sanne Bakker', email: 'sanne@example.nl', company, active: true, now });

describe('RegisterEmployee', () => {
  it('registers an active employee at a company of the same owner', () => {
    spec.given([]).when(register()).then([registered]);
    expect(foldEvents(decider, [registered])).toMatchObject({ exists: true, companyId: 3, active: true });
  });

  it("refuses a missing company and another user's company", () => {
    expectInvalid(spec, [
      [register({ company: null }), m.companyInvalid],
      [register({ company: { companyId: 3, ownerId: 8 } }), m.companyInvalid],
    ]);
  });

  it('refuses an empty name, an invalid e-mail and a second registration', () => {
    expectInvalid(spec, [
      [register({ name: ' ' }), m.naamRequired],
      [register({ email: 'geen-adres' }), m.emailInvalid],
    ]);
    spec.given([registered]).when(register()).thenThrows(ConflictError);
  });
});

describe('UpdateEmployee', () => {
  it('emits one event per changed field', () => {
    spec
      .given([registered])
      .when(update({ name: 'Sanne de Boer', email: 'sanne.deboer@example.nl', company: otherCompany, active: false }))
      .then([
        { type: 'EmployeeRenamed', data: { name: 'Sanne de Boer', at: now } },
        { type: 'EmployeeEmailChanged', data: { email: 'sanne.deboer@example.nl', at: now } },
        { type: 'EmployeeMovedToCompany', data: { companyId: 4, at: now } },
        deactivated,
      ]);
  });

  updateWithActiveFlagCases('employee', {
    spec,
    registered,
    deactivated,
    activated: { type: 'EmployeeActivated', data: { at: now } },
    update,
    byStranger: update({ actorId: 8, company: { companyId: 5, ownerId: 8 } }),
    notFoundMessage: m.notFound,
  });

  it("refuses moving an employee into another user's company", () => {
    spec
      .given([registered])
      .when(update({ company: { companyId: 5, ownerId: 8 } }))
      .thenThrows(ValidationError, m.companyInvalid);
  });
});
