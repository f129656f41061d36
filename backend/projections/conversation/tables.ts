import { readModelTable, type RowOf } from '../read-model-table';

/** One row per conversation, shaped for the list, the detail and the dashboard. */
export const conversationsTable = readModelTable(
  'conversations',
  {
    id: { type: 'int' },
    owner_id: { type: 'int' },
    company_id: { type: 'int' },
    company_name: { type: 'text' },
    employee_id: { type: 'int' },
    employee_name: { type: 'text' },
    employee_email: { type: 'text' },
    scheduled_at: { type: 'timestamptz' },
    status: { type: 'text' },
    report: { type: 'text', default: "''" },
    goal_count: { type: 'int', default: '0' },
    overall_progress: { type: 'numeric(3,1)', default: '0' },
    archived_at: { type: 'timestamptz', nullable: true },
    owner_name: { type: 'text' },
    created_at: { type: 'timestamptz' },
    last_modified_at: { type: 'timestamptz' },
    // What the list's free-text search looks in, lower case: employee, company, status, date as shown.
    search_text: { type: 'text', default: "''", derived: true },
  },
  { primaryKey: ['id'] },
);

/** What a goal and an ambition of a conversation both are: a text with a note, kept under its conversation and owner. */
const conversationItemColumns = {
  id: { type: 'int' },
  conversation_id: { type: 'int' },
  owner_id: { type: 'int' },
  description: { type: 'text' },
  note: { type: 'text', default: "''" },
} as const;

export const conversationGoalsTable = readModelTable(
  'conversation_goals',
  {
    ...conversationItemColumns,
    progress: { type: 'int', default: '0' },
    deadline: { type: 'date', nullable: true },
    created_at: { type: 'timestamptz' },
  },
  { primaryKey: ['id'] },
);

export const conversationAmbitionsTable = readModelTable(
  'conversation_ambitions',
  {
    ...conversationItemColumns,
    created_at: { type: 'timestamptz' },
  },
  { primaryKey: ['id'] },
);

/** Row counts per owner, company, status and archived flag: the list's total without counting rows. */
export const conversationCountsTable = readModelTable(
  'conversation_counts',
  {
    owner_id: { type: 'int' },
    company_id: { type: 'int' },
    status: { type: 'text' },
    archived: { type: 'boolean' },
    n: { type: 'int' },
  },
  { primaryKey: ['owner_id', 'company_id', 'status', 'archived'] },
);

/**
 * Row counts per employee, company, status and archived flag with the text a search looks in, but for
 * the date (search_name: search_text up to the date, which is ' ' and digits, '/' and ':' only): the
 * total of a search for a term without those characters, summed over the owner's few hundred keys
 * instead of counted over every matching row (queries.ts). A key is gone when its count is 0, so an
 * old name is not kept here after a rename or an erasure.
 */
export const conversationSearchCountsTable = readModelTable(
  'conversation_search_counts',
  {
    owner_id: { type: 'int' },
    employee_id: { type: 'int' },
    company_id: { type: 'int' },
    status: { type: 'text' },
    archived: { type: 'boolean' },
    search_name: { type: 'text' },
    n: { type: 'int' },
  },
  { primaryKey: ['owner_id', 'employee_id', 'company_id', 'status', 'archived', 'search_name'] },
);

/** A conversation row as the projection reads and writes it: instants as PostgreSQL's text. */
export type ConversationRow = RowOf<typeof conversationsTable.columns>;
/** The same row as the read side gets it: instants as Dates. */
export type ConversationReadRow = RowOf<typeof conversationsTable.columns, Date>;
export type GoalRow = RowOf<typeof conversationGoalsTable.columns>;
export type AmbitionRow = RowOf<typeof conversationAmbitionsTable.columns>;
