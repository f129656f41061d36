import { defineCategory, renameFields, type LegacyStep } from './category';
import type { ConversationStatus } from '../contracts/conversations';

/**
 * Events of the POP conversation stream `pop-<conversationId>`. Every event's metadata names who
 * did it. Status values are the product's own words (SPEC), stored as the user chose them.
 */

/** Where copied goals came from: one of the user's own templates or the read-only catalogue. */
export type TemplateSource = 'own' | 'catalogue';

export interface CopiedGoal {
  goalId: number;
  description: string;
  note: string;
}

/**
 * What a conversation is when it is planned: who holds it with whom, when, and how it stands.
 * A type alias, not an interface: event data must be assignable to Record<string, unknown>.
 */
export type ConversationPlan = {
  conversationId: number;
  ownerId: number;
  ownerName: string;
  companyId: number;
  companyName: string;
  employeeId: number;
  employeeName: string;
  employeeEmail: string;
  /** UTC instant (ISO) of the Dutch wall-clock time the user picked. */
  scheduledAt: string;
  status: ConversationStatus;
  report: string;
};

/** REQUEST invites or moves the appointment in the calendar; CANCEL takes it out. */
export type InvitationMethod = 'REQUEST' | 'CANCEL';

export type ConversationEvent =
  | { type: 'ConversationPlanned'; data: ConversationPlan & { at: string } }
  | { type: 'ConversationRescheduled'; data: { scheduledAt: string; at: string } }
  | { type: 'ConversationStatusChanged'; data: { status: ConversationStatus; at: string } }
  | { type: 'ConversationReportWritten'; data: { report: string; at: string } }
  | { type: 'GoalAdded'; data: { goalId: number; description: string; note: string; at: string } }
  | { type: 'GoalDescriptionChanged'; data: { goalId: number; description: string; at: string } }
  | { type: 'GoalNoteChanged'; data: { goalId: number; note: string; at: string } }
  | { type: 'GoalProgressSet'; data: { goalId: number; progress: number; at: string } }
  | { type: 'GoalDeadlineSet'; data: { goalId: number; deadline: string | null; at: string } }
  | { type: 'GoalRemoved'; data: { goalId: number; at: string } }
  | { type: 'AmbitionAdded'; data: { ambitionId: number; description: string; note: string; at: string } }
  | { type: 'AmbitionDescriptionChanged'; data: { ambitionId: number; description: string; at: string } }
  | { type: 'AmbitionNoteChanged'; data: { ambitionId: number; note: string; at: string } }
  | { type: 'AmbitionRemoved'; data: { ambitionId: number; at: string } }
  | {
      type: 'TemplateGoalsCopied';
      data: { source: TemplateSource; templateId: number; templateName: string; goals: CopiedGoal[]; at: string };
    }
  | { type: 'ConversationArchived'; data: { at: string } }
  | { type: 'ConversationUnarchived'; data: { at: string } }
  | { type: 'ConversationDeleted'; data: { at: string } }
  /** A calendar invitation, its update or its cancellation was handed to the mail outbox; SEQUENCE as in the .ics. */
  | { type: 'InvitationSent'; data: { to: string; sequence: number; method: InvitationMethod; at: string } }
  /** The reminder before the conversation went out for the date `scheduledAt` (issue 25): once per date. */
  | { type: 'ReminderSent'; data: { scheduledAt: string; at: string } };

/** A mail about the conversation (its invitation, a reminder): recorded on its stream, yet no change to it. */
export type ConversationMailEvent = Extract<ConversationEvent, { type: 'InvitationSent' | 'ReminderSent' }>;

export function isConversationMail(event: ConversationEvent): event is ConversationMailEvent {
  return event.type === 'InvitationSent' || event.type === 'ReminderSent';
}

const itemFields = { omschrijving: 'description', notitie: 'note' };
const copiedGoal = renameFields('goal', 1, itemFields);
const oldSources: Readonly<Record<string, TemplateSource>> = { eigen: 'own', gesprek: 'catalogue' };

const templateGoalsCopied: LegacyStep = {
  type: 'TemplateGoalsCopied',
  version: 1,
  lift: ({ source, templateNaam, goals, ...rest }) => ({
    ...rest,
    source: oldSources[String(source)] ?? source,
    templateName: templateNaam,
    goals: Array.isArray(goals) ? goals.map((goal: Record<string, unknown>) => copiedGoal.lift(goal)) : goals,
  }),
};

/** Version 1 used Dutch field names (and popId for the conversation's id). */
const version1: LegacyStep[] = [
  renameFields('ConversationPlanned', 1, {
    popId: 'conversationId',
    hrGebruikerNaam: 'ownerName',
    bedrijfId: 'companyId',
    bedrijfNaam: 'companyName',
    medewerkerId: 'employeeId',
    medewerkerNaam: 'employeeName',
    medewerkerEmail: 'employeeEmail',
    datumTijd: 'scheduledAt',
    verslag: 'report',
  }),
  renameFields('ConversationRescheduled', 1, { datumTijd: 'scheduledAt' }),
  renameFields('ConversationReportWritten', 1, { verslag: 'report' }),
  renameFields('GoalAdded', 1, itemFields),
  renameFields('GoalDescriptionChanged', 1, itemFields),
  renameFields('GoalNoteChanged', 1, itemFields),
  renameFields('GoalProgressSet', 1, { voortgang: 'progress' }),
  renameFields('AmbitionAdded', 1, itemFields),
  renameFields('AmbitionDescriptionChanged', 1, itemFields),
  renameFields('AmbitionNoteChanged', 1, itemFields),
  templateGoalsCopied,
];

export const conversationCategory = defineCategory<ConversationEvent>({
  name: 'pop',
  versions: {
    ConversationPlanned: 2,
    ConversationRescheduled: 2,
    ConversationStatusChanged: 1,
    ConversationReportWritten: 2,
    GoalAdded: 2,
    GoalDescriptionChanged: 2,
    GoalNoteChanged: 2,
    GoalProgressSet: 2,
    GoalDeadlineSet: 1,
    GoalRemoved: 1,
    AmbitionAdded: 2,
    AmbitionDescriptionChanged: 2,
    AmbitionNoteChanged: 2,
    AmbitionRemoved: 1,
    TemplateGoalsCopied: 2,
    ConversationArchived: 1,
    ConversationUnarchived: 1,
    ConversationDeleted: 1,
    InvitationSent: 1,
    ReminderSent: 1,
  },
  history: version1,
});

export const conversationStream = conversationCategory.streamOf;
