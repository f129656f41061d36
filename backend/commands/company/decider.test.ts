import { describe, expect, it } from 'vitest';
import type { CompanyEvent } from '../../../events/company';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { foldEvents } from '../decider';
import { companyDecider as decider, companyMessages as m, type CompanyCommand } from './decider';

const now = '2026-03-01T09:00:00.000Z';
const owner = 7;
const given = (...events: CompanyEvent[]) => foldEvents(decider, events);
const registered: CompanyEvent = {
  type: 'CompanyRegistered',
  data: { companyId: 3, ownerId: owner, naam: 'Bakkerij Jansen', branche: 'Horeca', at: now },
};
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
    const events = decider.decide(register(), given());
    expect(events).toEqual([registered]);
    expect(foldEvents(decider, events)).toMatchObject({ exists: true, ownerId: owner, actief: true });
  });

  it('registers an explicitly inactive company as registered and then deactivated', () => {
    expect(decider.decide(register({ actief: false }), given())).toEqual([registered, { type: 'CompanyDeactivated', data: { at: now } }]);
  });

  it('refuses to register the same company twice', () => {
    expect(() => decider.decide(register(), given(registered))).toThrow(ConflictError);
  });

  it('refuses a company without naam or branche', () => {
    expect(() => decider.decide(register({ naam: '  ' }), given())).toThrow(new ValidationError(m.naamRequired));
    expect(() => decider.decide(register({ branche: '' }), given())).toThrow(new ValidationError(m.brancheRequired));
  });
});

describe('UpdateCompany', () => {
  it('emits only what changed', () => {
    expect(decider.decide(update({ naam: 'Bakkerij De Vries' }), given(registered))).toEqual([
      { type: 'CompanyRenamed', data: { naam: 'Bakkerij De Vries', at: now } },
    ]);
    expect(decider.decide(update({ branche: 'Detailhandel', actief: false }), given(registered))).toEqual([
      { type: 'CompanyBrancheChanged', data: { branche: 'Detailhandel', at: now } },
      { type: 'CompanyDeactivated', data: { at: now } },
    ]);
  });

  it('activates an inactive company again', () => {
    const inactive = given(registered, { type: 'CompanyDeactivated', data: { at: now } });
    expect(decider.decide(update({ actief: true }), inactive)).toEqual([{ type: 'CompanyActivated', data: { at: now } }]);
  });

  it('emits nothing when nothing changed, or when actief is left out', () => {
    expect(decider.decide(update(), given(registered))).toEqual([]);
    expect(decider.decide(update({ actief: undefined }), given(registered, { type: 'CompanyDeactivated', data: { at: now } }))).toEqual([]);
  });

  it("answers not found for another user's company and for a missing one", () => {
    expect(() => decider.decide(update({ actorId: 8 }), given(registered))).toThrow(new NotFoundError(m.notFound));
    expect(() => decider.decide(update(), given())).toThrow(NotFoundError);
  });

  it('refuses to blank the naam', () => {
    expect(() => decider.decide(update({ naam: '' }), given(registered))).toThrow(new ValidationError(m.naamRequired));
  });
});
