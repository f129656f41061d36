import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '../../../events/conversation';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { conversationDecider, type ConversationCommand, type PlanningParties } from './decider';
import { overallProgress } from './state';

const now = '2026-11-22T10:00:00.000Z';
const actor = { actorId: 7, now };
const parties: PlanningParties = {
  company: { id: 1, naam: 'Bakkerij Jansen', actief: true, ownerId: 7 },
  employee: { id: 2, naam: 'Piet Pieters', email: 'piet@example.nl', actief: true, bedrijfId: 1, ownerId: 7 },
};
const planCommand = (over: Partial<Extract<ConversationCommand, { type: 'PlanConversation' }>> = {}): ConversationCommand => ({
  type: 'PlanConversation', popId: 10, actorNaam: 'Anna', verified: true, datumTijd: '2026-12-01T09:00:00.000Z', status: 'gepland', verslag: '',
  ...parties, ...actor, ...over,
});
const planned = conversationDecider.decide(planCommand(), conversationDecider.initialState())[0]!;
const goal: ConversationEvent = { type: 'GoalAdded', data: { goalId: 100, omschrijving: 'Excel leren', notitie: '', at: now } };
const ambition: ConversationEvent = { type: 'AmbitionAdded', data: { ambitionId: 200, omschrijving: 'Teamleider worden', notitie: '', at: now } };

function given(...events: ConversationEvent[]) {
  const state = events.reduce(conversationDecider.evolve, conversationDecider.initialState());
  return { when: (command: ConversationCommand) => () => conversationDecider.decide(command, state) };
}

