import { isCalendarDate, parseDutchDateTime } from '../../../contracts/dutch-time';
import { conversationCategory, type ConversationEvent, type InvitationMethod, type TemplateSource } from '../../../events/conversation';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { decider } from '../decider';
import { evolveConversation, initialConversationState, type ConversationState } from '../../../events/conversation-state';
import { unhandled } from '../../../events/unhandled';
import type { ConversationStatus } from '../../../contracts/conversations';

export const NOT_VERIFIED =
  'Je account moet eerst geverifieerd worden voordat je POP-gesprekken kunt aanmaken. Controleer je email voor de verificatielink.';
const NOT_FOUND = 'Gesprek niet gevonden';
const GOAL_NOT_FOUND = 'Doel niet gevonden';
const AMBITION_NOT_FOUND = 'Ambitie niet gevonden';

/** What the route found about the chosen company and employee (from their own streams). */
export interface SchedulingParties {
  company: { id: number; name: string; active: boolean; ownerId: number } | null;
  employee: { id: number; name: string; email: string; active: boolean; companyId: number; ownerId: number } | null;
}

type Actor = { actorId: number; now: string };
type ConversationGoalChange = { description?: string; note?: string; progress?: number; deadline?: string | null };
type ConversationAmbitionChange = { description?: string; note?: string };
/** A template goal with the id it gets in the conversation. */
export type TemplateGoalCopy = { goalId: number; description: string; note: string };

export type ConversationCommand =
  | ({
      type: 'ScheduleConversation';
      conversationId: number;
      actorName: string;
      verified: boolean;
      scheduledAt: string;
      status: ConversationStatus;
      report: string;
    } & SchedulingParties &
      Actor)
  | ({ type: 'UpdateConversation'; scheduledAt?: string; status?: ConversationStatus; report?: string } & Actor)
  | ({ type: 'AddGoal'; goalId: number; description: string; note: string } & Actor)
  | ({ type: 'UpdateGoal'; goalId: number; change: ConversationGoalChange } & Actor)
  | ({ type: 'RemoveGoal'; goalId: number } & Actor)
  | ({ type: 'AddAmbition'; ambitionId: number; description: string; note: string } & Actor)
  | ({ type: 'UpdateAmbition'; ambitionId: number; change: ConversationAmbitionChange } & Actor)
  | ({ type: 'RemoveAmbition'; ambitionId: number } & Actor)
  | ({ type: 'CopyTemplateGoals'; source: TemplateSource; templateId: number; templateName: string; goals: TemplateGoalCopy[] } & Actor)
  | ({ type: 'SetArchived'; archived: boolean } & Actor)
  | ({ type: 'DeleteConversation' } & Actor)
  | ({ type: 'RecordInvitation'; method: InvitationMethod; to: string } & Actor)
  /** The reminder reactor's record that the reminder for the date `scheduledAt` went out. */
  | ({ type: 'RecordReminderSent'; scheduledAt: string } & Actor);

/** A UTC instant the read models can store: an existing day in the years 1900-2199 (not what JavaScript accepts). */
function assertInstant(value: string) {
  if (parseDutchDateTime(value) !== new Date(Date.parse(value)).toISOString()) throw new ValidationError('Ongeldige datum of tijd');
}

function schedule(command: Extract<ConversationCommand, { type: 'ScheduleConversation' }>, state: ConversationState): ConversationEvent[] {
  if (state.exists) throw new ValidationError('Dit gesprek bestaat al.');
  if (!command.verified) throw new ForbiddenError(NOT_VERIFIED);
  const { company, employee } = command;
  if (!company || company.ownerId !== command.actorId) throw new ValidationError('Kies een geldig bedrijf');
  if (!company.active) throw new ValidationError('Dit bedrijf is niet actief');
  if (!employee || employee.ownerId !== command.actorId || employee.companyId !== company.id) {
    throw new ValidationError('Kies een medewerker van het gekozen bedrijf');
  }
  if (!employee.active) throw new ValidationError('Deze medewerker is niet actief');
  assertInstant(command.scheduledAt);
  return [
    {
      type: 'ConversationPlanned',
      data: {
        conversationId: command.conversationId,
        ownerId: command.actorId,
        ownerName: command.actorName,
        companyId: company.id,
        companyName: company.name,
        employeeId: employee.id,
        employeeName: employee.name,
        employeeEmail: employee.email,
        scheduledAt: command.scheduledAt,
        status: command.status,
        report: command.report,
        at: command.now,
      },
    },
  ];
}

function findItem<T extends { id: number }>(items: T[], id: number, notFound: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new NotFoundError(notFound);
  return item;
}

/**
 * The events of a goal's or ambition's new description and note, only where they differ from the item;
 * an empty description is refused. `described` and `noted` name the item's own event types.
 */
function textEvents(
  item: { description: string; note: string },
  change: ConversationAmbitionChange,
  described: (description: string) => ConversationEvent,
  noted: (note: string) => ConversationEvent,
): ConversationEvent[] {
  const events: ConversationEvent[] = [];
  if (change.description !== undefined && change.description !== item.description) {
    if (!change.description.trim()) throw new ValidationError('Omschrijving mag niet leeg zijn');
    events.push(described(change.description));
  }
  if (change.note !== undefined && change.note !== item.note) events.push(noted(change.note));
  return events;
}

