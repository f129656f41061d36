import { bool, date, int, numeric31, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/**
 * The function of `search_text`, created before the table. A generated column takes only immutable functions;
 * `to_char` of a time in a named zone is stable, as it follows the time zone rules PostgreSQL ships. What a row
 * holds is computed when it is written, as the trigger before it did; a new release of those rules changes no
 * stored row (a rebuild computes them all again). PL/pgSQL, not SQL: a SQL function PostgreSQL cannot inline
 * (to_char is not immutable) runs as a query of its own for every row; 20,000 conversations copied in took
 * 150 ms with it, 117 ms with this, 77 ms without the column.
 */
export const CONVERSATION_SEARCH_TEXT_SQL = `
    CREATE FUNCTION conversation_search_text(employee_name text, company_name text, status text, scheduled_at timestamptz)
      RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
      BEGIN
        RETURN lower(employee_name || ' ' || company_name || ' ' || status || ' ' ||
          to_char(scheduled_at AT TIME ZONE 'Europe/Amsterdam', 'DD/MM/YYYY HH24:MI'));
      END $fn$;`;

/**
 * One row per conversation, shaped for the list, the detail and the dashboard. `search_text` is what
 * the list's free-text search looks in, lower case: employee, company, status, date as shown; computed by
 * PostgreSQL as each row is written (CONVERSATION_SEARCH_TEXT_SQL). A column only shown (the detail, the export),
 * never filtered, joined or sorted on (queries.ts and the other readers), keeps no statistics; so do the goals'
 * and ambitions' texts and times below.
 */
export const conversationsTable = readModelTable(
  'conversations',
  [
    { id: int(), owner_id: int(), company_id: int(), company_name: text(), employee_id: int(), employee_name: text() },
    {
      employee_email: text({ statistics: false }),
      scheduled_at: timestamptz(),
      status: text(),
      report: text({ default: "''", statistics: false }),
    },
    { goal_count: int({ default: '0' }), overall_progress: numeric31({ default: '0' }), archived_at: timestamptz({ nullable: true }) },
    {
      owner_name: text({ statistics: false }),
      created_at: timestamptz({ statistics: false }),
      last_modified_at: timestamptz({ statistics: false }),
    },
    { search_text: text({ generated: 'conversation_search_text(employee_name, company_name, status, scheduled_at)' }) },
  ],
  { primaryKey: ['id'] },
);

/** What a goal and an ambition of a conversation both are: a text with a note, kept under its conversation and owner. */
const conversationItemColumns = {
  id: int(),
  conversation_id: int(),
  owner_id: int(),
  description: text({ statistics: false }),
  note: text({ default: "''", statistics: false }),
};

export const conversationGoalsTable = readModelTable(
  'conversation_goals',
  [
    conversationItemColumns,
    { progress: int({ default: '0' }), deadline: date({ nullable: true }), created_at: timestamptz({ statistics: false }) },
  ],
  { primaryKey: ['id'] },
);

export const conversationAmbitionsTable = readModelTable(
  'conversation_ambitions',
  [conversationItemColumns, { created_at: timestamptz({ statistics: false }) }],
  { primaryKey: ['id'] },
);

/** Row counts per owner, company, status and archived flag: the list's total without counting rows. */
export const conversationCountsTable = readModelTable(
  'conversation_counts',
  { owner_id: int(), company_id: int(), status: text(), archived: bool(), n: int() },
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
  { owner_id: int(), employee_id: int(), company_id: int(), status: text(), archived: bool(), search_name: text(), n: int() },
  { primaryKey: ['owner_id', 'employee_id', 'company_id', 'status', 'archived', 'search_name'] },
);

/** A conversation row as the projection reads and writes it: instants as PostgreSQL's text. */
export type ConversationRow = RowOf<typeof conversationsTable.columns>;
/** The same row as the read side gets it: instants as Dates. */
export type ConversationReadRow = RowOf<typeof conversationsTable.columns, Date>;
export type GoalRow = RowOf<typeof conversationGoalsTable.columns>;
export type AmbitionRow = RowOf<typeof conversationAmbitionsTable.columns>;
