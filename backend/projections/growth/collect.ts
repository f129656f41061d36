import { conversationCategory } from '../../../events/conversation';
import type { RecordedEvent } from '../../eventstore/port';
import { unhandled } from '../../../events/unhandled';
import type { ConversationStatus } from '../../../contracts/conversations';

/** A conversation as planned, with the changes of the same batch already applied. */
export interface PlannedRow {
  popId: number;
  ownerId: number;
  companyId: number;
  employeeId: number;
  scheduledAt: string;
  status: ConversationStatus;
  archived: boolean;
  deleted: boolean;
  version: number;
}

/** Changes to a conversation planned in an earlier batch; undefined fields stay as stored. */
export interface ConversationChange {
  popId: number;
  scheduledAt?: string;
  status?: ConversationStatus;
  archived?: boolean;
  deleted?: boolean;
  version: number;
}

export interface GoalEventRow {
  goalId: number;
  version: number;
  at: string;
  progress: number | null;
  deadlineSet: boolean;
  deadline: string | null;
  removed: boolean;
}

/** What a batch did to one conversation, for the first month whose figures it can change. */
export interface TouchedConversation {
  /** The earliest `at` of the batch's events of this conversation (ISO, UTC: compares as text). */
  firstAt: string;
  /** The earliest datum_tijd it was planned or rescheduled to in this batch. */
  firstScheduledAt?: string;
  /** Its own month's figures change (status, date, goals or ambitions set): that month may change. */
  ownMonth: boolean;
  /** Archived, unarchived, deleted, or a goal removed: every month since its first event may change. */
  wholeHistory: boolean;
  /** Who it belongs to, when planned in this batch (else read from the stored row). */
  ownerId?: number;
  employeeId?: number;
}

export interface GoalRow {
  goalId: number;
  popId: number;
  description: string;
  version: number;
}

/**
 * What one batch of events changes in the growth facts, collected in memory so that each kind of
 * fact is written with one multi-row statement, whatever the batch size.
 */
export interface GrowthBatch {
  planned: Map<number, PlannedRow>;
  changes: Map<number, ConversationChange>;
  goals: GoalRow[];
  /** The last description per goal in this batch. */
  descriptions: Map<number, { description: string; version: number }>;
  goalEvents: GoalEventRow[];
  ambitionsAdded: { ambitionId: number; popId: number }[];
  ambitionsRemoved: number[];
  /** Conversations whose months must be computed again. */
  touched: Map<number, TouchedConversation>;
}

export const emptyBatch = (): GrowthBatch => ({
  planned: new Map(),
  changes: new Map(),
  goals: [],
  descriptions: new Map(),
  goalEvents: [],
  ambitionsAdded: [],
  ambitionsRemoved: [],
  touched: new Map(),
});

type ConversationFields = Pick<PlannedRow, 'scheduledAt' | 'status' | 'archived' | 'deleted'>;

/** Sets a conversation field: on the planned row when planned in this batch, else on the change. */
function change(batch: GrowthBatch, popId: number, version: number, fields: Partial<ConversationFields>) {
  const planned = batch.planned.get(popId);
  if (planned) {
    Object.assign(planned, fields, { version });
    return;
  }
  const existing = batch.changes.get(popId) ?? { popId, version };
  batch.changes.set(popId, Object.assign(existing, fields, { version }));
}

function goalEvent(
  batch: GrowthBatch,
  row: Omit<GoalEventRow, 'progress' | 'deadlineSet' | 'deadline' | 'removed'> & Partial<GoalEventRow>,
) {
  batch.goalEvents.push({ progress: null, deadlineSet: false, deadline: null, removed: false, ...row });
}

/** Adds one conversation event to the batch. Events of other categories are not this model's business. */
export function collect(batch: GrowthBatch, event: RecordedEvent) {
  if (!conversationCategory.owns(event.streamId) || !conversationCategory.is(event)) return;
  const popId = conversationCategory.idOf(event.streamId);
  const version = event.streamPosition;
  const at = event.data.at;
  const touched = batch.touched.get(popId) ?? { firstAt: at, ownMonth: false, wholeHistory: false };
  const earlier = (a: string | undefined, b: string) => (a === undefined || Date.parse(b) < Date.parse(a) ? b : a);
  switch (event.type) {
    case 'ConversationPlanned': {
      const d = event.data;
      touched.firstScheduledAt = earlier(touched.firstScheduledAt, d.scheduledAt);
      touched.ownerId = d.ownerId;
      touched.employeeId = d.employeeId;
      if (!batch.planned.has(popId)) {
        batch.planned.set(popId, {
          popId,
          ownerId: d.ownerId,
          companyId: d.companyId,
          employeeId: d.employeeId,
          scheduledAt: d.scheduledAt,
          status: d.status,
          archived: false,
          deleted: false,
          version,
        });
      }
      break;
    }
    case 'ConversationRescheduled':
      touched.firstScheduledAt = earlier(touched.firstScheduledAt, event.data.scheduledAt);
      change(batch, popId, version, { scheduledAt: event.data.scheduledAt });
      break;
    case 'ConversationStatusChanged':
      change(batch, popId, version, { status: event.data.status });
      break;
    case 'ConversationArchived':
    case 'ConversationUnarchived':
      touched.wholeHistory = true;
      change(batch, popId, version, { archived: event.type === 'ConversationArchived' });
      break;
    case 'ConversationDeleted':
      touched.wholeHistory = true;
      change(batch, popId, version, { deleted: true });
      break;
    case 'GoalAdded':
    case 'TemplateGoalsCopied': {
      const goals = event.type === 'GoalAdded' ? [event.data] : event.data.goals;
      for (const goal of goals) {
        batch.goals.push({ goalId: goal.goalId, popId, description: goal.description, version });
        goalEvent(batch, { goalId: goal.goalId, version, at, progress: 0, deadlineSet: true });
      }
      break;
    }
    case 'GoalDescriptionChanged':
      batch.descriptions.set(event.data.goalId, { description: event.data.description, version });
      return;
    case 'GoalProgressSet':
      goalEvent(batch, { goalId: event.data.goalId, version, at, progress: event.data.progress });
      break;
    case 'GoalDeadlineSet':
      goalEvent(batch, { goalId: event.data.goalId, version, at, deadlineSet: true, deadline: event.data.deadline });
      break;
    case 'GoalRemoved':
      touched.wholeHistory = true;
      goalEvent(batch, { goalId: event.data.goalId, version, at, removed: true });
      break;
    case 'AmbitionAdded':
      batch.ambitionsAdded.push({ ambitionId: event.data.ambitionId, popId });
      break;
    case 'AmbitionRemoved':
      batch.ambitionsRemoved.push(event.data.ambitionId);
      break;
    case 'ConversationReportWritten':
    case 'GoalNoteChanged':
    case 'AmbitionDescriptionChanged':
    case 'AmbitionNoteChanged':
      // Texts the months do not show.
      return;
    default:
      return unhandled(event);
  }
  touched.firstAt = earlier(touched.firstAt, at)!;
  // Progress and deadlines change months from their own moment on; everything else touches the conversation's month.
  touched.ownMonth ||= event.type !== 'GoalProgressSet' && event.type !== 'GoalDeadlineSet';
  batch.touched.set(popId, touched);
}
