import { describe, expect, it } from 'vitest';
import type { UserTemplateEvent } from '../../../events/user-template';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { deciderSpec } from '../decider-spec';
import { expectInvalid } from '../../../tests/support/decider-cases';
import type { CompanyFacts } from './company-facts';
import { userTemplateDecider as decider, type UserTemplateCommand } from './decider';
import { userTemplateMessages as m } from '../../../contracts/templates';

const now = '2026-03-01T09:00:00.000Z';
const owner = 7;
const company: CompanyFacts = { companyId: 11, ownerId: owner, active: true };
const goals = [{ description: 'Presenteren oefenen', note: 'Twee keer per kwartaal' }];
const recordedGoals = [{ description: 'Presenteren oefenen', note: 'Twee keer per kwartaal' }];
const spec = deciderSpec(decider);
const created: UserTemplateEvent = {
  type: 'UserTemplateCreated',
  data: { templateId: 5, ownerId: owner, companyId: 11, description: 'Jaargesprek', goals: recordedGoals, at: now },
};
const deleted: UserTemplateEvent = { type: 'UserTemplateDeleted', data: { at: now } };
const content = { actorId: owner, companyId: 11, company, description: 'Jaargesprek', goals, now };
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
  it('creates a template with trimmed text, blank goals dropped and a missing note as empty', () => {
    spec
      .given([])
      .when(
        create({
          description: ' Jaargesprek ',
          goals: [
            { description: ' Presenteren oefenen ', note: 'Twee keer per kwartaal' },
            { description: '  ' },
            { description: 'Excel', note: null },
          ],
        }),
      )
      .then([
        {
          type: 'UserTemplateCreated',
          data: {
            templateId: 5,
            ownerId: owner,
            companyId: 11,
            description: 'Jaargesprek',
            goals: [...recordedGoals, { description: 'Excel', note: '' }],
            at: now,
          },
        },
      ]);
  });

  it('refuses a template whose goals are all blank', () => {
    expectInvalid(spec, [[create({ goals: [{ description: ' ', note: 'alleen een notitie' }] }), m.goalRequired]]);
  });

  it('refuses a blank description', () => {
    expectInvalid(spec, [[create({ description: '  ' }), m.omschrijvingRequired]]);
  });

  it("refuses another user's company as if it did not exist", () => {
    expectInvalid(spec, [
      [create({ company: { ...company, ownerId: owner + 1 } }), m.companyNotFound],
      [create({ company: null }), m.companyNotFound],
    ]);
  });

  it('refuses an inactive company', () => {
    expectInvalid(spec, [[create({ company: { ...company, active: false } }), m.companyInactive]]);
  });

  it('refuses to create over an existing stream', () => {
    spec.given([created]).when(create()).thenThrows(ConflictError);
  });
});

describe('UpdateUserTemplate', () => {
  it('records the new content', () => {
    spec
      .given([created])
      .when(update({ description: 'Beoordeling', goals: [{ description: 'Leidinggeven', note: '' }] }))
      .then([
        {
          type: 'UserTemplateUpdated',
          data: { companyId: 11, description: 'Beoordeling', goals: [{ description: 'Leidinggeven', note: '' }], at: now },
        },
      ]);
  });

  it('keeps its company after that company was deactivated, but cannot move to an inactive one', () => {
    const inactive = { ...company, active: false };
    spec
      .given([created])
      .when(update({ company: inactive, description: 'Anders' }))
      .then((events) => expect(events).toHaveLength(1));
    spec
      .given([created])
      .when(update({ companyId: 12, company: { ...inactive, companyId: 12 } }))
      .thenThrows(ValidationError, m.companyInactive);
  });

  it("answers not found for another user's template, before looking at the input", () => {
    spec
      .given([created])
      .when(update({ actorId: owner + 1, company: { ...company, ownerId: owner + 1 } }))
      .thenThrows(NotFoundError, m.notFound);
  });

  it('answers not found for a deleted or missing template', () => {
    spec.given([created, deleted]).when(update()).thenThrows(NotFoundError);
    spec.given([]).when(update()).thenThrows(NotFoundError);
  });

  it('refuses when no goal remains', () => {
    spec
      .given([created])
      .when(update({ goals: [] }))
      .thenThrows(ValidationError, m.goalRequired);
  });

  it('records nothing when the content is unchanged', () => {
    spec
      .given([created])
      .when(update({ description: ' Jaargesprek ', goals: [...goals, { description: '' }] }))
      .thenNothing();
  });
});

describe('DeleteUserTemplate', () => {
  const remove: UserTemplateCommand = { type: 'DeleteUserTemplate', actorId: owner, now };

  it('deletes the template', () => {
    spec.given([created]).when(remove).then([deleted]);
  });

  it("answers not found for another user's template or a missing one", () => {
    spec
      .given([created])
      .when({ ...remove, actorId: owner + 1 })
      .thenThrows(NotFoundError, m.notFound);
    spec.given([]).when(remove).thenThrows(NotFoundError);
  });

  it('records nothing when the template is already deleted', () => {
    spec.given([created, deleted]).when(remove).thenNothing();
  });
});
