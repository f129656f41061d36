import { dutchParts } from '../../../contracts/dutch-time';
import type { CompanyReadRow } from '../../projections/company/tables';
import type { Today } from './month-series';

/** What the Excel export shares between the workbook and its sheets. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PERCENT = '0%';
export const MONTH_FORMAT = 'mmm yyyy';
export const DAY_FORMAT = 'dd-mm-yyyy';
export const MOMENT_FORMAT = 'dd-mm-yyyy hh:mm';

export interface ExportOptions {
  ownerId: number;
  company: CompanyReadRow;
  period: { from: string; to: string };
  includeArchived: boolean;
  now: Today;
}

export interface ColumnSpec {
  header: string;
  width: number;
  numFmt?: string;
}

/** A sheet being written: rows go out as they come; `flow` waits while the client is behind. */
export interface SheetWriter {
  add(values: unknown[]): void;
  flow(): Promise<void>;
}

const HOUR = 3_600_000;
const offsets = new Map<number, number>();

/**
 * Excel has no time zones: a moment is written as the Dutch wall-clock time it shows. The offset is
 * looked up once per UTC hour (clocks change on the hour): Intl costs microseconds per call, and an
 * export writes one moment per conversation and goal.
 */
export function dutchWallClock(instant: Date): Date {
  const hour = Math.floor(instant.getTime() / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = dutchParts(hour * HOUR);
    offset = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute) - hour * HOUR;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  const wall = new Date(instant.getTime() + offset);
  wall.setUTCSeconds(0, 0);
  return wall;
}
export const monthDate = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
export const dayDate = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))));

export type AddSheet = (name: string, columns: ColumnSpec[], fill: (w: SheetWriter) => Promise<void>) => Promise<void>;
