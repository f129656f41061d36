import { overallProgress } from '../../../contracts/progress';
import { isConversationMail, type ConversationEvent } from '../../../events/conversation';
import { unhandled } from '../../../events/unhandled';
import { categoryRouter } from '../by-category';
import type { ConversationsBatch, Rename } from './batch';
import type { Rows } from './rows';
import type { AmbitionRow, ConversationRow, GoalRow } from './tables';

/*
 * One batch of events folded in memory, with the same rows as applying them one by one with a
 * statement each (as this projection did up to issue 12): the rows the batch's conversation events
 * can touch are read first (one SELECT per table), the events change those copies in order, and
 * write.ts stores what changed with a few set-based statements. Timestamps and dates are kept as
 * the text PostgreSQL gives, so what is written back is what was read or what the event said.
 * Values are not checked here: the commands check them before they are appended, and a value a
 * column still refuses fails the batch, whose runner then parks the event (apply-or-park.ts).
 */

function countKey(batch: ConversationsBatch, row: ConversationRow) {
  const archived = row.archived_at !== null;
  batch.countKeys.set(`${row.owner_id}/${row.company_id}/${row.status}/${archived}`, [row.owner_id, row.company_id, row.status, archived]);
}

/** Conversation changes keep the row's modified time; a changed status or archive date moves it to another count. */
function touch(batch: ConversationsBatch, id: number, at: string, fields: Partial<ConversationRow> = {}) {
  const row = batch.conversations.get(id);
  if (!row) return;
  Object.assign(row, fields, { last_modified_at: at });
  batch.conversations.changed.add(id);
  if ('status' in fields || 'archived_at' in fields) countKey(batch, row);
}

function recountGoals(batch: ConversationsBatch, id: number) {
  const row = batch.conversations.get(id);
  if (!row) return;
  const goals = batch.goals.ofConversation(id);
  row.goal_count = goals.length;
  row.overall_progress = overallProgress(goals.map((goal) => goal.progress));
  batch.conversations.changed.add(id);
}

type ItemRef = { goalId: number } | { ambitionId: number };

function setItem(batch: ConversationsBatch, id: number, at: string, item: ItemRef, change: Partial<GoalRow>) {
  const [rows, itemId]: [Rows<GoalRow | AmbitionRow>, number] =
    'goalId' in item ? [batch.goals, item.goalId] : [batch.ambitions, item.ambitionId];
  const row = rows.get(itemId);
  if (row) {
    Object.assign(row, change);
    rows.changed.add(itemId);
  }
  if ('progress' in change) recountGoals(batch, id);
  touch(batch, id, at);
}

function removeItem(batch: ConversationsBatch, id: number, at: string, item: ItemRef) {
  if ('goalId' in item) {
    batch.goals.remove(item.goalId);
    recountGoals(batch, id);
  } else {
    batch.ambitions.remove(item.ambitionId);
  }
  touch(batch, id, at);
}

function foldConversation(batch: ConversationsBatch, id: number, event: ConversationEvent) {
  // A mail about the conversation is no change to it: the row and its modified time stay.
  if (isConversationMail(event)) return;
  const at = event.data.at;
  switch (event.type) {
    case 'ConversationPlanned': {
      if (batch.conversations.get(id)) return;
      const d = event.data;
      const row: ConversationRow = {
        id,
        owner_id: d.ownerId,
        company_id: d.companyId,
        company_name: d.companyName,
        employee_id: d.employeeId,
        employee_name: d.employeeName,
        employee_email: d.employeeEmail,
        scheduled_at: d.scheduledAt,
        status: d.status,
        report: d.report,
        goal_count: 0,
        overall_progress: 0,
        archived_at: null,
        owner_name: d.ownerName,
        created_at: at,
        last_modified_at: at,
      };
      batch.conversations.insert(row);
      countKey(batch, row);
      return;
    }
    case 'ConversationRescheduled':
      return touch(batch, id, at, { scheduled_at: event.data.scheduledAt });
    case 'ConversationStatusChanged':
      return touch(batch, id, at, { status: event.data.status });
    case 'ConversationReportWritten':
      return touch(batch, id, at, { report: event.data.report });
    case 'ConversationArchived':
      return touch(batch, id, at, { archived_at: at });
    case 'ConversationUnarchived':
      return touch(batch, id, at, { archived_at: null });
    case 'ConversationDeleted':
      for (const goal of batch.goals.ofConversation(id)) batch.goals.remove(goal.id);
      for (const ambition of batch.ambitions.ofConversation(id)) batch.ambitions.remove(ambition.id);
      batch.conversations.remove(id);
      return;
    case 'GoalAdded':
    case 'TemplateGoalsCopied': {
      const conversation = batch.conversations.get(id);
      const goals = event.type === 'GoalAdded' ? [event.data] : event.data.goals;
      for (const g of conversation ? goals : []) {
        if (batch.goals.get(g.goalId)) continue;
        batch.goals.insert({
          id: g.goalId,
          conversation_id: id,
          owner_id: conversation!.owner_id,
          description: g.description,
          note: g.note,
          progress: 0,
          deadline: null,
          created_at: at,
        });
      }
      recountGoals(batch, id);
      return touch(batch, id, at);
    }
    case 'GoalDescriptionChanged':
    case 'AmbitionDescriptionChanged':
      return setItem(batch, id, at, event.data, { description: event.data.description });
    case 'GoalNoteChanged':
    case 'AmbitionNoteChanged':
      return setItem(batch, id, at, event.data, { note: event.data.note });
    case 'GoalProgressSet':
      return setItem(batch, id, at, event.data, { progress: event.data.progress });
    case 'GoalDeadlineSet':
      return setItem(batch, id, at, event.data, { deadline: event.data.deadline });
    case 'GoalRemoved':
    case 'AmbitionRemoved':
      return removeItem(batch, id, at, event.data);
    case 'AmbitionAdded': {
      const d = event.data;
      const conversation = batch.conversations.get(id);
      if (conversation && !batch.ambitions.get(d.ambitionId))
        batch.ambitions.insert({
          id: d.ambitionId,
          conversation_id: id,
          owner_id: conversation.owner_id,
          description: d.description,
          note: d.note,
          created_at: at,
        });
      return touch(batch, id, at);
    }
    default:
      return unhandled(event);
  }
}

/** A company or employee renamed: the conversations in memory now, and (write.ts) every other stored one. */
function rename(batch: ConversationsBatch, column: Rename['column'], id: number, value: string) {
  const by = column === 'company_name' ? 'company_id' : 'employee_id';
  for (const conversationId of batch.conversations.having(by, id)) {
    batch.conversations.get(conversationId)![column] = value;
    batch.conversations.changed.add(conversationId);
  }
  batch.renames.push({ column, id, value });
}

/** Folds the events into the batch, in order. */
export const foldIntoBatch = categoryRouter<ConversationsBatch>({
  pop: (batch, event, id) => foldConversation(batch, id, event),
  // List rows show the current company and employee names, like the rest of the app.
  company(batch, event, id) {
    if (event.type === 'CompanyRenamed') rename(batch, 'company_name', id, event.data.name);
  },
  employee(batch, event, id) {
    if (event.type === 'EmployeeRenamed') rename(batch, 'employee_name', id, event.data.name);
    if (event.type === 'EmployeeEmailChanged') rename(batch, 'employee_email', id, event.data.email);
  },
});
