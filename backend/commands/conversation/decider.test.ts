import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '../../../events/conversation';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { deciderSpec } from '../decider-spec';
import { conversationDecider, type ConversationCommand, type SchedulingParties } from './decider';

const now = '2026-11-22T10:00:00.000Z';
const actor = { actorId: 7, now };
const spec = deciderSpec(conversationDecider);
const parties: SchedulingParties = {
  company: { id: 1, name: 'Bakkerij Jansen', active: true, ownerId: 7 },
  employee: { id: 2, name: 'Piet Pieters', email: 'piet@example.nl', active: true, companyId: 1, ownerId: 7 },
};
const scheduleCommand = (over: Partial<Extract<ConversationCommand, { type: 'ScheduleConversation' }>> = {}): ConversationCommand => ({
  type: 'ScheduleConversation',
  conversationId: 10,
  actorName: 'Anna',
  verified: true,
  scheduledAt: '2026-12-01T09:00:00.000Z',
  status: 'gepland',
  report: '',
  ...parties,
  ...actor,
  ...over,
});
const planned: ConversationEvent = {
  type: 'ConversationPlanned',
  data: {
    conversationId: 10,
    ownerId: 7,
    ownerName: 'Anna',
    companyId: 1,
    companyName: 'Bakkerij Jansen',
    employeeId: 2,
    employeeName: 'Piet Pieters',
    employeeEmail: 'piet@example.nl',
    scheduledAt: '2026-12-01T09:00:00.000Z',
    status: 'gepland',
    report: '',
    at: now,
  },
};
const goal: ConversationEvent = { type: 'GoalAdded', data: { goalId: 100, description: 'Excel leren', note: '', at: now } };
const ambition: ConversationEvent = {
  type: 'AmbitionAdded',
  data: { ambitionId: 200, description: 'Teamleider worden', note: '', at: now },
};
const types = (expected: string[]) => (events: ConversationEvent[]) => expect(events.map((e) => e.type)).toEqual(expected);

