import { isCalendarDate, parseDutchDateTime } from '../../../contracts/dutch-time';
import { conversationCategory, type ConversationEvent, type TemplateSource } from '../../../events/conversation';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { decider } from '../decider';
import { evolveConversation, initialConversationState, type ConversationState } from '../../../events/conversation-state';
import { unhandled } from '../../../events/unhandled';
import type { ConversationStatus } from '../../../contracts/conversations';

export const NOT_VERIFIED =
  'Je account moet eerst geverifieerd worden voordat je POP-gesprekken kunt aanmaken. Controleer je email voor de verificatielink.';
const NOT_FOUND = 'Gesprek niet gevonden';

/** What the route found about the chosen company and employee (from their own streams). */
export interface SchedulingParties {
  company: { id: number; naam: string; actief: boolean; ownerId: number } | null;
  employee: { id: number; naam: string; email: string; actief: boolean; bedrijfId: number; ownerId: number } | null;
}

type Actor = { actorId: number; now: string };
type GoalChange = { omschrijving?: string; notitie?: string; voortgang?: number; deadline?: string | null };
type AmbitionChange = { omschrijving?: string; notitie?: string };
/** A template goal with the id it gets in the conversation. */
export type TemplateGoalCopy = { goalId: number; omschrijving: string; notitie: string };

export type ConversationCommand =
  | ({
      type: 'ScheduleConversation';
      popId: number;
      actorNaam: string;
      verified: boolean;
      datumTijd: string;
      status: ConversationStatus;
      verslag: string;
    } & SchedulingParties &
      Actor)
  | ({ type: 'UpdateConversation'; datumTijd?: string; status?: ConversationStatus; verslag?: string } & Actor)
  | ({ type: 'AddGoal'; goalId: number; omschrijving: string; notitie: string } & Actor)
  | ({ type: 'UpdateGoal'; goalId: number; change: GoalChange } & Actor)
  | ({ type: 'RemoveGoal'; goalId: number } & Actor)
  | ({ type: 'AddAmbition'; ambitionId: number; omschrijving: string; notitie: string } & Actor)
  | ({ type: 'UpdateAmbition'; ambitionId: number; change: AmbitionChange } & Actor)
  | ({ type: 'RemoveAmbition'; ambitionId: number } & Actor)
  | ({ type: 'CopyTemplateGoals'; source: TemplateSource; templateId: number; templateNaam: string; goals: TemplateGoalCopy[] } & Actor)
  | ({ type: 'SetArchived'; archived: boolean } & Actor)
  | ({ type: 'DeleteConversation' } & Actor);

/** A UTC instant the read models can store: an existing day in the years 1900-2199 (not what JavaScript accepts). */
function assertInstant(value: string) {
  if (parseDutchDateTime(value) !== new Date(Date.parse(value)).toISOString()) throw new ValidationError('Ongeldige datum of tijd');
}

function schedule(command: Extract<ConversationCommand, { type: 'ScheduleConversation' }>, state: ConversationState): ConversationEvent[] {
  if (state.exists) throw new ValidationError('Dit gesprek bestaat al.');
  if (!command.verified) throw new ForbiddenError(NOT_VERIFIED);
  const { company, employee } = command;
  if (!company || company.ownerId !== command.actorId) throw new ValidationError('Kies een geldig bedrijf');
  if (!company.actief) throw new ValidationError('Dit bedrijf is niet actief');
  if (!employee || employee.ownerId !== command.actorId || employee.bedrijfId !== company.id) {
    throw new ValidationError('Kies een medewerker van het gekozen bedrijf');
  }
  if (!employee.actief) throw new ValidationError('Deze medewerker is niet actief');
  assertInstant(command.datumTijd);
  return [
    {
      type: 'ConversationPlanned',
      data: {
        conversationId: command.popId,
        ownerId: command.actorId,
        ownerName: command.actorNaam,
        companyId: company.id,
        companyName: company.naam,
        employeeId: employee.id,
        employeeName: employee.naam,
        employeeEmail: employee.email,
        scheduledAt: command.datumTijd,
        status: command.status,
        report: command.verslag,
        at: command.now,
      },
    },
  ];
}

/** The description and note a change of a goal or ambition sets anew (undefined: as it was); an empty description is refused. */
function textChanges(item: { description: string; note: string }, change: AmbitionChange) {
  const description = change.omschrijving !== undefined && change.omschrijving !== item.description ? change.omschrijving : undefined;
  if (description !== undefined && !description.trim()) throw new ValidationError('Omschrijving mag niet leeg zijn');
  const note = change.notitie !== undefined && change.notitie !== item.note ? change.notitie : undefined;
  return { description, note };
}

