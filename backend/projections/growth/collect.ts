import { conversationCategory, isConversationMail } from '../../../events/conversation';
import type { RecordedEvent } from '../../eventstore/port';
import { instantMs } from '../copy-binary';
import { unhandled } from '../../../events/unhandled';
import type { ConversationStatus } from '../../../contracts/conversations';
import type { GrowthAmbitionRow, GrowthGoalEventRow } from './tables';

/** A conversation as planned, with the changes of the same batch already applied. */
export interface PlannedRow {
  conversationId: number;
  ownerId: number;
  companyId: number;
  employeeId: number;
  scheduledAt: string;
  status: ConversationStatus;
  archived: boolean;
  removed: boolean;
  version: number;
}

/** Changes to a conversation planned in an earlier batch; undefined fields stay as stored. */
export interface ConversationChange {
  conversationId: number;
  scheduledAt?: string;
  status?: ConversationStatus;
  archived?: boolean;
  removed?: boolean;
  version: number;
}

/** What a batch did to one conversation, for the first month whose figures it can change. */
export interface TouchedConversation {
  /** The earliest `at` of the batch's events of this conversation (ISO, UTC: compares as text). */
  firstAt: string;
  /** The earliest scheduledAt it was planned or rescheduled to in this batch. */
  firstScheduledAt?: string;
  /** Its own month's figures change (status, date, goals or ambitions set): that month may change. */
  ownMonth: boolean;
  /** Archived, unarchived, deleted, or a goal removed: every month since its first event may change. */
  wholeHistory: boolean;
  /** Who it belongs to, when planned in this batch (else read from the stored row). */
  ownerId?: number;
  employeeId?: number;
}

/** A goal added in the batch (it takes owner, employee and company from its conversation). */
export interface NewGoal {
  goalId: number;
  conversationId: number;
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
  goals: NewGoal[];
  /** The last description per goal in this batch. */
  descriptions: Map<number, { description: string; version: number }>;
  goalEvents: GrowthGoalEventRow[];
  ambitionsAdded: GrowthAmbitionRow[];
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

type ConversationFields = Pick<PlannedRow, 'scheduledAt' | 'status' | 'archived' | 'removed'>;

/** Sets a conversation field: on the planned row when planned in this batch, else on the change. */
function change(batch: GrowthBatch, conversationId: number, version: number, fields: Partial<ConversationFields>) {
  const planned = batch.planned.get(conversationId);
  if (planned) {
    Object.assign(planned, fields, { version });
    return;
  }
  const existing = batch.changes.get(conversationId) ?? { conversationId, version };
  batch.changes.set(conversationId, Object.assign(existing, fields, { version }));
}

function goalEvent(batch: GrowthBatch, row: Pick<GrowthGoalEventRow, 'goal_id' | 'version' | 'at'> & Partial<GrowthGoalEventRow>) {
  batch.goalEvents.push({ progress: null, deadline_set: false, deadline: null, removed: false, ...row });
}

/**
 * Unix milliseconds of an instant as Date reads it: digit by digit when written as the app writes one (instantMs,
 * the same number, about a third of Date.parse's time), by Date.parse when not. Two per event of a replay.
 */
function msOf(instant: string): number {
  try {
    return instantMs(instant);
  } catch {
    return Date.parse(instant);
  }
}

/** The earlier of two instants, `b` when there is no `a`. */
const earlier = (a: string | undefined, b: string) => (a === undefined || msOf(b) < msOf(a) ? b : a);

/** Adds one conversation event to the batch. Events of other categories are not this model's business. */
export function collect(batch: GrowthBatch, event: RecordedEvent) {
  if (!conversationCategory.owns(event.streamId) || !conversationCategory.is(event)) return;
  // Mails the months do not show.
  if (isConversationMail(event)) return;
  const conversationId = conversationCategory.idOf(event.streamId);
  const version = event.streamPosition;
  const at = event.data.at;
  const touched = batch.touched.get(conversationId) ?? { firstAt: at, ownMonth: false, wholeHistory: false };
  switch (event.type) {
    case 'ConversationPlanned': {
      const d = event.data;
      touched.firstScheduledAt = earlier(touched.firstScheduledAt, d.scheduledAt);
      touched.ownerId = d.ownerId;
      touched.employeeId = d.employeeId;
      if (!batch.planned.has(conversationId)) {
        batch.planned.set(conversationId, {
          conversationId,
          ownerId: d.ownerId,
          companyId: d.companyId,
          employeeId: d.employeeId,
          scheduledAt: d.scheduledAt,
          status: d.status,
          archived: false,
          removed: false,
          version,
        });
      }
      break;
    }
    case 'ConversationRescheduled':
      touched.firstScheduledAt = earlier(touched.firstScheduledAt, event.data.scheduledAt);
      change(batch, conversationId, version, { scheduledAt: event.data.scheduledAt });
      break;
    case 'ConversationStatusChanged':
      change(batch, conversationId, version, { status: event.data.status });
      break;
    case 'ConversationArchived':
    case 'ConversationUnarchived':
      touched.wholeHistory = true;
      change(batch, conversationId, version, { archived: event.type === 'ConversationArchived' });
      break;
    case 'ConversationDeleted':
      touched.wholeHistory = true;
      change(batch, conversationId, version, { removed: true });
      break;
    case 'GoalAdded':
    case 'TemplateGoalsCopied': {
      const goals = event.type === 'GoalAdded' ? [event.data] : event.data.goals;
      for (const goal of goals) {
        batch.goals.push({ goalId: goal.goalId, conversationId, description: goal.description, version });
        goalEvent(batch, { goal_id: goal.goalId, version, at, progress: 0, deadline_set: true });
      }
      break;
    }
    case 'GoalDescriptionChanged':
      batch.descriptions.set(event.data.goalId, { description: event.data.description, version });
      return;
    case 'GoalProgressSet':
      goalEvent(batch, { goal_id: event.data.goalId, version, at, progress: event.data.progress });
      break;
    case 'GoalDeadlineSet':
      goalEvent(batch, { goal_id: event.data.goalId, version, at, deadline_set: true, deadline: event.data.deadline });
      break;
    case 'GoalRemoved':
      touched.wholeHistory = true;
      goalEvent(batch, { goal_id: event.data.goalId, version, at, removed: true });
      break;
    case 'AmbitionAdded':
      batch.ambitionsAdded.push({ ambition_id: event.data.ambitionId, conversation_id: conversationId, removed: false });
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
  batch.touched.set(conversationId, touched);
}
