/**
 * The growth read model written as a plain fold, for the property test only: no SQL, no deltas
 * computed incrementally, every month evaluated from the raw events by the definitions in
 * backend/projections/growth (state at the end of a month = the events whose Dutch month is at most
 * that month; a deadline has passed at the end of the month it falls in). It must give exactly the
 * rows the projection stores.
 */
import { dutchMonth } from '../../contracts/dutch-time';

export interface FoldEvent {
  streamId: string;
  streamPosition: number;
  type: string;
  data: Record<string, unknown>;
}

interface Conv {
  owner: number;
  company: number;
  employee: number;
  month: string;
  status: string;
  archived: boolean;
  deleted: boolean;
}
interface GoalEv {
  at: string;
  version: number;
  progress?: number;
  deadline?: string | null;
}
interface Goal {
  pop: number;
  events: GoalEv[];
  removed: boolean;
}

export interface MonthRow {
  key: string;
  month: string;
  values: number[];
}

export const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};

function fold(events: readonly FoldEvent[]) {
  const convs = new Map<number, Conv>();
  const goals = new Map<number, Goal>();
  const ambitions = new Map<number, { pop: number; removed: boolean }>();
  for (const e of events) {
    const pop = Number(e.streamId.slice('pop-'.length));
    const d = e.data as Record<string, never>;
    const conv = convs.get(pop);
    const at = d.at as string;
    const goalEvent = (goalId: number, ev: Partial<GoalEv>) => goals.get(goalId)?.events.push({ at, version: e.streamPosition, ...ev });
    switch (e.type) {
      case 'ConversationPlanned':
        if (!conv)
          convs.set(pop, {
            owner: d.ownerId,
            company: d.companyId,
            employee: d.employeeId,
            month: dutchMonth(d.scheduledAt),
            status: d.status,
            archived: false,
            deleted: false,
          });
        break;
      case 'ConversationRescheduled':
        if (conv) conv.month = dutchMonth(d.scheduledAt);
        break;
      case 'ConversationStatusChanged':
        if (conv) conv.status = d.status;
        break;
      case 'ConversationArchived':
      case 'ConversationUnarchived':
        if (conv) conv.archived = e.type === 'ConversationArchived';
        break;
      case 'ConversationDeleted':
        if (conv) conv.deleted = true;
        break;
      case 'GoalAdded':
      case 'TemplateGoalsCopied':
        for (const g of e.type === 'GoalAdded' ? [d] : (d.goals as { goalId: number }[])) {
          if (conv && !goals.has(g.goalId)) goals.set(g.goalId, { pop, events: [], removed: false });
          goalEvent(g.goalId, { progress: 0, deadline: null });
        }
        break;
      case 'GoalProgressSet':
        goalEvent(d.goalId, { progress: d.progress });
        break;
      case 'GoalDeadlineSet':
        goalEvent(d.goalId, { deadline: d.deadline });
        break;
      case 'GoalRemoved': {
        const goal = goals.get(d.goalId);
        if (goal) goal.removed = true;
        break;
      }
      case 'AmbitionAdded':
        if (!ambitions.has(d.ambitionId)) ambitions.set(d.ambitionId, { pop, removed: false });
        break;
      case 'AmbitionRemoved': {
        const a = ambitions.get(d.ambitionId);
        if (a) a.removed = true;
        break;
      }
    }
  }
  return { convs, goals, ambitions };
}

const byTime = (a: GoalEv, b: GoalEv) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.version - b.version);

/** The goal's progress and deadline after the events of months up to `month`; undefined before it exists. */
function goalAt(goal: Goal, month: string) {
  const seen = goal.events.filter((e) => dutchMonth(e.at) <= month).sort(byTime);
  if (!seen.length) return undefined;
  let progress = 0;
  let deadline: string | null = null;
  for (const e of seen) {
    if (e.progress !== undefined) progress = e.progress;
    if (e.deadline !== undefined) deadline = e.deadline;
  }
  return { progress, deadline };
}