describe('conversation decider', () => {
  it('plans a conversation for an active employee of an own active company', () => {
    expect(planned.type).toBe('ConversationPlanned');
    expect(planned.data).toMatchObject({ ownerId: 7, bedrijfNaam: 'Bakkerij Jansen', medewerkerNaam: 'Piet Pieters', status: 'gepland', verslag: '' });
  });

  it('refuses planning for an unverified account with a message about verification', () => {
    expect(given().when(planCommand({ verified: false }))).toThrow(ForbiddenError);
    expect(given().when(planCommand({ verified: false }))).toThrow(/geverifieerd/);
  });

  it("refuses another user's company, an inactive company, an employee of another company, an inactive employee", () => {
    expect(given().when(planCommand({ company: { ...parties.company!, ownerId: 8 } }))).toThrow('Kies een geldig bedrijf');
    expect(given().when(planCommand({ company: { ...parties.company!, actief: false } }))).toThrow(ValidationError);
    expect(given().when(planCommand({ employee: { ...parties.employee!, bedrijfId: 99 } }))).toThrow(ValidationError);
    expect(given().when(planCommand({ employee: { ...parties.employee!, actief: false } }))).toThrow('Deze medewerker is niet actief');
  });

  it("answers 'not found' for every command on another user's conversation", () => {
    expect(given(planned).when({ type: 'DeleteConversation', actorId: 8, now })).toThrow(NotFoundError);
    expect(given(planned).when({ type: 'AddGoal', goalId: 1, omschrijving: 'x', notitie: '', actorId: 8, now })).toThrow(NotFoundError);
  });

  it('reschedules, changes status and writes the report, only what changed', () => {
    const events = given(planned).when({ type: 'UpdateConversation', datumTijd: '2026-12-02T09:00:00.000Z', status: 'open', verslag: 'Goed gesprek', ...actor })();
    expect(events.map((e) => e.type)).toEqual(['ConversationRescheduled', 'ConversationStatusChanged', 'ConversationReportWritten']);
    expect(given(planned).when({ type: 'UpdateConversation', status: 'gepland', verslag: '', ...actor })()).toEqual([]);
  });

  it('adds a goal, refuses an empty one', () => {
    expect(given(planned).when({ type: 'AddGoal', goalId: 100, omschrijving: 'Excel leren', notitie: '', ...actor })()).toEqual([goal]);
    expect(given(planned).when({ type: 'AddGoal', goalId: 101, omschrijving: '   ', notitie: '', ...actor })).toThrow(ValidationError);
  });

  it('sets goal progress as an integer 0-10, refuses 11 or 2.5, emits nothing for the same value', () => {
    const set = given(planned, goal).when({ type: 'UpdateGoal', goalId: 100, change: { voortgang: 7 }, ...actor })();
    expect(set).toEqual([{ type: 'GoalProgressSet', data: { goalId: 100, voortgang: 7, at: now } }]);
    expect(given(planned, goal).when({ type: 'UpdateGoal', goalId: 100, change: { voortgang: 11 }, ...actor })).toThrow(ValidationError);
    expect(given(planned, goal).when({ type: 'UpdateGoal', goalId: 100, change: { voortgang: 2.5 }, ...actor })).toThrow(ValidationError);
    expect(given(planned, goal, set[0]!).when({ type: 'UpdateGoal', goalId: 100, change: { voortgang: 7 }, ...actor })()).toEqual([]);
  });

  it('changes a goal deadline and note; refuses an unknown goal', () => {
    const events = given(planned, goal).when({ type: 'UpdateGoal', goalId: 100, change: { deadline: '2027-01-31', notitie: 'cursus' }, ...actor })();
    expect(events.map((e) => e.type)).toEqual(['GoalNoteChanged', 'GoalDeadlineSet']);
    expect(given(planned).when({ type: 'UpdateGoal', goalId: 5, change: { notitie: 'x' }, ...actor })).toThrow('Doel niet gevonden');
  });

  it('removes a goal, refuses to remove a missing one', () => {
    expect(given(planned, goal).when({ type: 'RemoveGoal', goalId: 100, ...actor })()[0]!.type).toBe('GoalRemoved');
    expect(given(planned).when({ type: 'RemoveGoal', goalId: 100, ...actor })).toThrow(NotFoundError);
  });

  it('adds, edits and removes ambitions; emits nothing for an unchanged text', () => {
    expect(given(planned).when({ type: 'AddAmbition', ambitionId: 200, omschrijving: 'Teamleider worden', notitie: '', ...actor })()).toEqual([ambition]);
    expect(given(planned, ambition).when({ type: 'UpdateAmbition', ambitionId: 200, change: { omschrijving: 'Manager worden' }, ...actor })()[0]!.type).toBe(
      'AmbitionDescriptionChanged',
    );
    expect(given(planned, ambition).when({ type: 'UpdateAmbition', ambitionId: 200, change: { omschrijving: 'Teamleider worden' }, ...actor })()).toEqual([]);
    expect(given(planned).when({ type: 'RemoveAmbition', ambitionId: 200, ...actor })).toThrow('Ambitie niet gevonden');
  });

  it('copies template goals, and nothing for an empty template', () => {
    const goals = [{ goalId: 300, omschrijving: 'Veilig werken', notitie: 'VCA' }];
    const copied = given(planned).when({ type: 'CopyTemplateGoals', source: 'gesprek', templateId: 10101, templateNaam: 'Start', goals, ...actor })();
    expect(copied[0]!.type).toBe('TemplateGoalsCopied');
    expect(given(planned).when({ type: 'CopyTemplateGoals', source: 'eigen', templateId: 1, templateNaam: 'Leeg', goals: [], ...actor })()).toEqual([]);
  });

  it('archives and unarchives, emitting nothing when already in that state', () => {
    const archived = given(planned).when({ type: 'SetArchived', archived: true, ...actor })();
    expect(archived[0]!.type).toBe('ConversationArchived');
    expect(given(planned, archived[0]!).when({ type: 'SetArchived', archived: true, ...actor })()).toEqual([]);
    expect(given(planned, archived[0]!).when({ type: 'SetArchived', archived: false, ...actor })()[0]!.type).toBe('ConversationUnarchived');
  });

  it('deletes, after which the conversation is not found', () => {
    const deleted = given(planned).when({ type: 'DeleteConversation', ...actor })();
    expect(deleted[0]!.type).toBe('ConversationDeleted');
    expect(given(planned, deleted[0]!).when({ type: 'DeleteConversation', ...actor })).toThrow(NotFoundError);
  });

  it('computes overall progress as the average rounded to one decimal', () => {
    const g = (voortgang: number) => ({ id: voortgang, omschrijving: '', notitie: '', voortgang, deadline: null });
    expect(overallProgress([])).toBe(0);
    expect(overallProgress([g(7), g(8), g(8)])).toBe(7.7);
    expect(overallProgress([g(10), g(5)])).toBe(7.5);
  });
});
