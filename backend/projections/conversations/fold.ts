import { conversationCategory, type ConversationEvent } from '../../../events/conversation';
import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import { unhandled } from '../../platform/unhandled';
import { categoryRouter } from '../by-category';

/*
 * One batch of events folded in memory, with the same meaning as applying them one by one with a
 * statement each (as this projection did up to issue 12): the rows the batch's conversation events
 * can touch are read first (one SELECT per table), the events change those copies in order, and
 * write.ts stores what changed with a few set-based statements. Timestamps and dates are kept as
 * the text PostgreSQL parses, so what is written back is what was read or what the event said.
 */

export interface ConversationRow {
  id: number;
  hr_user_id: number;
  bedrijf_id: number;
  bedrijf_naam: string;
  medewerker_id: number;
  medewerker_naam: string;
  medewerker_email: string;
  datum_tijd: string;
  status: string;
  verslag: string;
  aantal_doelen: number;
  overall_progress: number | string;
  archiveer_datum: string | null;
  hr_gebruiker_naam: string;
  created_at: string;
  last_modified_at: string;
}

export interface GoalRow {
  id: number;
  pop_id: number;
  hr_user_id: number;
  omschrijving: string;
  notitie: string;
  voortgang: number;
  deadline: string | null;
  created_at: string;
}

export interface AmbitionRow {
  id: number;
  pop_id: number;
  hr_user_id: number;
  omschrijving: string;
  notitie: string;
  created_at: string;
}

/** Rows of one table by id as the batch leaves them (null: gone), which of them existed before, which changed. */
export class Rows<R extends { id: number; pop_id?: number }> {
  readonly now = new Map<number, R | null>();
  readonly before = new Set<number>();
  readonly changed = new Set<number>();
  /** Ids by conversation, for the rows kept under pop_id. */
  readonly byPop = new Map<number, Set<number>>();

  load(row: R) {
    this.before.add(row.id);
    this.put(row);
  }
  get(id: number) {
    return this.now.get(id) ?? null;
  }
  put(row: R) {
    this.now.set(row.id, row);
    if (row.pop_id === undefined) return;
    const ids = this.byPop.get(row.pop_id) ?? new Set();
    this.byPop.set(row.pop_id, ids.add(row.id));
  }
  insert(row: R) {
    this.put(row);
    this.changed.add(row.id);
  }
  remove(id: number) {
    const row = this.get(id);
    if (!row) return;
    this.now.set(id, null);
    this.changed.add(id);
    if (row.pop_id !== undefined) this.byPop.get(row.pop_id)?.delete(id);
  }
  ofPop(popId: number): R[] {
    return [...(this.byPop.get(popId) ?? [])].map((id) => this.get(id)!);
  }
  /** Rows to delete (there before, gone now) and rows to write (changed and there now). */
  result(): { deleted: number[]; written: R[] } {
    const deleted: number[] = [];
    const written: R[] = [];
    for (const id of this.changed) {
      const row = this.get(id);
      if (row) written.push(row);
      else if (this.before.has(id)) deleted.push(id);
    }
    return { deleted, written };
  }
}

/** A rename of every conversation of one company or employee. */
export interface Rename {
  column: 'bedrijf_naam' | 'medewerker_naam' | 'medewerker_email';
  /** bedrijf_id for the company's name, medewerker_id otherwise. */
  id: number;
  value: string;
}

export interface ConversationsBatch {
  conversations: Rows<ConversationRow>;
  goals: Rows<GoalRow>;
  ambitions: Rows<AmbitionRow>;
  /** The renames in event order; write.ts applies the last per column and id to rows not read into memory. */
  renames: Rename[];
  /** Renames to null: they fail as the old UPDATE did when a stored row not in memory matches. */
  nullRenames: Omit<Rename, 'value'>[];
  /** Every (owner, company, status, archived) a conversation row had during the batch: pop_conversation_counts keeps a row per key ever used. */
  countKeys: Map<string, [number, number, string, boolean]>;
  /** Values the one-statement-per-event handling sent to PostgreSQL that may not pass, by type: one it refused fails the batch. */
  ints: unknown[];
  timestamps: unknown[];
  dates: unknown[];
}

/** The column a value was meant for refuses it, as PostgreSQL would (NOT NULL, NUL characters in text). */
function refuse(column: string, value: unknown): never {
  throw new Error(`conversations projection: ${column} refuses ${JSON.stringify(value)}`);
}
const notNull = <T>(column: string, value: T): NonNullable<T> => (value === null || value === undefined ? refuse(column, value) : value);
const checkText = (texts: unknown[]) => {
  for (const text of texts) if (typeof text === 'string' && text.includes('\u0000')) refuse('text', text);
};

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

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;
const ISO_INSTANT = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ISO_DAY = /^[1-9]\d{3}-\d{2}-\d{2}$/;
/** The exact text toISOString gives for its own instant: PostgreSQL reads it as the same instant. */
const isoInstant = (text: string) => {
  const t = Date.parse(text);
  return !Number.isNaN(t) && new Date(t).toISOString() === text;
};

