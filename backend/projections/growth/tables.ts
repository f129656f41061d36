import { bool, date, int, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/*
 * Tables of the growth read model. Three layers:
 * - facts, written per event and guarded by stream position (conversations, goals, goal events,
 *   ambitions): the exact history the months are computed from;
 * - per goal and month, the goal's state at the end of every month in which it had an event
 *   (growth_goal_months; months in between carry the last state forward);
 * - per employee (and company) and month: flows of the month (conversations dated in it by status,
 *   goals set and ambitions recorded in those conversations) and the month's change of the stocks
 *   (goals, progress sum, goals reached, goals past their deadline, employee without a held
 *   conversation in the last 12 months). A stock at month M is the sum of its changes up to M, so a
 *   company row is the plain sum of its employees' rows and a month without a row carries forward.
 * Every employee and company row exists twice: `with_archived` false leaves archived conversations
 * out (the list's default), true counts them (the list's 'Toon gearchiveerd').
 */

/** The Dutch calendar month of an instant column, as the first day of the month. */
export const dutchMonthSql = (column: string) => `date_trunc('month', ${column} AT TIME ZONE 'Europe/Amsterdam')::date`;

/** `month` is the Dutch calendar month of scheduled_at: the month the conversation, its goals and ambitions belong to. */
export const growthConversationsTable = readModelTable(
  'growth_conversations',
  [
    { conversation_id: int(), owner_id: int(), company_id: int(), employee_id: int(), scheduled_at: timestamptz(), month: date() },
    { status: text(), archived: bool({ default: 'false' }), removed: bool({ default: 'false' }), version: int() },
  ],
  { primaryKey: ['conversation_id'] },
);

/**
 * `progress` is the state after the goal's last event (by time, then stream position), derived from
 * growth_goal_events; `last_month` is the month of its last event: a goal can change a month only
 * from here on (or at its deadline).
 */
export const growthGoalsTable = readModelTable(
  'growth_goals',
  [
    { goal_id: int(), conversation_id: int(), owner_id: int(), employee_id: int(), company_id: int() },
    // Shown and written by the goal's key, never filtered or sorted on: no statistics.
    { description: text({ statistics: false }), description_version: int({ statistics: false }) },
    { progress: int({ default: '0' }), deadline: date({ nullable: true }) },
    { removed: bool({ default: 'false' }), last_month: date({ nullable: true }) },
  ],
  { primaryKey: ['goal_id'] },
);

/** One row per goal event: added (progress 0, deadline none), progress, deadline, removed. */
export const growthGoalEventsTable = readModelTable(
  'growth_goal_events',
  [
    { goal_id: int(), version: int(), at: timestamptz() },
    // What a goal's event says, folded in order, never filtered on: no statistics.
    { progress: int({ nullable: true, statistics: false }), deadline_set: bool({ statistics: false }) },
    { deadline: date({ nullable: true, statistics: false }), removed: bool({ statistics: false }) },
  ],
  { primaryKey: ['goal_id', 'version'] },
);

export const growthAmbitionsTable = readModelTable(
  'growth_ambitions',
  { ambition_id: int(), conversation_id: int(), removed: bool({ default: 'false' }) },
  { primaryKey: ['ambition_id'] },
);

export const growthGoalMonthsTable = readModelTable(
  'growth_goal_months',
  { goal_id: int(), month: date(), progress: int(), deadline: date({ nullable: true }) },
  { primaryKey: ['goal_id', 'month'] },
);

/**
 * A figure of a month, summed and shown, never filtered, joined or sorted on (queries.ts, export-queries.ts): no
 * statistics. ANALYZE of the employees' months took 62-65 ms of a rebuild's end with them, 25 without.
 */
const figure = () => int({ statistics: false });

/** What every employee and company month row holds after its key: the month's flows, then the stocks' changes. */
const monthValueColumns = [
  { planned_count: figure(), open_count: figure(), completed_count: figure(), goals_set_count: figure(), ambition_count: figure() },
  {
    goal_count_delta: figure(),
    progress_delta: figure(),
    reached_delta: figure(),
    overdue_delta: figure(),
    without_conversation_delta: figure(),
  },
] as const;

export type MonthValueColumn = keyof (typeof monthValueColumns)[0] | keyof (typeof monthValueColumns)[1];
/** The value columns in table order. */
export const MONTH_VALUE_COLUMNS = monthValueColumns.flatMap((group) => Object.keys(group)) as MonthValueColumn[];

export const growthEmployeeMonthsTable = readModelTable(
  'growth_employee_months',
  [{ owner_id: int(), employee_id: int(), company_id: int(), with_archived: bool(), month: date() }, ...monthValueColumns],
  { primaryKey: ['owner_id', 'employee_id', 'company_id', 'with_archived', 'month'] },
);

export const growthCompanyMonthsTable = readModelTable(
  'growth_company_months',
  [{ owner_id: int(), company_id: int(), with_archived: bool(), month: date() }, ...monthValueColumns],
  { primaryKey: ['owner_id', 'company_id', 'with_archived', 'month'] },
);

export type GrowthConversationRow<Instant = string> = RowOf<typeof growthConversationsTable.columns, Instant>;
export type GrowthGoalRow<Instant = string> = RowOf<typeof growthGoalsTable.columns, Instant>;
export type GrowthGoalEventRow = RowOf<typeof growthGoalEventsTable.columns>;
export type GrowthAmbitionRow = RowOf<typeof growthAmbitionsTable.columns>;
/** A month's values as stored: the month's flows and the changes of the stocks. */
export type MonthValues = Pick<RowOf<typeof growthEmployeeMonthsTable.columns>, MonthValueColumn>;

/** Every table of the growth read model, facts first. */
export const growthTables = [
  growthConversationsTable,
  growthGoalsTable,
  growthGoalEventsTable,
  growthAmbitionsTable,
  growthGoalMonthsTable,
  growthEmployeeMonthsTable,
  growthCompanyMonthsTable,
];

/** The tables without their secondary indexes: what a rebuild's replay writes its facts into. */
export const GROWTH_TABLES_SQL = growthTables.map((table) => table.ddl).join('\n');

/** The facts' secondary indexes: the months are derived through them, the read API reads through them. */
export const GROWTH_FACT_INDEXES_SQL = `
  CREATE INDEX growth_conversations_employee ON growth_conversations (owner_id, employee_id);
  CREATE INDEX growth_conversations_company ON growth_conversations (owner_id, company_id, scheduled_at, conversation_id);
  -- A moved goal's events from a month on (derive-months.ts).
  CREATE INDEX growth_goal_events_at ON growth_goal_events (goal_id, at);
  CREATE INDEX growth_goals_conversation ON growth_goals (conversation_id, goal_id);
  CREATE INDEX growth_goals_employee ON growth_goals (owner_id, employee_id);
  CREATE INDEX growth_goals_company ON growth_goals (owner_id, company_id, goal_id);
  -- The current month counts a deadline as passed only once its day is over (read-api/growth).
  CREATE INDEX growth_goals_company_deadline ON growth_goals (owner_id, company_id, deadline) WHERE deadline IS NOT NULL;
  CREATE INDEX growth_goals_employee_deadline ON growth_goals (owner_id, employee_id, deadline) WHERE deadline IS NOT NULL;
  CREATE INDEX growth_ambitions_conversation ON growth_ambitions (conversation_id);`;

/** The month tables' secondary index. */
export const GROWTH_MONTH_INDEXES_SQL = `
  CREATE INDEX growth_employee_months_company ON growth_employee_months (owner_id, company_id, with_archived, employee_id, month);`;

export const growthSetupSql = [GROWTH_TABLES_SQL, GROWTH_FACT_INDEXES_SQL, GROWTH_MONTH_INDEXES_SQL].join('\n');
