import { describe, expect, it } from 'vitest';
import type { CompanyEvent } from '../../../events/company';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
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
const register = (overrides: Partial<Extract<CompanyCommand, { type: 'RegisterCompany' }>> = {}): CompanyCommand => ({
  type: 'RegisterCompany',
  companyId: 3,
  actorId: owner,
  naam: 'Bakkerij Jansen',
  branche: 'Horeca',
  actief: true,
  now,
  ...overrides,
});
const update = (overrides: Partial<Extract<CompanyCommand, { type: 'UpdateCompany' }>> = {}): CompanyCommand => ({
  type: 'UpdateCompany',
  actorId: owner,
  naam: 'Bakkerij Jansen',
  branche: 'Horeca',
  actief: true,
  now,
  ...overrides,
});

describe('RegisterCompany', () => {
  it('registers a new company for its owner, active', () => {
    spec.given([]).when(register()).then([registered]);
    expect(foldEvents(decider, [registered])).toMatchObject({ exists: true, ownerId: owner, active: true });
  });

  it('registers an explicitly inactive company as registered and then deactivated', () => {
    spec
      .given([])
      .when(register({ actief: false }))
      .then([registered, deactivated]);
  });

  it('refuses to register the same company twice', () => {
    spec.given([registered]).when(register()).thenThrows(ConflictError);
  });

  it('refuses a company without naam or branche', () => {
    spec
      .given([])
      .when(register({ naam: '  ' }))
      .thenThrows(ValidationError, m.naamRequired);
    spec
      .given([])
      .when(register({ branche: '' }))
      .thenThrows(ValidationError, m.brancheRequired);
  });
});

describe('UpdateCompany', () => {
  it('emits only what changed', () => {
    spec
      .given([registered])
      .when(update({ naam: 'Bakkerij De Vries' }))
      .then([{ type: 'CompanyRenamed', data: { name: 'Bakkerij De Vries', at: now } }]);
    spec
      .given([registered])
      .when(update({ branche: 'Detailhandel', actief: false }))
      .then([{ type: 'CompanyBranchChanged', data: { branch: 'Detailhandel', at: now } }, deactivated]);
  });

  it('activates an inactive company again', () => {
    spec
      .given([registered, deactivated])
      .when(update({ actief: true }))
      .then([{ type: 'CompanyActivated', data: { at: now } }]);
  });

  it('emits nothing when nothing changed, or when actief is left out', () => {
    spec.given([registered]).when(update()).thenNothing();
    spec
      .given([registered, deactivated])
      .when(update({ actief: undefined }))
      .thenNothing();
  });

  it("answers not found for another user's company and for a missing one", () => {
    spec
      .given([registered])
      .when(update({ actorId: 8 }))
      .thenThrows(NotFoundError, m.notFound);
    spec.given([]).when(update()).thenThrows(NotFoundError);
  });

  it('refuses to blank the naam', () => {
    spec
      .given([registered])
      .when(update({ naam: '' }))
      .thenThrows(ValidationError, m.naamRequired);
  });
});
