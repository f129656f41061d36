import type { CompanyMonth, MonthStand } from '../../../contracts/growth';
import { dutchInputToIso } from '../../../contracts/dutch-time';
import { addMonths, monthRange } from '../../../contracts/months';
import type { Queryable } from '../../platform/db';
import { conversationsPage, dueLaterByEmployee, employeeMonthsPage, goalsPage, type Scope } from '../../projections/growth/export-queries';
import type { MonthChangeRow } from '../../projections/growth/queries';
import type { MonthValueColumn } from '../../projections/growth/tables';
import { companyGrowth } from './company-growth';
import {
  DAY_FORMAT,
  dayDate,
  dutchWallClock,
  MOMENT_FORMAT,
  MONTH_FORMAT,
  monthDate,
  PERCENT,
  type AddSheet,
  type ColumnSpec,
  type ExportOptions,
} from './xlsx-format';
import { monthSeries } from './month-series';

const PAGE = 1000;
const STAND: Record<MonthStand, string> = { maandeinde: 'Maandeinde', vandaag: 'Vandaag', toekomst: 'Toekomst' };
const STATUS: Record<string, string> = { gepland: 'Gepland', open: 'Open', afgerond: 'Afgerond' };
const MONTH_NAMES = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const yesNo = (value: boolean) => (value ? 'Ja' : 'Nee');
/** Progress 0-10 as a share, shown with a percent format (7 becomes 70%). */
const share = (value: number | null) => (value === null ? null : Math.round(value * 10) / 100);

const scopeOf = (o: ExportOptions): Scope => ({ ownerId: o.ownerId, companyId: o.company.id, withArchived: o.includeArchived });

const MONTH_COLUMNS: ColumnSpec[] = [
  { header: 'Gepland', width: 10 },
  { header: 'Open', width: 8 },
  { header: 'Afgerond', width: 10 },
  { header: 'Doelen gezet', width: 13 },
  { header: 'Ambities', width: 10 },
  { header: 'Doelen', width: 8 },
  { header: 'Gemiddelde voortgang', width: 21, numFmt: PERCENT },
  { header: 'Aandeel behaald', width: 16, numFmt: PERCENT },
  { header: 'Doelen behaald', width: 15 },
  { header: 'Doelen over tijd', width: 16 },
];
const monthValues = (m: CompanyMonth) => [
  m.gesprekken_gepland,
  m.gesprekken_open,
  m.gesprekken_afgerond,
  m.doelen_gezet,
  m.ambities,
  m.doelen,
  share(m.gemiddelde_voortgang),
  m.aandeel_behaald,
  m.doelen_behaald,
  m.doelen_over_tijd,
];

/** The analysts' view: the company month by month. */
export async function writeMonthsSheet(db: Queryable, o: ExportOptions, addSheet: AddSheet) {
  const growth = await companyGrowth(db, o.ownerId, o.company.id, { ...o.period, includeArchived: o.includeArchived }, o.now);
  const columns = [
    { header: 'Maand', width: 12, numFmt: MONTH_FORMAT },
    { header: 'Stand', width: 12 },
    ...MONTH_COLUMNS,
    { header: 'Medewerkers zonder gesprek (12 mnd)', width: 34 },
  ];
  await addSheet('Maandoverzicht', columns, async (sheet) => {
    for (const m of growth.maanden) sheet.add([monthDate(m.maand), STAND[m.stand], ...monthValues(m), m.medewerkers_zonder_gesprek]);
  });
}

/** The employees' timelines: one row per employee and month, from the employee's first month. */
export async function writeEmployeesSheet(db: Queryable, o: ExportOptions, addSheet: AddSheet) {
  const { from, to } = o.period;
  const scope = scopeOf(o);
  const columns = [
    { header: 'Medewerker', width: 28 },
    { header: 'Maand', width: 12, numFmt: MONTH_FORMAT },
    { header: 'Stand', width: 12 },
    ...MONTH_COLUMNS,
  ];
  await addSheet('Medewerkers', columns, async (sheet) => {
    for (let after = 0; ;) {
      const rows = await employeeMonthsPage(db, scope, after, to, PAGE / 10);
      if (!rows.length) return;
      const ids = [...new Set(rows.map((r) => r.employee_id))];
      const due = monthRange(from, to).includes(o.now.month)
        ? await dueLaterByEmployee(db, scope, ids, o.now.day, o.now.lastDay)
        : new Map<number, number>();
      for (const id of ids) {
        const mine = rows.filter((r) => r.employee_id === id);
        const first = mine[0]!.month!;
        const start = first > from ? first : from;
        const before = mine.filter((r) => r.month! < start);
        const sum = (key: MonthValueColumn) => before.reduce((n, r) => n + r[key], 0);
        const opening: MonthChangeRow = {
          month: null,
          planned_count: 0,
          open_count: 0,
          completed_count: 0,
          goals_set_count: 0,
          ambition_count: 0,
          goal_count_delta: sum('goal_count_delta'),
          progress_delta: sum('progress_delta'),
          reached_delta: sum('reached_delta'),
          overdue_delta: sum('overdue_delta'),
          without_conversation_delta: sum('without_conversation_delta'),
        };
        const series = monthSeries([opening, ...mine.filter((r) => r.month! >= start)], monthRange(start, to), o.now, due.get(id) ?? 0);
        for (const m of series) sheet.add([mine[0]!.employee_name, monthDate(m.maand), STAND[m.stand], ...monthValues(m)]);
      }
      after = ids[ids.length - 1]!;
      await sheet.flow();
    }
  });
}

