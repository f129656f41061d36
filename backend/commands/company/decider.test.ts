import { describe, expect, it } from 'vitest';
import type { CompanyEvent } from '../../../events/company';
import { commandBuilder, expectInvalid, updateWithActiveFlagCases } from '../../../tests/support/decider-cases';
import { ConflictError, ValidationError } from '../../platform/errors';
import { foldEvents } from '../decider';
import { deciderSpec } from '../decider-spec';
import { companyDecider as decider, type CompanyCommand } from './decider';
import { companyMessages as m } from '../../../contracts/companies';

const now = '2026-03-01T09:00:00.000Z';
const owner = 7;
const spec = deciderSpec(decider);
const registered: CompanyEvent = {
  type: 'CompanyRegistered',
  data: { companyId: 3, ownerId: owner, name: 'Bakkerij Jansen', branch: 'Horeca', at: now },
};
const deactivated: CompanyEvent = { type: 'CompanyDeactivated', data: { at: now } };
const command = commandBuilder<CompanyCommand>();
const register = command('RegisterCompany', { companyId: 3, actorId: owner, name: 'Bakkerij Jansen', branch: 'Horeca', active: true, now });
const update = command('UpdateCompany', { actorId: owner, name: 'Bakkerij Jansen', branch: 'Horeca', active: true, now });

describe('RegisterCompany', () => {
  it('registers a new company for its owner, active', () => {
    spec.given([]).when(register()).then([registered]);
    expect(foldEvents(decider, [registered])).toMatchObject({ exists: true, ownerId: owner, active: true });
  });

  it('registers an explicitly inactive company as registered and then deactivated', () => {
    spec
      .given([])
      .when(register({ active: false }))
      .then([registered, deactivated]);
  });

  it('refuses to register the same company twice', () => {
    spec.given([registered]).when(register()).thenThrows(ConflictError);
  });

  it('refuses a company without name or branch', () => {
    expectInvalid(spec, [
      [register({ name: '  ' }), m.naamRequired],
      [register({ branch: '' }), m.brancheRequired],
    ]);
  });
});

describe('UpdateCompany', () => {
  it('emits only what changed', () => {
    spec
      .given([registered])
      .when(update({ name: 'Bakkerij De Vries' }))
      .then([{ type: 'CompanyRenamed', data: { name: 'Bakkerij De Vries', at: now } }]);
    spec
      .given([registered])
      .when(update({ branch: 'Detailhandel', active: false }))
      .then([{ type: 'CompanyBranchChanged', data: { branch: 'Detailhandel', at: now } }, deactivated]);
  });

  updateWithActiveFlagCases('company', {
    spec,
    registered,
    deactivated,
    activated: { type: 'CompanyActivated', data: { at: now } },
    update,
    byStranger: update({ actorId: 8 }),
    notFoundMessage: m.notFound,
  });

  it('refuses to blank the name', () => {
    spec
      .given([registered])
      .when(update({ name: '' }))
      .thenThrows(ValidationError, m.naamRequired);
  });
});
