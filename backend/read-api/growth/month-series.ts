import type { CompanyMonth, GrowthMonth, MonthStand } from '../../../contracts/growth';
import { dutchParts } from '../../../contracts/dutch-time';
import { addMonths } from '../../../contracts/months';
import { averageProgress } from '../../../contracts/progress';
import type { MonthChangeRow } from '../../projections/growth/queries';

/** The Dutch calendar facts of now that the months depend on. */
export interface Today {
  /** 'YYYY-MM' */
  month: string;
  /** 'YYYY-MM-DD' */
  day: string;
  /** The last day of the current month, 'YYYY-MM-DD'. */
  lastDay: string;
}

export function today(now: Date): Today {
  const p = dutchParts(now);
  const month = `${p.year}-${p.month}`;
  const last = new Date(Date.UTC(Number(p.year), Number(p.month), 0)).getUTCDate();
  return { month, day: `${month}-${p.day}`, lastDay: `${month}-${String(last).padStart(2, '0')}` };
}

/** The default period of the analysts' view and the export: the twelve months up to this one. */
export function defaultPeriod(now: Today, from?: string, to?: string): { from: string; to: string } {
  const end = to ?? (from && from > now.month ? from : now.month);
  return { from: from ?? addMonths(end, -11), to: end };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Every month of the period from the stored rows, in the contract's words: the flows of a month come from its own row, the
 * stocks are the sum of all changes up to it (months without a row carry the last state forward).
 * The current month is shown as of today: goals whose deadline day is still to come this month
 * (`dueLater`) are not past it yet. Months after this one have only their planned conversations.
 */
export function monthSeries(rows: readonly MonthChangeRow[], months: readonly string[], now: Today, dueLater: number): CompanyMonth[] {
  const byMonth = new Map(rows.filter((r) => r.month !== null).map((r) => [r.month!, r]));
  const before = rows.find((r) => r.month === null);
  const stock = {
    goals: before?.goal_count_delta ?? 0,
    progress: before?.progress_delta ?? 0,
    reached: before?.reached_delta ?? 0,
    overdue: before?.overdue_delta ?? 0,
    withoutConversation: before?.without_conversation_delta ?? 0,
  };
  return months.map((month) => {
    const row = byMonth.get(month);
    if (row) {
      stock.goals += row.goal_count_delta;
      stock.progress += row.progress_delta;
      stock.reached += row.reached_delta;
      stock.overdue += row.overdue_delta;
      stock.withoutConversation += row.without_conversation_delta;
    }
    const stand: MonthStand = month < now.month ? 'maandeinde' : month === now.month ? 'vandaag' : 'toekomst';
    const known = stand !== 'toekomst';
    const goals = stock.goals;
    return {
      maand: month,
      stand,
      gesprekken_gepland: row?.planned_count ?? 0,
      gesprekken_open: row?.open_count ?? 0,
      gesprekken_afgerond: row?.completed_count ?? 0,
      doelen_gezet: row?.goals_set_count ?? 0,
      ambities: row?.ambition_count ?? 0,
      doelen: known ? goals : null,
      gemiddelde_voortgang: known && goals > 0 ? averageProgress(stock.progress, goals) : null,
      doelen_behaald: known ? stock.reached : null,
      aandeel_behaald: known && goals > 0 ? round(stock.reached / goals, 4) : null,
      doelen_over_tijd: known ? stock.overdue - (stand === 'vandaag' ? dueLater : 0) : null,
      medewerkers_zonder_gesprek: known ? stock.withoutConversation : null,
    };
  });
}

/** The same months without the company-only column (an employee's timeline). */
export const employeeMonths = (months: CompanyMonth[]): GrowthMonth[] => months.map(({ medewerkers_zonder_gesprek: _, ...month }) => month);