/** The conversations dated in the period, with their goals as they stand now. */
export async function writeConversationsSheet(db: Queryable, o: ExportOptions, addSheet: AddSheet) {
  const scope = scopeOf(o);
  const fromInstant = dutchInputToIso(`${o.period.from}-01T00:00`)!;
  // A period ending in December 2199 runs to the end of the years a date may have.
  const toInstant = dutchInputToIso(`${addMonths(o.period.to, 1)}-01T00:00`) ?? 'infinity';
  const columns: ColumnSpec[] = [
    { header: 'Datum', width: 18, numFmt: MOMENT_FORMAT },
    { header: 'Medewerker', width: 28 },
    { header: 'Status', width: 11 },
    { header: 'Gearchiveerd', width: 13 },
    { header: 'Doelen', width: 8 },
    { header: 'Gemiddelde voortgang', width: 21, numFmt: PERCENT },
    { header: 'Doelen behaald', width: 15 },
    { header: 'Ambities', width: 10 },
  ];
  await addSheet('Gesprekken', columns, async (sheet) => {
    for (let after: { at: Date; id: number } | null = null; ;) {
      const rows = await conversationsPage(db, scope, fromInstant, toInstant, after, PAGE);
      if (!rows.length) return;
      for (const c of rows) {
        sheet.add([
          dutchWallClock(c.scheduled_at),
          c.employee_name,
          STATUS[c.status] ?? c.status,
          yesNo(c.archived),
          c.goal_count,
          share(c.average_progress),
          c.reached_count,
          c.ambition_count,
        ]);
      }
      const last = rows[rows.length - 1]!;
      after = { at: last.scheduled_at, id: last.conversation_id };
      await sheet.flow();
    }
  });
}

/** Every goal that existed by the end of the period, with its progress at the end of each month. */
export async function writeGoalsSheet(db: Queryable, o: ExportOptions, addSheet: AddSheet) {
  const scope = scopeOf(o);
  const months = monthRange(o.period.from, o.period.to);
  const columns: ColumnSpec[] = [
    { header: 'Medewerker', width: 28 },
    { header: 'Gesprek', width: 18, numFmt: MOMENT_FORMAT },
    { header: 'Doel', width: 40 },
    { header: 'Deadline', width: 12, numFmt: DAY_FORMAT },
    { header: 'Voortgang nu', width: 13, numFmt: PERCENT },
    { header: 'Behaald', width: 9 },
    { header: 'Over tijd', width: 10 },
    ...months.map((m) => ({ header: monthLabel(m), width: 10, numFmt: PERCENT })),
  ];
  await addSheet('Doelen', columns, async (sheet) => {
    for (let after = 0; ;) {
      const rows = await goalsPage(db, scope, after, PAGE);
      if (!rows.length) return;
      for (const g of rows) {
        if (!g.months.length || g.months[0]![0] > o.period.to) continue;
        let next = 0;
        let value: number | null = null;
        const perMonth = months.map((m) => {
          while (next < g.months.length && g.months[next]![0] <= m) value = g.months[next++]![1];
          return m > o.now.month ? null : share(value);
        });
        const overdue = g.deadline !== null && g.deadline < o.now.day && g.progress < 10;
        sheet.add([
          g.employee_name,
          dutchWallClock(g.scheduled_at),
          g.description,
          g.deadline ? dayDate(g.deadline) : null,
          share(g.progress),
          yesNo(g.progress === 10),
          yesNo(overdue),
          ...perMonth,
        ]);
      }
      after = rows[rows.length - 1]!.goal_id;
      await sheet.flow();
    }
  });
}