export function expectedGrowth(events: readonly FoldEvent[]) {
  const { convs, goals, ambitions } = fold(events);
  const live = (goal: Goal) => !goal.removed && !convs.get(goal.pop)!.deleted;

  const goalMonths: { goal_id: number; month: string; progress: number; deadline: string | null }[] = [];
  const current: { goal_id: number; progress: number; deadline: string | null; removed: boolean }[] = [];
  for (const [goalId, goal] of goals) {
    const months = [...new Set(goal.events.map((e) => dutchMonth(e.at)))].sort();
    const now = goalAt(goal, '9999-12')!;
    current.push({ goal_id: goalId, progress: now.progress, deadline: now.deadline, removed: goal.removed });
    if (!live(goal)) continue;
    for (const month of months) {
      const s = goalAt(goal, month)!;
      goalMonths.push({ goal_id: goalId, month, progress: s.progress, deadline: s.deadline });
    }
  }

  const employeeRows: MonthRow[] = [];
  const keys = new Set([...convs.values()].map((c) => `${c.owner}/${c.employee}/${c.company}`));
  for (const key of keys) {
    for (const scope of [false, true]) {
      const mine = [...convs].filter(([, c]) => `${c.owner}/${c.employee}/${c.company}` === key && !c.deleted && (scope || !c.archived));
      if (!mine.length) continue;
      const pops = new Set(mine.map(([pop]) => pop));
      const myGoals = [...goals.values()].filter((g) => pops.has(g.pop) && live(g));
      const held = mine.filter(([, c]) => c.status !== 'gepland').map(([, c]) => c.month);
      const firstConv = mine.map(([, c]) => c.month).sort()[0]!;
      const points = [
        ...mine.map(([, c]) => c.month),
        ...myGoals.flatMap((g) => g.events.map((e) => dutchMonth(e.at))),
        ...myGoals.flatMap((g) => g.events.flatMap((e) => (e.deadline ? [e.deadline.slice(0, 7)] : []))),
        ...held.map((m) => addMonths(m, 12)),
      ].sort();
      const stock = (m: string) => {
        const states = myGoals.map((g) => goalAt(g, m)).filter((s) => s !== undefined);
        const lapsed = m >= firstConv && !held.some((h) => h >= addMonths(m, -11) && h <= m);
        return [
          states.length,
          states.reduce((sum, s) => sum + s.progress, 0),
          states.filter((s) => s.progress === 10).length,
          states.filter((s) => s.deadline !== null && s.deadline.slice(0, 7) <= m && s.progress < 10).length,
          lapsed ? 1 : 0,
        ];
      };
      let before = [0, 0, 0, 0, 0];
      for (let m = points[0]!; m <= points[points.length - 1]!; m = addMonths(m, 1)) {
        const inMonth = mine.filter(([, c]) => c.month === m);
        const flows = [
          inMonth.filter(([, c]) => c.status === 'gepland').length,
          inMonth.filter(([, c]) => c.status === 'open').length,
          inMonth.filter(([, c]) => c.status === 'afgerond').length,
          myGoals.filter((g) => convs.get(g.pop)!.month === m).length,
          [...ambitions.values()].filter((a) => !a.removed && pops.has(a.pop) && convs.get(a.pop)!.month === m).length,
        ];
        const now = stock(m);
        const values = [...flows, ...now.map((v, i) => v - before[i]!)];
        before = now;
        if (values.some((v) => v !== 0)) employeeRows.push({ key: `${key}/${scope}`, month: m, values });
      }
    }
  }

  const companies = new Map<string, MonthRow>();
  for (const row of employeeRows) {
    const [owner, , company, scope] = row.key.split('/');
    const key = `${owner}/${company}/${scope}`;
    const id = `${key}@${row.month}`;
    const sum = companies.get(id) ?? { key, month: row.month, values: row.values.map(() => 0) };
    sum.values = sum.values.map((v, i) => v + row.values[i]!);
    companies.set(id, sum);
  }
  const companyRows = [...companies.values()].filter((r) => r.values.some((v) => v !== 0));
  return { goalMonths, current, employeeRows, companyRows };
}