/*
 * Values the former handling sent as parameters, by the type they were sent as. Those that surely
 * pass (and nulls: a NOT NULL column is checked in the fold) stay out of the check statement.
 */
function ints(batch: ConversationsBatch, ...values: unknown[]) {
  for (const v of values) {
    if (v === null || v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= INT_MIN && v <= INT_MAX)) continue;
    batch.ints.push(v);
  }
}
function timestamps(batch: ConversationsBatch, ...values: unknown[]) {
  for (const v of values)
    if (v !== null && v !== undefined && !(typeof v === 'string' && ISO_INSTANT.test(v) && isoInstant(v))) batch.timestamps.push(v);
}
function dates(batch: ConversationsBatch, ...values: unknown[]) {
  for (const v of values)
    if (v !== null && v !== undefined && !(typeof v === 'string' && ISO_DAY.test(v) && isoInstant(`${v}T00:00:00.000Z`)))
      batch.dates.push(v);
}

/** Ids are read from the store as numbers; ones PostgreSQL cannot take as integer stay out of the lookups (the batch fails on them anyway). */
const asKey = (id: unknown): id is number => Number.isSafeInteger(id);

/** Reads the rows the batch's conversation events can touch. */
export async function loadBatch(tx: DbClient, events: readonly RecordedEvent[]): Promise<ConversationsBatch> {
  const pops = new Set<number>();
  /** Conversations whose goals are counted again or all removed: every goal of theirs is read. */
  const goalPops = new Set<number>();
  const deleted = new Set<number>();
  const goals = new Set<number>();
  const ambitions = new Set<number>();
  for (const event of events) {
    if (!conversationCategory.owns(event.streamId) || !conversationCategory.is(event)) continue;
    const popId = conversationCategory.idOf(event.streamId);
    if (asKey(popId)) pops.add(popId);
    if (event.type === 'ConversationDeleted' && asKey(popId)) deleted.add(popId);
    const ids = goalIds(event);
    for (const id of ids) if (asKey(id)) goals.add(id);
    if (asKey(popId) && RECOUNTS.has(event.type)) goalPops.add(popId);
    const ambition = ambitionId(event);
    if (asKey(ambition)) ambitions.add(ambition);
  }
  const batch: ConversationsBatch = {
    conversations: new Rows(),
    goals: new Rows(),
    ambitions: new Rows(),
    renames: [],
    nullRenames: [],
    countKeys: new Map(),
    ints: [],
    timestamps: [],
    dates: [],
  };
  if (pops.size) {
    const { rows } = await tx.query<ConversationRow>(
      `SELECT id, hr_user_id, bedrijf_id, bedrijf_naam, medewerker_id, medewerker_naam, medewerker_email, datum_tijd::text, status,
              verslag, aantal_doelen, overall_progress::text, archiveer_datum::text, hr_gebruiker_naam, created_at::text, last_modified_at::text
         FROM pop_conversations WHERE id = ANY($1::int[])`,
      [[...pops]],
    );
    for (const row of rows) batch.conversations.load(row);
  }
  if (goals.size || goalPops.size) {
    const { rows } = await tx.query<GoalRow>(
      `SELECT id, pop_id, hr_user_id, omschrijving, notitie, voortgang, deadline::text, created_at::text
         FROM pop_goals WHERE pop_id = ANY($1::int[]) OR id = ANY($2::int[])`,
      [[...goalPops], [...goals]],
    );
    for (const row of rows) batch.goals.load(row);
  }
  if (ambitions.size || deleted.size) {
    const { rows } = await tx.query<AmbitionRow>(
      `SELECT id, pop_id, hr_user_id, omschrijving, notitie, created_at::text
         FROM pop_ambitions WHERE pop_id = ANY($1::int[]) OR id = ANY($2::int[])`,
      [[...deleted], [...ambitions]],
    );
    for (const row of rows) batch.ambitions.load(row);
  }
  return batch;
}

function countKey(batch: ConversationsBatch, row: ConversationRow) {
  const archived = row.archiveer_datum !== null;
  batch.countKeys.set(`${row.hr_user_id}/${row.bedrijf_id}/${row.status}/${archived}`, [
    row.hr_user_id,
    row.bedrijf_id,
    row.status,
    archived,
  ]);
}