function goalChanges(state: ConversationState, goalId: number, change: GoalChange, at: string): ConversationEvent[] {
  const goal = state.goals.find((g) => g.id === goalId);
  if (!goal) throw new NotFoundError('Doel niet gevonden');
  const events: ConversationEvent[] = [];
  const { description, note } = textChanges(goal, change);
  if (description !== undefined) events.push({ type: 'GoalDescriptionChanged', data: { goalId, description, at } });
  if (note !== undefined) events.push({ type: 'GoalNoteChanged', data: { goalId, note, at } });
  if (change.voortgang !== undefined && change.voortgang !== goal.progress) {
    if (!Number.isInteger(change.voortgang) || change.voortgang < 0 || change.voortgang > 10) {
      throw new ValidationError('Voortgang moet een geheel getal van 0 tot en met 10 zijn');
    }
    events.push({ type: 'GoalProgressSet', data: { goalId, progress: change.voortgang, at } });
  }
  if (change.deadline !== undefined && change.deadline !== goal.deadline) {
    if (change.deadline !== null && !isCalendarDate(change.deadline)) throw new ValidationError('Ongeldige deadline');
    events.push({ type: 'GoalDeadlineSet', data: { goalId, deadline: change.deadline, at } });
  }
  return events;
}

function ambitionChanges(state: ConversationState, ambitionId: number, change: AmbitionChange, at: string): ConversationEvent[] {
  const ambition = state.ambitions.find((a) => a.id === ambitionId);
  if (!ambition) throw new NotFoundError('Ambitie niet gevonden');
  const events: ConversationEvent[] = [];
  const { description, note } = textChanges(ambition, change);
  if (description !== undefined) events.push({ type: 'AmbitionDescriptionChanged', data: { ambitionId, description, at } });
  if (note !== undefined) events.push({ type: 'AmbitionNoteChanged', data: { ambitionId, note, at } });
  return events;
}

function decide(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  if (command.type === 'ScheduleConversation') return schedule(command, state);
  // Someone else's conversation is indistinguishable from a missing one.
  if (!state.exists || state.deleted || state.ownerId !== command.actorId) throw new NotFoundError(NOT_FOUND);
  const at = command.now;
  switch (command.type) {
    case 'UpdateConversation': {
      const events: ConversationEvent[] = [];
      if (command.datumTijd !== undefined && command.datumTijd !== state.scheduledAt) {
        assertInstant(command.datumTijd);
        events.push({ type: 'ConversationRescheduled', data: { scheduledAt: command.datumTijd, at } });
      }
      if (command.status !== undefined && command.status !== state.status) {
        events.push({ type: 'ConversationStatusChanged', data: { status: command.status, at } });
      }
      if (command.verslag !== undefined && command.verslag !== state.report) {
        events.push({ type: 'ConversationReportWritten', data: { report: command.verslag, at } });
      }
      return events;
    }
    case 'AddGoal':
      if (!command.omschrijving.trim()) throw new ValidationError('Omschrijving mag niet leeg zijn');
      return [{ type: 'GoalAdded', data: { goalId: command.goalId, description: command.omschrijving, note: command.notitie, at } }];
    case 'UpdateGoal':
      return goalChanges(state, command.goalId, command.change, at);
    case 'RemoveGoal':
      if (!state.goals.some((g) => g.id === command.goalId)) throw new NotFoundError('Doel niet gevonden');
      return [{ type: 'GoalRemoved', data: { goalId: command.goalId, at } }];
    case 'AddAmbition':
      if (!command.omschrijving.trim()) throw new ValidationError('Omschrijving mag niet leeg zijn');
      return [
        { type: 'AmbitionAdded', data: { ambitionId: command.ambitionId, description: command.omschrijving, note: command.notitie, at } },
      ];
    case 'UpdateAmbition':
      return ambitionChanges(state, command.ambitionId, command.change, at);
    case 'RemoveAmbition':
      if (!state.ambitions.some((a) => a.id === command.ambitionId)) throw new NotFoundError('Ambitie niet gevonden');
      return [{ type: 'AmbitionRemoved', data: { ambitionId: command.ambitionId, at } }];
    case 'CopyTemplateGoals':
      if (!command.goals.length) return [];
      return [
        {
          type: 'TemplateGoalsCopied',
          data: {
            source: command.source,
            templateId: command.templateId,
            templateName: command.templateNaam,
            goals: command.goals.map((g) => ({ goalId: g.goalId, description: g.omschrijving, note: g.notitie })),
            at,
          },
        },
      ];
    case 'SetArchived':
      if (command.archived === (state.archivedAt !== null)) return [];
      return [{ type: command.archived ? 'ConversationArchived' : 'ConversationUnarchived', data: { at } }];
    case 'DeleteConversation':
      return [{ type: 'ConversationDeleted', data: { at } }];
    default:
      return unhandled(command);
  }
}

export const conversationDecider = decider(conversationCategory, initialConversationState, decide, evolveConversation);