function goalChanges(state: ConversationState, goalId: number, change: ConversationGoalChange, at: string): ConversationEvent[] {
  const goal = findItem(state.goals, goalId, GOAL_NOT_FOUND);
  const events = textEvents(
    goal,
    change,
    (description) => ({ type: 'GoalDescriptionChanged', data: { goalId, description, at } }),
    (note) => ({ type: 'GoalNoteChanged', data: { goalId, note, at } }),
  );
  if (change.progress !== undefined && change.progress !== goal.progress) {
    if (!Number.isInteger(change.progress) || change.progress < 0 || change.progress > 10) {
      throw new ValidationError('Voortgang moet een geheel getal van 0 tot en met 10 zijn');
    }
    events.push({ type: 'GoalProgressSet', data: { goalId, progress: change.progress, at } });
  }
  if (change.deadline !== undefined && change.deadline !== goal.deadline) {
    if (change.deadline !== null && !isCalendarDate(change.deadline)) throw new ValidationError('Ongeldige deadline');
    events.push({ type: 'GoalDeadlineSet', data: { goalId, deadline: change.deadline, at } });
  }
  return events;
}

function recordInvitation(
  command: Extract<ConversationCommand, { type: 'RecordInvitation' }>,
  state: ConversationState,
): ConversationEvent[] {
  const cancelling = command.method === 'CANCEL';
  if (!state.exists || state.ownerId !== command.actorId || (state.deleted && !cancelling)) throw new NotFoundError(NOT_FOUND);
  const sequence = state.invitation === null ? 0 : state.invitation.sequence + 1;
  return [{ type: 'InvitationSent', data: { to: command.to, sequence, method: command.method, at: command.now } }];
}

function decide(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  if (command.type === 'ScheduleConversation') return schedule(command, state);
  // The cancellation of a deleted conversation's appointment is recorded after the deletion.
  if (command.type === 'RecordInvitation') return recordInvitation(command, state);
  // Someone else's conversation is indistinguishable from a missing one.
  if (!state.exists || state.deleted || state.ownerId !== command.actorId) throw new NotFoundError(NOT_FOUND);
  const at = command.now;
  switch (command.type) {
    case 'UpdateConversation': {
      const events: ConversationEvent[] = [];
      if (command.scheduledAt !== undefined && command.scheduledAt !== state.scheduledAt) {
        assertInstant(command.scheduledAt);
        events.push({ type: 'ConversationRescheduled', data: { scheduledAt: command.scheduledAt, at } });
      }
      if (command.status !== undefined && command.status !== state.status) {
        events.push({ type: 'ConversationStatusChanged', data: { status: command.status, at } });
      }
      if (command.report !== undefined && command.report !== state.report) {
        events.push({ type: 'ConversationReportWritten', data: { report: command.report, at } });
      }
      return events;
    }
    case 'AddGoal':
      if (!command.description.trim()) throw new ValidationError('Omschrijving mag niet leeg zijn');
      return [{ type: 'GoalAdded', data: { goalId: command.goalId, description: command.description, note: command.note, at } }];
    case 'UpdateGoal':
      return goalChanges(state, command.goalId, command.change, at);
    case 'RemoveGoal':
      findItem(state.goals, command.goalId, GOAL_NOT_FOUND);
      return [{ type: 'GoalRemoved', data: { goalId: command.goalId, at } }];
    case 'AddAmbition':
      if (!command.description.trim()) throw new ValidationError('Omschrijving mag niet leeg zijn');
      return [
        { type: 'AmbitionAdded', data: { ambitionId: command.ambitionId, description: command.description, note: command.note, at } },
      ];
    case 'UpdateAmbition': {
      const { ambitionId } = command;
      return textEvents(
        findItem(state.ambitions, ambitionId, AMBITION_NOT_FOUND),
        command.change,
        (description) => ({ type: 'AmbitionDescriptionChanged', data: { ambitionId, description, at } }),
        (note) => ({ type: 'AmbitionNoteChanged', data: { ambitionId, note, at } }),
      );
    }
    case 'RemoveAmbition':
      findItem(state.ambitions, command.ambitionId, AMBITION_NOT_FOUND);
      return [{ type: 'AmbitionRemoved', data: { ambitionId: command.ambitionId, at } }];
    case 'CopyTemplateGoals':
      if (!command.goals.length) return [];
      return [
        {
          type: 'TemplateGoalsCopied',
          data: {
            source: command.source,
            templateId: command.templateId,
            templateName: command.templateName,
            goals: command.goals.map(({ goalId, description, note }) => ({ goalId, description, note })),
            at,
          },
        },
      ];
    case 'SetArchived':
      if (command.archived === (state.archivedAt !== null)) return [];
      return [{ type: command.archived ? 'ConversationArchived' : 'ConversationUnarchived', data: { at } }];
    case 'DeleteConversation':
      return [{ type: 'ConversationDeleted', data: { at } }];
    case 'RecordReminderSent':
      // Once per date: a second instance, a retry or a rebuilt schedule records nothing new.
      if (state.remindersSent.includes(command.scheduledAt)) return [];
      return [{ type: 'ReminderSent', data: { scheduledAt: command.scheduledAt, at } }];
    default:
      return unhandled(command);
  }
}

export const conversationDecider = decider(conversationCategory, initialConversationState, decide, evolveConversation);
