import {
  growthMessages,
  MAX_PERIOD_MONTHS,
  type EmployeeTimeline,
  type TimelineConversation,
  type TimelineGoal,
} from '../../../contracts/growth';
import { addMonths, monthRange, monthsBetween } from '../../../contracts/months';
import type { Queryable } from '../../platform/db';
import { ValidationError, orNotFound } from '../../platform/errors';
import { findEmployee } from '../../projections/employee/queries';
import {
  dueLaterThisMonth,
  employeeMonthRows,
  employeeSpan,
  timelineConversations,
  timelineGoals,
  type TimelineConversationRow,
  type TimelineGoalRow,
} from '../../projections/growth/queries';
import { employeeMonths, monthSeries, type Today } from './month-series';

/**
 * A goal's progress at the end of each month from its first month (or the period's start) through
 * this month, carried forward over months without an event; `behaald_in` is where its final run at
 * 10 began.
 */
export function goalToApi(row: TimelineGoalRow, from: string, to: string, now: Today): TimelineGoal {
  const { months } = row;
  const course: TimelineGoal['verloop'] = [];
  const first = months[0]?.[0];
  const end = to < now.month ? to : now.month;
  if (first !== undefined) {
    let next = 0;
    let value = 0;
    for (const month of monthRange(first > from ? first : from, end)) {
      while (next < months.length && months[next]![0] <= month) value = months[next++]![1];
      course.push({ maand: month, voortgang: value });
    }
  }
  let reachedIn: string | null = null;
  for (let i = months.length - 1; i >= 0 && months[i]![1] === 10; i--) reachedIn = months[i]![0];
  return {
    id: row.goal_id,
    gesprek_id: row.conversation_id,
    maand: row.month,
    omschrijving: row.description,
    voortgang: row.progress,
    deadline: row.deadline,
    behaald: row.progress === 10,
    over_tijd: row.deadline !== null && row.deadline < now.day && row.progress < 10,
    behaald_in: reachedIn,
    verloop: course,
  };
}

/** A conversation of the timeline in the contract's words. */
export const timelineConversationToApi = (row: TimelineConversationRow): TimelineConversation => ({
  id: row.conversation_id,
  datum_tijd: row.scheduled_at.toISOString(),
  maand: row.month,
  status: row.status,
  gearchiveerd: row.archived,
  bedrijf_id: row.company_id,
  bedrijf_naam: row.company_name,
  aantal_doelen: row.goal_count,
  ambities: row.ambition_count,
});

/**
 * The range a timeline shows: asked for, or from the employee's first month through this month (or
 * the last planned conversation), at most MAX_PERIOD_MONTHS long (the most recent ones).
 */
async function timelineRange(
  db: Queryable,
  ownerId: number,
  employeeId: number,
  withArchived: boolean,
  now: Today,
  from?: string,
  to?: string,
) {
  if (from && to) return { from, to };
  const span = await employeeSpan(db, ownerId, employeeId, withArchived);
  const end = to ?? (span.last && span.last > now.month ? span.last : now.month);
  const start = from ?? (span.first && span.first < end ? span.first : end);
  if (monthsBetween(start, end) < 0) throw new ValidationError(growthMessages.periodOrder);
  if (from && monthsBetween(start, end) >= MAX_PERIOD_MONTHS) throw new ValidationError(growthMessages.periodLength);
  return { from: monthsBetween(start, end) >= MAX_PERIOD_MONTHS ? addMonths(end, 1 - MAX_PERIOD_MONTHS) : start, to: end };
}

export async function employeeTimeline(
  db: Queryable,
  ownerId: number,
  employeeId: number,
  query: { from?: string; to?: string; includeArchived: boolean },
  now: Today,
): Promise<EmployeeTimeline> {
  const employee = orNotFound(await findEmployee(db, ownerId, employeeId), growthMessages.employeeNotFound);
  const scope = query.includeArchived;
  const { from, to } = await timelineRange(db, ownerId, employeeId, scope, now, query.from, query.to);
  const months = monthRange(from, to);
  const period = { ownerId, id: employeeId, withArchived: scope, from, to };
  const [rows, conversations, goals, dueLater] = await Promise.all([
    employeeMonthRows(db, period),
    timelineConversations(db, period),
    timelineGoals(db, period),
    months.includes(now.month) ? dueLaterThisMonth(db, ownerId, { employeeId }, scope, now.day, now.lastDay) : Promise.resolve(0),
  ]);
  return {
    medewerker: { id: employee.id, naam: employee.name, bedrijf_naam: employee.company_name, actief: employee.active },
    van: from,
    tot: to,
    huidige_maand: now.month,
    met_archief: scope,
    maanden: employeeMonths(monthSeries(rows, months, now, dueLater)),
    gesprekken: conversations.map(timelineConversationToApi),
    doelen: goals.map((g) => goalToApi(g, from, to, now)),
  };
}