/** Conversation changes keep the row's modified time; a changed status or archive date moves it to another count. */
function touch(batch: ConversationsBatch, popId: number, at: string, fields: Partial<ConversationRow> = {}) {
  const row = batch.conversations.get(popId);
  if (!row) return;
  Object.assign(row, fields, { last_modified_at: notNull('last_modified_at', at) });
  batch.conversations.changed.add(popId);
  if ('status' in fields || 'archiveer_datum' in fields) countKey(batch, row);
}

/** Counts derived from the conversation's goals, like `UPDATE ... FROM (SELECT count(*), round(avg(voortgang), 1) ...)`. */
function recountGoals(batch: ConversationsBatch, popId: number) {
  const row = batch.conversations.get(popId);
  if (!row) return;
  const goals = batch.goals.ofPop(popId);
  const n = goals.length;
  const sum = goals.reduce((total, goal) => total + Number(goal.voortgang), 0);
  // numeric round(): half away from zero, to one decimal, in integers (tenths).
  const tenths = n ? Math.sign(sum) * Math.floor((20 * Math.abs(sum) + n) / (2 * n)) : 0;
  if (Math.abs(tenths) >= 1000) refuse('overall_progress (numeric(3,1))', tenths / 10);
  row.aantal_doelen = n;
  row.overall_progress = tenths / 10;
  batch.conversations.changed.add(popId);
}

type ItemColumn = 'omschrijving' | 'notitie' | 'voortgang' | 'deadline';

function setItem(
  batch: ConversationsBatch,
  popId: number,
  at: string,
  item: { goalId: number } | { ambitionId: number },
  column: ItemColumn,
  value: unknown,
) {
  const isGoal = 'goalId' in item;
  const rows: Rows<GoalRow | AmbitionRow> = isGoal ? batch.goals : batch.ambitions;
  const id = isGoal ? item.goalId : item.ambitionId;
  const row = rows.get(id);
  if (row) {
    Object.assign(row, { [column]: column === 'deadline' ? value : notNull(column, value) });
    rows.changed.add(id);
  }
  if (column === 'voortgang') recountGoals(batch, popId);
  touch(batch, popId, at);
}

function removeItem(batch: ConversationsBatch, popId: number, at: string, item: { goalId: number } | { ambitionId: number }) {
  if ('goalId' in item) {
    batch.goals.remove(item.goalId);
    recountGoals(batch, popId);
  } else {
    batch.ambitions.remove(item.ambitionId);
  }
  touch(batch, popId, at);
}

