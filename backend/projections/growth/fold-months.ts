import { Slices } from '../../platform/slices';
import { CopyBinary, daysSince2000 } from '../copy-binary';
import { MONTH_VALUE_COLUMNS, type MonthValueColumn } from './tables';
import {
  AT_MS,
  DEADLINE,
  DEADLINE_SET,
  dayText,
  FLAGS,
  GOAL_EVENT_FIELDS,
  MONTH,
  monthDate,
  monthOfDay,
  PROGRESS,
  REMOVED,
  VERSION,
  type ConversationFact,
  type Month,
  type ReplayFacts,
} from './replay-facts';

/*
 * A rebuild's months folded in Node from the facts its replay kept in memory (replay-facts.ts): the same
 * rows as the statements over every month (derive-months.ts: goalMonthsSql, insertNewSql), which sort and
 * window every goal event and goal month several times in PostgreSQL. What each value means is written
 * down there; the growth property test holds both ways to the plain fold in tests/support/growth-fold.ts.
 */

const NO_MONTH = Number.NEGATIVE_INFINITY;

/** A goal's state at the end of a month with an event; `deadline` a day number or -1. */
interface MonthState {
  month: Month;
  progress: number;
  deadline: number;
}

/** A goal's last state, written back to growth_goals as the statement over every goal does. */
export interface GoalLastState {
  goal_id: number;
  progress: number;
  deadline: string | null;
  removed: boolean;
  last_month: string;
}

/**
 * The folded rows. The month tables' rows in COPY's binary format (copy-binary.ts), in the tables' column order,
 * written as they are folded instead of an object per row for copyRows to format again; months and days go as
 * their day numbers, without the text PostgreSQL would read them from.
 */
export interface FoldedMonths {
  /** growth_goal_months: goal_id, month, progress, deadline. */
  goalMonths: Buffer[];
  goalStates: GoalLastState[];
  /** growth_employee_months: owner_id, employee_id, company_id, with_archived, month, then MONTH_VALUE_COLUMNS. */
  employeeMonths: Buffer[];
}

/** The first day of a month (Month) as a date of the binary format. */
const monthDays = (month: Month) => daysSince2000(Math.floor(month / 12), (month % 12) + 1, 1);
/** A day number YYYYMMDD (a deadline) as a date of the binary format. */
const dayDays = (day: number) => daysSince2000(Math.floor(day / 10_000), Math.floor(day / 100) % 100, day % 100);

/** The goal's events in time order (at, then stream position): as they came, nearly always. */
function inTimeOrder(list: number[]): number[] {
  const count = list.length / GOAL_EVENT_FIELDS;
  // Checked without a comparator first: a function made per goal costs its naming under tsx (esbuild's keepNames).
  let ordered = true;
  for (let at = GOAL_EVENT_FIELDS; at < list.length && ordered; at += GOAL_EVENT_FIELDS) {
    const before = at - GOAL_EVENT_FIELDS;
    ordered = (list[before + AT_MS]! - list[at + AT_MS]! || list[before + VERSION]! - list[at + VERSION]!) <= 0;
  }
  if (ordered) return list;
  const later = (a: number, b: number) => list[a + AT_MS]! - list[b + AT_MS]! || list[a + VERSION]! - list[b + VERSION]!;
  const starts = Array.from({ length: count }, (_, k) => k * GOAL_EVENT_FIELDS).sort(later);
  return starts.flatMap((start) => list.slice(start, start + GOAL_EVENT_FIELDS));
}

/**
 * Each goal's state at the end of every month with an event (its last progress, 0 before any; its last
 * deadline set, none before any; removed once any event removed it): a removed goal, or one of a removed
 * conversation, keeps no months. Goals without a goal row (their conversation never came) are no one's.
 */
async function foldGoals(facts: ReplayFacts, months: Map<number, MonthState[]>, goalMonths: CopyBinary, slices: Slices) {
  const states: GoalLastState[] = [];
  await slices.each(facts.goalEvents, ([goalId, stored]) => {
    const state = foldGoal(facts, goalId, stored, months, goalMonths);
    if (state) states.push(state);
  });
  return states;
}

/** One goal of foldGoals: its months (into `months` and `goalMonths`) and its last state; undefined when it is no one's. */
function foldGoal(facts: ReplayFacts, goalId: number, stored: number[], months: Map<number, MonthState[]>, goalMonths: CopyBinary) {
  const goal = facts.goals.get(goalId);
  if (!goal || !stored.length) return undefined;
  const list = inTimeOrder(stored);
  let removed = false;
  for (let i = FLAGS; i < list.length; i += GOAL_EVENT_FIELDS) if (list[i]! & REMOVED) removed = true;
  const keep = !removed && !facts.conversations.get(goal.conversation)!.removed;
  const kept: MonthState[] = [];
  let progress = 0;
  let deadline = -1;
  let month = NO_MONTH;
  for (let i = 0; i < list.length; i += GOAL_EVENT_FIELDS) {
    if (list[i + PROGRESS]! >= 0) progress = list[i + PROGRESS]!;
    if (list[i + FLAGS]! & DEADLINE_SET) deadline = list[i + DEADLINE]!;
    month = list[i + MONTH]!;
    // The last event of its month: the month's state.
    const next = i + GOAL_EVENT_FIELDS;
    if (keep && (next === list.length || list[next + MONTH] !== month)) {
      kept.push({ month, progress, deadline });
      goalMonths.row(4);
      goalMonths.int(goalId);
      goalMonths.day(monthDays(month));
      goalMonths.int(progress);
      if (deadline < 0) goalMonths.null();
      else goalMonths.day(dayDays(deadline));
    }
  }
  if (kept.length) months.set(goalId, kept);
  return { goal_id: goalId, progress, deadline: deadline < 0 ? null : dayText(deadline), removed, last_month: monthDate(month) };
}

