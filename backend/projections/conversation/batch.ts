import { conversationCategory, type ConversationEvent } from '../../../events/conversation';
import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import { partyIndexedRows, Rows } from './rows';
import {
  conversationAmbitionsTable,
  conversationGoalsTable,
  conversationsTable,
  type AmbitionRow,
  type ConversationRow,
  type GoalRow,
} from './tables';

/** A rename of every conversation of one company or employee. */
export interface Rename {
  column: 'company_name' | 'employee_name' | 'employee_email';
  /** company_id for the company's name, employee_id otherwise. */
  id: number;
  value: string;
}

export interface ConversationsBatch {
  conversations: Rows<ConversationRow>;
  goals: Rows<GoalRow>;
  ambitions: Rows<AmbitionRow>;
  /** The renames in event order; write.ts applies the last per column and id to rows not read into memory. */
  renames: Rename[];
  /** Every (owner, company, status, archived) a conversation row had during the batch: conversation_counts keeps a row per key ever used. */
  countKeys: Map<string, [number, number, string, boolean]>;
  /** Every stored row is in memory (a replay's, replay.ts): a rename reaches no row outside it. */
  complete: boolean;
}

const goalIds = (event: ConversationEvent): number[] => {
  switch (event.type) {
    case 'GoalAdded':
    case 'GoalDescriptionChanged':
    case 'GoalNoteChanged':
    case 'GoalProgressSet':
    case 'GoalDeadlineSet':
    case 'GoalRemoved':
      return [event.data.goalId];
    case 'TemplateGoalsCopied':
      return event.data.goals.map((g) => g.goalId);
    default:
      return [];
  }
};
const ambitionId = (event: ConversationEvent): number | undefined =>
  event.type === 'AmbitionAdded' ||
  event.type === 'AmbitionDescriptionChanged' ||
  event.type === 'AmbitionNoteChanged' ||
  event.type === 'AmbitionRemoved'
    ? event.data.ambitionId
    : undefined;

/** Events after which the conversation's goals are counted again (or, deleted, all removed). */
const RECOUNTS: ReadonlySet<string> = new Set<ConversationEvent['type']>([
  'GoalAdded',
  'TemplateGoalsCopied',
  'GoalProgressSet',
  'GoalRemoved',
  'ConversationDeleted',
]);

/** A batch with no rows yet; `complete` when the tables hold no row it does not (replay.ts). */
export const emptyBatch = (complete = false): ConversationsBatch => ({
  conversations: partyIndexedRows(),
  goals: new Rows(),
  ambitions: new Rows(),
  renames: [],
  countKeys: new Map(),
  complete,
});

/** Reads the rows the batch's conversation events can touch. */
export async function loadBatch(tx: DbClient, events: readonly RecordedEvent[]): Promise<ConversationsBatch> {
  const conversations = new Set<number>();
  /** Conversations whose goals are counted again or all removed: every goal of theirs is read. */
  const recounted = new Set<number>();
  const deleted = new Set<number>();
  const goals = new Set<number>();
  const ambitions = new Set<number>();
  for (const event of events) {
    if (!conversationCategory.owns(event.streamId) || !conversationCategory.is(event)) continue;
    const id = conversationCategory.idOf(event.streamId);
    conversations.add(id);
    if (event.type === 'ConversationDeleted') deleted.add(id);
    if (RECOUNTS.has(event.type)) recounted.add(id);
    for (const goalId of goalIds(event)) goals.add(goalId);
    const ambition = ambitionId(event);
    if (ambition !== undefined) ambitions.add(ambition);
  }
  const batch = emptyBatch();
  const asText = { instantsAsText: true };
  if (conversations.size) {
    const { rows } = await tx.query<ConversationRow>(
      `SELECT ${conversationsTable.select(asText)} FROM ${conversationsTable.name} WHERE id = ANY($1::int[])`,
      [[...conversations]],
    );
    for (const row of rows) batch.conversations.load(row);
  }
  if (goals.size || recounted.size) {
    const { rows } = await tx.query<GoalRow>(
      `SELECT ${conversationGoalsTable.select(asText)} FROM ${conversationGoalsTable.name} WHERE conversation_id = ANY($1::int[]) OR id = ANY($2::int[])`,
      [[...recounted], [...goals]],
    );
    for (const row of rows) batch.goals.load(row);
  }
  if (ambitions.size || deleted.size) {
    const { rows } = await tx.query<AmbitionRow>(
      `SELECT ${conversationAmbitionsTable.select(asText)} FROM ${conversationAmbitionsTable.name}
        WHERE conversation_id = ANY($1::int[]) OR id = ANY($2::int[])`,
      [[...deleted], [...ambitions]],
    );
    for (const row of rows) batch.ambitions.load(row);
  }
  return batch;
}