describe('conversation decider', () => {
  it('plans a conversation for an active employee of an own active company', () => {
    spec.given([]).when(scheduleCommand()).then([planned]);
  });

  it('refuses planning for an unverified account with a message about verification', () => {
    spec
      .given([])
      .when(scheduleCommand({ verified: false }))
      .thenThrows(ForbiddenError, /geverifieerd/);
  });

  it('refuses dates the read models cannot store, even when the edge is bypassed: year 0, years before 1900, 30 February', () => {
    spec
      .given([])
      .when(scheduleCommand({ scheduledAt: '0000-01-01T10:00:00.000Z' }))
      .thenThrows('Ongeldige datum of tijd');
    spec
      .given([])
      .when(scheduleCommand({ scheduledAt: '1899-12-31T10:00:00.000Z' }))
      .thenThrows('Ongeldige datum of tijd');
    spec
      .given([planned])
      .when({ type: 'UpdateConversation', scheduledAt: '2025-02-30T10:00:00.000Z', actorId: 7, now })
      .thenThrows('Ongeldige datum of tijd');
    spec
      .given([planned, goal])
      .when({ type: 'UpdateGoal', goalId: 100, change: { deadline: '2025-02-30' }, actorId: 7, now })
      .thenThrows('Ongeldige deadline');
  });

  it("refuses another user's company, an inactive company, an employee of another company, an inactive employee", () => {
    spec
      .given([])
      .when(scheduleCommand({ company: { ...parties.company!, ownerId: 8 } }))
      .thenThrows('Kies een geldig bedrijf');
    spec
      .given([])
      .when(scheduleCommand({ company: { ...parties.company!, active: false } }))
      .thenThrows(ValidationError);
    spec
      .given([])
      .when(scheduleCommand({ employee: { ...parties.employee!, companyId: 99 } }))
      .thenThrows(ValidationError);
    spec
      .given([])
      .when(scheduleCommand({ employee: { ...parties.employee!, active: false } }))
      .thenThrows('Deze medewerker is niet actief');
  });

  it("answers 'not found' for every command on another user's conversation", () => {
    spec.given([planned]).when({ type: 'DeleteConversation', actorId: 8, now }).thenThrows(NotFoundError);
    spec.given([planned]).when({ type: 'AddGoal', goalId: 1, description: 'x', note: '', actorId: 8, now }).thenThrows(NotFoundError);
  });

  it('reschedules, changes status and writes the report, only what changed', () => {
    spec
      .given([planned])
      .when({ type: 'UpdateConversation', scheduledAt: '2026-12-02T09:00:00.000Z', status: 'open', report: 'Goed gesprek', ...actor })
      .then([
        { type: 'ConversationRescheduled', data: { scheduledAt: '2026-12-02T09:00:00.000Z', at: now } },
        { type: 'ConversationStatusChanged', data: { status: 'open', at: now } },
        { type: 'ConversationReportWritten', data: { report: 'Goed gesprek', at: now } },
      ]);
    spec
      .given([planned])
      .when({ type: 'UpdateConversation', status: 'gepland', report: '', ...actor })
      .thenNothing();
  });

  it('adds a goal, refuses an empty one', () => {
    spec
      .given([planned])
      .when({ type: 'AddGoal', goalId: 100, description: 'Excel leren', note: '', ...actor })
      .then([goal]);
    spec
      .given([planned])
      .when({ type: 'AddGoal', goalId: 101, description: '   ', note: '', ...actor })
      .thenThrows(ValidationError);
  });

  it('sets goal progress as an integer 0-10, refuses 11 or 2.5, emits nothing for the same value', () => {
    const set: ConversationEvent = { type: 'GoalProgressSet', data: { goalId: 100, progress: 7, at: now } };
    spec
      .given([planned, goal])
      .when({ type: 'UpdateGoal', goalId: 100, change: { progress: 7 }, ...actor })
      .then([set]);
    spec
      .given([planned, goal])
      .when({ type: 'UpdateGoal', goalId: 100, change: { progress: 11 }, ...actor })
      .thenThrows(ValidationError);
    spec
      .given([planned, goal])
      .when({ type: 'UpdateGoal', goalId: 100, change: { progress: 2.5 }, ...actor })
      .thenThrows(ValidationError);
    spec
      .given([planned, goal, set])
      .when({ type: 'UpdateGoal', goalId: 100, change: { progress: 7 }, ...actor })
      .thenNothing();
  });

  it('changes a goal deadline and note; refuses an unknown goal', () => {
    spec
      .given([planned, goal])
      .when({ type: 'UpdateGoal', goalId: 100, change: { deadline: '2027-01-31', note: 'cursus' }, ...actor })
      .then([
        { type: 'GoalNoteChanged', data: { goalId: 100, note: 'cursus', at: now } },
        { type: 'GoalDeadlineSet', data: { goalId: 100, deadline: '2027-01-31', at: now } },
      ]);
    spec
      .given([planned])
      .when({ type: 'UpdateGoal', goalId: 5, change: { note: 'x' }, ...actor })
      .thenThrows('Doel niet gevonden');
  });

  it('removes a goal, refuses to remove a missing one', () => {
    spec
      .given([planned, goal])
      .when({ type: 'RemoveGoal', goalId: 100, ...actor })
      .then([{ type: 'GoalRemoved', data: { goalId: 100, at: now } }]);
    spec
      .given([planned])
      .when({ type: 'RemoveGoal', goalId: 100, ...actor })
      .thenThrows(NotFoundError);
  });

  it('adds, edits and removes ambitions; emits nothing for an unchanged text', () => {
    spec
      .given([planned])
      .when({ type: 'AddAmbition', ambitionId: 200, description: 'Teamleider worden', note: '', ...actor })
      .then([ambition]);
    spec
      .given([planned, ambition])
      .when({ type: 'UpdateAmbition', ambitionId: 200, change: { description: 'Manager worden' }, ...actor })
      .then([{ type: 'AmbitionDescriptionChanged', data: { ambitionId: 200, description: 'Manager worden', at: now } }]);
    spec
      .given([planned, ambition])
      .when({ type: 'UpdateAmbition', ambitionId: 200, change: { description: 'Teamleider worden' }, ...actor })
      .thenNothing();
    spec
      .given([planned])
      .when({ type: 'RemoveAmbition', ambitionId: 200, ...actor })
      .thenThrows('Ambitie niet gevonden');
  });

  // Goals and ambitions share the text rule: per kind its added event, its update command (on a given id) and its not-found text.
  type TextChange = { description?: string; note?: string };
  const textCases: [string, ConversationEvent, (change: TextChange, id?: number) => ConversationCommand, string][] = [
    ['Goal', goal, (change, goalId = 100) => ({ type: 'UpdateGoal', goalId, change, ...actor }), 'Doel niet gevonden'],
    [
      'Ambition',
      ambition,
      (change, ambitionId = 200) => ({ type: 'UpdateAmbition', ambitionId, change, ...actor }),
      'Ambitie niet gevonden',
    ],
  ];
  it.each(textCases)(
    'changes the text of a %s by one rule: description then note, never empty, never a missing one',
    (kind, added, update, notFound) => {
      spec
        .given([planned, added])
        .when(update({ description: 'Nieuw', note: 'Notitie' }))
        .then(types([`${kind}DescriptionChanged`, `${kind}NoteChanged`]));
      spec
        .given([planned, added])
        .when(update({ description: '  ', note: 'x' }))
        .thenThrows('Omschrijving mag niet leeg zijn');
      spec
        .given([planned, added])
        .when(update({ note: 'x' }, 999))
        .thenThrows(notFound);
    },
  );

  it('copies template goals, and nothing for an empty template', () => {
    const goals = [{ goalId: 300, description: 'Veilig werken', note: 'VCA' }];
    spec
      .given([planned])
      .when({ type: 'CopyTemplateGoals', source: 'catalogue', templateId: 10101, templateName: 'Start', goals, ...actor })
      .then([
        {
          type: 'TemplateGoalsCopied',
          data: {
            source: 'catalogue',
            templateId: 10101,
            templateName: 'Start',
            goals: [{ goalId: 300, description: 'Veilig werken', note: 'VCA' }],
            at: now,
          },
        },
      ]);
    spec
      .given([planned])
      .when({ type: 'CopyTemplateGoals', source: 'own', templateId: 1, templateName: 'Leeg', goals: [], ...actor })
      .thenNothing();
  });

  it('archives and unarchives, emitting nothing when already in that state', () => {
    const archived: ConversationEvent = { type: 'ConversationArchived', data: { at: now } };
    spec
      .given([planned])
      .when({ type: 'SetArchived', archived: true, ...actor })
      .then([archived]);
    spec
      .given([planned, archived])
      .when({ type: 'SetArchived', archived: true, ...actor })
      .thenNothing();
    spec
      .given([planned, archived])
      .when({ type: 'SetArchived', archived: false, ...actor })
      .then(types(['ConversationUnarchived']));
  });

  it('deletes, after which the conversation is not found', () => {
    const deleted: ConversationEvent = { type: 'ConversationDeleted', data: { at: now } };
    spec
      .given([planned])
      .when({ type: 'DeleteConversation', ...actor })
      .then([deleted]);
    spec
      .given([planned, deleted])
      .when({ type: 'DeleteConversation', ...actor })
      .thenThrows(NotFoundError);
  });

  it('numbers the invitations: 0 for the first, one more for each update or cancellation, a cancellation after deletion too', () => {
    const sent = (sequence: number, method: 'REQUEST' | 'CANCEL'): ConversationEvent => ({
      type: 'InvitationSent',
      data: { to: 'piet@example.nl', sequence, method, at: now },
    });
    const request = { type: 'RecordInvitation', method: 'REQUEST', to: 'piet@example.nl', ...actor } as const;
    const cancel = { ...request, method: 'CANCEL' } as const;
    spec
      .given([planned])
      .when(request)
      .then([sent(0, 'REQUEST')]);
    spec
      .given([planned, sent(0, 'REQUEST')])
      .when(request)
      .then([sent(1, 'REQUEST')]);
    const deleted: ConversationEvent = { type: 'ConversationDeleted', data: { at: now } };
    spec
      .given([planned, sent(0, 'REQUEST'), sent(1, 'REQUEST'), deleted])
      .when(cancel)
      .then([sent(2, 'CANCEL')]);
    spec
      .given([planned, sent(0, 'REQUEST'), deleted])
      .when(request)
      .thenThrows(NotFoundError);
    spec
      .given([planned])
      .when({ ...request, actorId: 8 })
      .thenThrows(NotFoundError);
  });
});