/** A value column's place in MONTH_VALUE_COLUMNS. */
const COLUMN = Object.fromEntries(MONTH_VALUE_COLUMNS.map((c, i) => [c, i])) as Record<MonthValueColumn, number>;

/** One employee, company and scope: its months' changes, one array of the value columns per month. */
interface EmployeeScope {
  owner: number;
  employee: number;
  company: number;
  withArchived: boolean;
  months: Map<Month, number[]>;
}

/** Per employee, company and scope: its months' changes, summed as they come. */
class EmployeeMonths {
  private readonly scopes = new Map<string, EmployeeScope>();

  of(owner: number, employee: number, company: number, withArchived: boolean): EmployeeScope {
    const id = `${owner}/${employee}/${company}/${withArchived}`;
    let scope = this.scopes.get(id);
    if (!scope) this.scopes.set(id, (scope = { owner, employee, company, withArchived, months: new Map() }));
    return scope;
  }

  /** The rows with something to say, as COPY lines. */
  async lines(slices: Slices): Promise<Buffer[]> {
    const out = new CopyBinary();
    await slices.each(this.scopes.values(), (scope) => writeScopeMonths(out, scope));
    return out.end();
  }
}

/** A scope's months with something to say, as COPY rows. */
function writeScopeMonths(out: CopyBinary, { owner, employee, company, withArchived, months }: EmployeeScope) {
  for (const [month, values] of months) {
    if (allZero(values)) continue;
    out.row(5 + values.length);
    out.int(owner);
    out.int(employee);
    out.int(company);
    out.boolean(withArchived);
    out.day(monthDays(month));
    for (let i = 0; i < values.length; i++) out.int(values[i]!);
  }
}

function allZero(values: readonly number[]) {
  for (let i = 0; i < values.length; i++) if (values[i] !== 0) return false;
  return true;
}

function add(scope: EmployeeScope, month: Month, column: number, value: number) {
  if (value === 0) return;
  let values = scope.months.get(month);
  if (!values) scope.months.set(month, (values = new Array<number>(MONTH_VALUE_COLUMNS.length).fill(0)));
  values[column]! += value;
}

const SCOPES = [false, true] as const;
const dueMonth = (deadline: number) => (deadline < 0 ? undefined : monthOfDay(deadline));
const STATUS_COLUMN: Record<string, number | undefined> = {
  gepland: COLUMN.planned_count,
  open: COLUMN.open_count,
  afgerond: COLUMN.completed_count,
};

/** Flows and goal changes per month: a goal's stock changes at its months and when its deadline falls due between them. */
async function foldFlowsAndGoals(
  facts: ReplayFacts,
  goalMonths: Map<number, MonthState[]>,
  removedGoals: Set<number>,
  into: EmployeeMonths,
  slices: Slices,
) {
  const goalsPer = perConversation(facts.goals, removedGoals);
  const ambitionsPer = perConversation(facts.ambitions);
  // The scopes a conversation counts in (its goals too: they have its owner, employee and company).
  const scopesOf = new Map<number, EmployeeScope[]>();
  await slices.each(facts.conversations, ([id, c]) => {
    if (!c.removed) scopesOf.set(id, foldConversationFlows(c, goalsPer.get(id) ?? 0, ambitionsPer.get(id) ?? 0, into));
  });
  // A goal with months is of a conversation that is not removed.
  await slices.each(goalMonths, ([id, months]) => foldGoalChanges(months, scopesOf.get(facts.goals.get(id)!.conversation)!));
}

/** How many items (goals, ambitions) each conversation has, but those removed (`removed` or their own flag). */
function perConversation(items: ReadonlyMap<number, { conversation: number; removed?: boolean }>, removed?: ReadonlySet<number>) {
  const counts = new Map<number, number>();
  for (const [id, item] of items) {
    if (item.removed || removed?.has(id)) continue;
    counts.set(item.conversation, (counts.get(item.conversation) ?? 0) + 1);
  }
  return counts;
}

/** A conversation's flows (its status, goals set, ambitions) in the scopes it counts in, which it returns. */
function foldConversationFlows(c: ConversationFact, goals: number, ambitions: number, into: EmployeeMonths): EmployeeScope[] {
  const status = STATUS_COLUMN[c.status];
  const scopes: EmployeeScope[] = [];
  for (const withArchived of SCOPES) if (withArchived || !c.archived) scopes.push(into.of(c.owner, c.employee, c.company, withArchived));
  for (const scope of scopes) {
    if (status !== undefined) add(scope, c.month, status, 1);
    add(scope, c.month, COLUMN.goals_set_count, goals);
    add(scope, c.month, COLUMN.ambition_count, ambitions);
  }
  return scopes;
}

