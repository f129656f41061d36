/**
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
 * Every employee and company row exists twice: `met_archief` false leaves archived conversations
 * out (the list's default), true counts them (the list's 'Toon gearchiveerd').
 */

const MONTH_COLUMNS = `
  gesprekken_gepland integer NOT NULL,
  gesprekken_open integer NOT NULL,
  gesprekken_afgerond integer NOT NULL,
  doelen_gezet integer NOT NULL,
  ambities integer NOT NULL,
  doelen_delta integer NOT NULL,
  voortgang_delta integer NOT NULL,
  behaald_delta integer NOT NULL,
  over_tijd_delta integer NOT NULL,
  zonder_gesprek_delta integer NOT NULL`;

/** The columns every employee and company month row has after its key, in table order. */
export const MONTH_VALUE_COLUMNS = [
  'gesprekken_gepland',
  'gesprekken_open',
  'gesprekken_afgerond',
  'doelen_gezet',
  'ambities',
  'doelen_delta',
  'voortgang_delta',
  'behaald_delta',
  'over_tijd_delta',
  'zonder_gesprek_delta',
] as const;
export type MonthValueColumn = (typeof MONTH_VALUE_COLUMNS)[number];

/** The tables without their secondary indexes: what a rebuild's replay writes its facts into. */
export const GROWTH_TABLES_SQL = `
  CREATE TABLE growth_conversations (
    pop_id integer PRIMARY KEY,
    hr_user_id integer NOT NULL,
    bedrijf_id integer NOT NULL,
    medewerker_id integer NOT NULL,
    datum_tijd timestamptz NOT NULL,
    -- The Dutch calendar month of datum_tijd: the month the conversation, its goals and ambitions belong to.
    maand date NOT NULL,
    status text NOT NULL,
    gearchiveerd boolean NOT NULL DEFAULT false,
    verwijderd boolean NOT NULL DEFAULT false,
    version integer NOT NULL
  );

  CREATE TABLE growth_goals (
    goal_id integer PRIMARY KEY,
    pop_id integer NOT NULL,
    hr_user_id integer NOT NULL,
    medewerker_id integer NOT NULL,
    bedrijf_id integer NOT NULL,
    omschrijving text NOT NULL,
    omschrijving_version integer NOT NULL,
    -- The state after the goal's last event (by time, then stream position), derived from growth_goal_events.
    voortgang integer NOT NULL DEFAULT 0,
    deadline date,
    verwijderd boolean NOT NULL DEFAULT false,
    -- The month of its last event: a goal can change a month only from here on (or at its deadline).
    laatste_maand date
  );

  -- One row per goal event: added (voortgang 0, deadline none), progress, deadline, removed.
  CREATE TABLE growth_goal_events (
    goal_id integer NOT NULL,
    version integer NOT NULL,
    at timestamptz NOT NULL,
    voortgang integer,
    deadline_set boolean NOT NULL,
    deadline date,
    verwijderd boolean NOT NULL,
    PRIMARY KEY (goal_id, version)
  );

  CREATE TABLE growth_ambitions (
    ambition_id integer PRIMARY KEY,
    pop_id integer NOT NULL,
    verwijderd boolean NOT NULL DEFAULT false
  );

  CREATE TABLE growth_goal_months (
    goal_id integer NOT NULL,
    maand date NOT NULL,
    voortgang integer NOT NULL,
    deadline date,
    PRIMARY KEY (goal_id, maand)
  );

  CREATE TABLE growth_employee_months (
    hr_user_id integer NOT NULL,
    medewerker_id integer NOT NULL,
    bedrijf_id integer NOT NULL,
    met_archief boolean NOT NULL,
    maand date NOT NULL,${MONTH_COLUMNS},
    PRIMARY KEY (hr_user_id, medewerker_id, bedrijf_id, met_archief, maand)
  );

  CREATE TABLE growth_company_months (
    hr_user_id integer NOT NULL,
    bedrijf_id integer NOT NULL,
    met_archief boolean NOT NULL,
    maand date NOT NULL,${MONTH_COLUMNS},
    PRIMARY KEY (hr_user_id, bedrijf_id, met_archief, maand)
  );`;

/** The facts' secondary indexes: the months are derived through them, the read API reads through them. */
export const GROWTH_FACT_INDEXES_SQL = `
  CREATE INDEX growth_conversations_employee ON growth_conversations (hr_user_id, medewerker_id);
  CREATE INDEX growth_conversations_company ON growth_conversations (hr_user_id, bedrijf_id, datum_tijd, pop_id);
  CREATE INDEX growth_goals_pop ON growth_goals (pop_id, goal_id);
  CREATE INDEX growth_goals_employee ON growth_goals (hr_user_id, medewerker_id);
  CREATE INDEX growth_goals_company ON growth_goals (hr_user_id, bedrijf_id, goal_id);
  -- The current month counts a deadline as passed only once its day is over (read-api/growth).
  CREATE INDEX growth_goals_company_deadline ON growth_goals (hr_user_id, bedrijf_id, deadline) WHERE deadline IS NOT NULL;
  CREATE INDEX growth_goals_employee_deadline ON growth_goals (hr_user_id, medewerker_id, deadline) WHERE deadline IS NOT NULL;
  CREATE INDEX growth_ambitions_pop ON growth_ambitions (pop_id);`;

/** The month tables' secondary index. */
export const GROWTH_MONTH_INDEXES_SQL = `
  CREATE INDEX growth_employee_months_company ON growth_employee_months (hr_user_id, bedrijf_id, met_archief, medewerker_id, maand);`;

export const growthSetupSql = [GROWTH_TABLES_SQL, GROWTH_FACT_INDEXES_SQL, GROWTH_MONTH_INDEXES_SQL].join('\n');
