import { describe, expect, it } from 'vitest';
import type { UserTemplateEvent } from '../../../events/user-template';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { foldEvents } from '../decider';
import type { CompanyFacts } from './company-facts';
import { userTemplateDecider as decider, userTemplateMessages as m, type UserTemplateCommand } from './decider';

const now = '2026-03-01T09:00:00.000Z';
const owner = 7;
const company: CompanyFacts = { companyId: 11, ownerId: owner, actief: true };
const goals = [{ omschrijving: 'Presenteren oefenen', notitie: 'Twee keer per kwartaal' }];
const given = (...events: UserTemplateEvent[]) => foldEvents(decider, events);
const created: UserTemplateEvent = {
  type: 'UserTemplateCreated',
  data: { templateId: 5, hrUserId: owner, bedrijfId: 11, omschrijving: 'Jaargesprek', goals, at: now },
};
const content = { actorId: owner, bedrijfId: 11, company, omschrijving: 'Jaargesprek', goals, now };
const create = (overrides: Partial<Extract<UserTemplateCommand, { type: 'CreateUserTemplate' }>> = {}): UserTemplateCommand => ({
  type: 'CreateUserTemplate',
  templateId: 5,
  ...content,
  ...overrides,
});
const update = (overrides: Partial<Extract<UserTemplateCommand, { type: 'UpdateUserTemplate' }>> = {}): UserTemplateCommand => ({
  type: 'UpdateUserTemplate',
  ...content,
  ...overrides,
});

describe('CreateUserTemplate', () => {
  it('creates a template with trimmed text, blank goals dropped and a missing notitie as empty', () => {
    const events = decider.decide(
      create({ omschrijving: ' Jaargesprek ', goals: [{ omschrijving: ' Presenteren oefenen ', notitie: 'Twee keer per kwartaal' }, { omschrijving: '  ' }, { omschrijving: 'Excel', notitie: null }] }),
      given(),
    );
    expect(events).toEqual([
      {
        type: 'UserTemplateCreated',
        data: { templateId: 5, hrUserId: owner, bedrijfId: 11, omschrijving: 'Jaargesprek', goals: [...goals, { omschrijving: 'Excel', notitie: '' }], at: now },
      },
    ]);
  });

  it('refuses a template whose goals are all blank', () => {
    expect(() => decider.decide(create({ goals: [{ omschrijving: ' ', notitie: 'alleen een notitie' }] }), given())).toThrow(
      new ValidationError(m.goalRequired),
    );
  });

  it('refuses a blank omschrijving', () => {
    expect(() => decider.decide(create({ omschrijving: '  ' }), given())).toThrow(new ValidationError(m.omschrijvingRequired));
  });

  it("refuses another user's company as if it did not exist", () => {
    expect(() => decider.decide(create({ company: { ...company, ownerId: owner + 1 } }), given())).toThrow(new ValidationError(m.companyNotFound));
    expect(() => decider.decide(create({ company: null }), given())).toThrow(new ValidationError(m.companyNotFound));
  });

  it('refuses an inactive company', () => {
    expect(() => decider.decide(create({ company: { ...company, actief: false } }), given())).toThrow(new ValidationError(m.companyInactive));
  });

  it('refuses to create over an existing stream', () => {
    expect(() => decider.decide(create(), given(created))).toThrow(ConflictError);
  });
});

describe('UpdateUserTemplate', () => {
  it('records the new content', () => {
    const newGoals = [{ omschrijving: 'Leidinggeven', notitie: '' }];
    expect(decider.decide(update({ omschrijving: 'Beoordeling', goals: newGoals }), given(created))).toEqual([
      { type: 'UserTemplateUpdated', data: { bedrijfId: 11, omschrijving: 'Beoordeling', goals: newGoals, at: now } },
    ]);
  });

  it('keeps its company after that company was deactivated, but cannot move to an inactive one', () => {
    const inactive = { ...company, actief: false };
    expect(decider.decide(update({ company: inactive, omschrijving: 'Anders' }), given(created))).toHaveLength(1);
    expect(() => decider.decide(update({ bedrijfId: 12, company: { ...inactive, companyId: 12 } }), given(created))).toThrow(
      new ValidationError(m.companyInactive),
    );
  });

  it("answers not found for another user's template, before looking at the input", () => {
    expect(() => decider.decide(update({ actorId: owner + 1, company: { ...company, ownerId: owner + 1 } }), given(created))).toThrow(
      new NotFoundError(m.notFound),
    );
  });

  it('answers not found for a deleted or missing template', () => {
    expect(() => decider.decide(update(), given(created, { type: 'UserTemplateDeleted', data: { at: now } }))).toThrow(NotFoundError);
    expect(() => decider.decide(update(), given())).toThrow(NotFoundError);
  });

  it('refuses when no goal remains', () => {
    expect(() => decider.decide(update({ goals: [] }), given(created))).toThrow(new ValidationError(m.goalRequired));
  });

  it('records nothing when the content is unchanged', () => {
    expect(decider.decide(update({ omschrijving: ' Jaargesprek ', goals: [...goals, { omschrijving: '' }] }), given(created))).toEqual([]);
  });
});

describe('DeleteUserTemplate', () => {
  const remove: UserTemplateCommand = { type: 'DeleteUserTemplate', actorId: owner, now };

  it('deletes the template', () => {
    expect(decider.decide(remove, given(created))).toEqual([{ type: 'UserTemplateDeleted', data: { at: now } }]);
  });

  it("answers not found for another user's template or a missing one", () => {
    expect(() => decider.decide({ ...remove, actorId: owner + 1 }, given(created))).toThrow(new NotFoundError(m.notFound));
    expect(() => decider.decide(remove, given())).toThrow(NotFoundError);
  });

  it('records nothing when the template is already deleted', () => {
    expect(decider.decide(remove, given(created, { type: 'UserTemplateDeleted', data: { at: now } }))).toEqual([]);
  });
});