/** A goal's stock changes: at each month with an event, and the month its deadline falls due when no event comes first. */
function foldGoalChanges(months: readonly MonthState[], scopes: readonly EmployeeScope[]) {
  let progress = 0;
  let reached = 0;
  let overdue = 0;
  let first = true;
  for (let k = 0; k < months.length; k++) {
    const state = months[k]!;
    const due = dueMonth(state.deadline);
    const then = k + 1 < months.length ? months[k + 1]!.month : undefined;
    const dueBetween = due !== undefined && due > state.month && (then === undefined || due < then);
    // The state at its own month, then (the same state) at the month its deadline falls due.
    for (let point = 0; point < (dueBetween ? 2 : 1); point++) {
      const month = point === 0 ? state.month : due!;
      const nowReached = state.progress === 10 ? 1 : 0;
      const nowOverdue = due !== undefined && due <= month && state.progress < 10 ? 1 : 0;
      for (const scope of scopes) {
        if (first) add(scope, month, COLUMN.goal_count_delta, 1);
        add(scope, month, COLUMN.progress_delta, state.progress - progress);
        add(scope, month, COLUMN.reached_delta, nowReached - reached);
        add(scope, month, COLUMN.overdue_delta, nowOverdue - overdue);
      }
      first = false;
      progress = state.progress;
      reached = nowReached;
      overdue = nowOverdue;
    }
  }
}

/**
 * "No conversation held in the last 12 months", per employee, company and scope: it changes at the first
 * month with a conversation, at each held month (open or afgerond) and twelve months after one when no other
 * came in between; its change at such a point is its state there minus its state the month before.
 */
async function foldLapses(facts: ReplayFacts, into: EmployeeMonths, slices: Slices) {
  await slices.each(lapseKeys(facts, into), ([scope, { first, held }]) => foldLapsesOf(scope, first, held));
}

/** Per employee, company and scope with a conversation: its first month and its held months. */
function lapseKeys(facts: ReplayFacts, into: EmployeeMonths) {
  const keys = new Map<EmployeeScope, { first: Month; held: Set<Month> }>();
  for (const c of facts.conversations.values()) {
    if (c.removed) continue;
    for (const withArchived of SCOPES) {
      if (!withArchived && c.archived) continue;
      const scope = into.of(c.owner, c.employee, c.company, withArchived);
      let k = keys.get(scope);
      if (!k) keys.set(scope, (k = { first: c.month, held: new Set() }));
      k.first = Math.min(k.first, c.month);
      if (c.status !== 'gepland') k.held.add(c.month);
    }
  }
  return keys;
}

const ascending = (a: number, b: number) => a - b;

/** One scope of foldLapses: its first month with a conversation and its held months. */
function foldLapsesOf(scope: EmployeeScope, first: Month, held: Set<Month>) {
  const heldMonths = [...held].sort(ascending);
  const points = new Set<Month>([first, ...heldMonths]);
  for (let k = 0; k < heldMonths.length; k++) {
    const month = heldMonths[k]!;
    if (k + 1 === heldMonths.length || heldMonths[k + 1]! > month + 12) points.add(month + 12);
  }
  for (const p of points) add(scope, p, COLUMN.without_conversation_delta, lapsed(heldMonths, first, p) - lapsed(heldMonths, first, p - 1));
}

/** 1 when no month of `heldMonths` (sorted) lies in the 12 months up to `probe` and `probe` is not before `first`. */
function lapsed(heldMonths: readonly Month[], first: Month, probe: Month) {
  if (probe < first) return 0;
  // The latest held month at or before the probe, by binary search.
  let lo = 0;
  let hi = heldMonths.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (heldMonths[mid]! <= probe) lo = mid + 1;
    else hi = mid;
  }
  const latest = lo > 0 ? heldMonths[lo - 1]! : NO_MONTH;
  return latest < probe - 11 ? 1 : 0;
}

/**
 * Every goal month, goal's last state and employee month of the replay's facts. The fold takes Node's thread
 * for about 0.3 s of a rebuild of the bench's history, while the other read models' late indexes wait for it
 * to be sent: in slices, PostgreSQL builds them meanwhile (`facts` must not change until it is done).
 */
export async function foldMonths(facts: ReplayFacts): Promise<FoldedMonths> {
  const slices = new Slices();
  const months = new Map<number, MonthState[]>();
  const goalMonths = new CopyBinary();
  const goalStates = await foldGoals(facts, months, goalMonths, slices);
  const removedGoals = new Set(goalStates.filter((s) => s.removed).map((s) => s.goal_id));
  const employees = new EmployeeMonths();
  await foldFlowsAndGoals(facts, months, removedGoals, employees, slices);
  await foldLapses(facts, employees, slices);
  return { goalMonths: goalMonths.end(), goalStates, employeeMonths: await employees.lines(slices) };
}
