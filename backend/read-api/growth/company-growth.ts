import { growthMessages, MAX_PERIOD_MONTHS, type CompanyGrowth } from '../../../contracts/growth';
import { monthRange, monthsBetween } from '../../../contracts/months';
import type { Queryable } from '../../platform/db';
import { ValidationError, orNotFound } from '../../platform/errors';
import { findCompany } from '../../projections/company/queries';
import { companyMonthRows, dueLaterThisMonth } from '../../projections/growth/queries';
import { defaultPeriod, monthSeries, type Today } from './month-series';

/** The period asked for, or the twelve months up to this one; refused when inverted or too long. */
export function periodOf(now: Today, query: { from?: string; to?: string }) {
  const period = defaultPeriod(now, query.from, query.to);
  const length = monthsBetween(period.from, period.to);
  if (length < 0) throw new ValidationError(growthMessages.periodOrder);
  if (length >= MAX_PERIOD_MONTHS) throw new ValidationError(growthMessages.periodLength);
  return period;
}

/** One company's months over a period; another user's company does not exist. */
export async function companyGrowth(
  db: Queryable,
  ownerId: number,
  companyId: number,
  query: { from?: string; to?: string; includeArchived: boolean },
  now: Today,
): Promise<CompanyGrowth> {
  const company = orNotFound(await findCompany(db, ownerId, companyId), growthMessages.companyNotFound);
  const { from, to } = periodOf(now, query);
  const months = monthRange(from, to);
  const [rows, dueLater] = await Promise.all([
    companyMonthRows(db, { ownerId, id: companyId, withArchived: query.includeArchived, from, to }),
    months.includes(now.month)
      ? dueLaterThisMonth(db, ownerId, { companyId }, query.includeArchived, now.day, now.lastDay)
      : Promise.resolve(0),
  ]);
  return {
    bedrijf: { id: company.id, naam: company.name },
    van: from,
    tot: to,
    met_archief: query.includeArchived,
    maanden: monthSeries(rows, months, now, dueLater),
  };
}