function foldConversation(batch: ConversationsBatch, popId: number, event: ConversationEvent) {
  const at = event.data.at;
  ints(batch, popId);
  // ConversationDeleted never sent its time.
  if (event.type !== 'ConversationDeleted') timestamps(batch, at);
  switch (event.type) {
    case 'ConversationPlanned': {
      const d = event.data;
      ints(batch, d.ownerId, d.companyId, d.employeeId);
      timestamps(batch, d.scheduledAt);
      checkText([d.companyName, d.employeeName, d.employeeEmail, d.status, d.report, d.ownerName]);
      // NOT NULL is checked before ON CONFLICT, so also when the row is there already.
      const row: ConversationRow = {
        id: popId,
        hr_user_id: notNull('hr_user_id', d.ownerId),
        bedrijf_id: notNull('bedrijf_id', d.companyId),
        bedrijf_naam: notNull('bedrijf_naam', d.companyName),
        medewerker_id: notNull('medewerker_id', d.employeeId),
        medewerker_naam: notNull('medewerker_naam', d.employeeName),
        medewerker_email: notNull('medewerker_email', d.employeeEmail),
        datum_tijd: notNull('datum_tijd', d.scheduledAt),
        status: notNull('status', d.status),
        verslag: notNull('verslag', d.report),
        aantal_doelen: 0,
        overall_progress: 0,
        archiveer_datum: null,
        hr_gebruiker_naam: notNull('hr_gebruiker_naam', d.ownerName),
        created_at: notNull('created_at', at),
        last_modified_at: at,
      };
      if (batch.conversations.get(popId)) return;
      batch.conversations.insert(row);
      countKey(batch, row);
      return;
    }
    case 'ConversationRescheduled':
      timestamps(batch, event.data.scheduledAt);
      return touch(batch, popId, at, { datum_tijd: notNullIfThere(batch, popId, 'datum_tijd', event.data.scheduledAt) });
    case 'ConversationStatusChanged':
      checkText([event.data.status]);
      return touch(batch, popId, at, { status: notNullIfThere(batch, popId, 'status', event.data.status) });
    case 'ConversationReportWritten':
      checkText([event.data.report]);
      return touch(batch, popId, at, { verslag: notNullIfThere(batch, popId, 'verslag', event.data.report) });
    case 'ConversationArchived':
      return touch(batch, popId, at, { archiveer_datum: at });
    case 'ConversationUnarchived':
      return touch(batch, popId, at, { archiveer_datum: null });
    case 'ConversationDeleted':
      for (const goal of batch.goals.ofPop(popId)) batch.goals.remove(goal.id);
      for (const ambition of batch.ambitions.ofPop(popId)) batch.ambitions.remove(ambition.id);
      batch.conversations.remove(popId);
      return;
    case 'GoalAdded':
    case 'TemplateGoalsCopied': {
      const goals = event.type === 'GoalAdded' ? [event.data] : event.data.goals;
      ints(batch, ...goals.map((g) => g.goalId));
      checkText(goals.flatMap((g) => [g.description, g.note]));
      const conversation = batch.conversations.get(popId);
      if (conversation) {
        const rows = goals.map((g) => ({
          id: notNull('id', g.goalId),
          pop_id: popId,
          hr_user_id: conversation.hr_user_id,
          omschrijving: notNull('omschrijving', g.description),
          notitie: notNull('notitie', g.note),
          voortgang: 0,
          deadline: null,
          created_at: notNull('created_at', at),
        }));
        for (const row of rows) if (!batch.goals.get(row.id)) batch.goals.insert(row);
      }
      recountGoals(batch, popId);
      return touch(batch, popId, at);
    }
    case 'GoalDescriptionChanged':
    case 'AmbitionDescriptionChanged':
      ints(batch, 'goalId' in event.data ? event.data.goalId : event.data.ambitionId);
      checkText([event.data.description]);
      return setItem(batch, popId, at, event.data, 'omschrijving', event.data.description);
    case 'GoalNoteChanged':
    case 'AmbitionNoteChanged':
      ints(batch, 'goalId' in event.data ? event.data.goalId : event.data.ambitionId);
      checkText([event.data.note]);
      return setItem(batch, popId, at, event.data, 'notitie', event.data.note);
    case 'GoalProgressSet':
      ints(batch, event.data.goalId, event.data.progress);
      return setItem(batch, popId, at, event.data, 'voortgang', event.data.progress);
    case 'GoalDeadlineSet':
      ints(batch, event.data.goalId);
      dates(batch, event.data.deadline);
      return setItem(batch, popId, at, event.data, 'deadline', event.data.deadline);
    case 'GoalRemoved':
    case 'AmbitionRemoved':
      ints(batch, 'goalId' in event.data ? event.data.goalId : event.data.ambitionId);
      return removeItem(batch, popId, at, event.data);
    case 'AmbitionAdded': {
      const d = event.data;
      ints(batch, d.ambitionId);
      checkText([d.description, d.note]);
      const conversation = batch.conversations.get(popId);
      if (conversation) {
        const row: AmbitionRow = {
          id: notNull('id', d.ambitionId),
          pop_id: popId,
          hr_user_id: conversation.hr_user_id,
          omschrijving: notNull('omschrijving', d.description),
          notitie: notNull('notitie', d.note),
          created_at: notNull('created_at', at),
        };
        if (!batch.ambitions.get(row.id)) batch.ambitions.insert(row);
      }
      return touch(batch, popId, at);
    }
    default:
      return unhandled(event);
  }
}

/** An UPDATE fails on NULL only when it finds the row. */
function notNullIfThere<T>(batch: ConversationsBatch, popId: number, column: string, value: T): T {
  if (batch.conversations.get(popId)) notNull(column, value);
  return value;
}

/** A company or employee renamed: the conversations in memory now, and (write.ts) every other stored one. */
function rename(batch: ConversationsBatch, column: Rename['column'], id: number, value: string) {
  ints(batch, id);
  checkText([value]);
  const by = column === 'bedrijf_naam' ? 'bedrijf_id' : 'medewerker_id';
  for (const [popId, row] of batch.conversations.now) {
    if (!row || row[by] !== id) continue;
    row[column] = notNull(column, value);
    batch.conversations.changed.add(popId);
  }
  if (value === null || value === undefined) batch.nullRenames.push({ column, id });
  else batch.renames.push({ column, id, value });
}

/** Folds the events into the batch, in order. */
export const foldEvents = categoryRouter<ConversationsBatch>({
  pop: (batch, event, id) => foldConversation(batch, id, event),
  // List rows show the current company and employee names, like the rest of the app.
  company(batch, event, id) {
    if (event.type === 'CompanyRenamed') rename(batch, 'bedrijf_naam', id, event.data.name);
  },
  employee(batch, event, id) {
    if (event.type === 'EmployeeRenamed') rename(batch, 'medewerker_naam', id, event.data.name);
    if (event.type === 'EmployeeEmailChanged') rename(batch, 'medewerker_email', id, event.data.email);
  },
});
