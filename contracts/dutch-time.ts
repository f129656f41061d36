/**
 * Dutch wall-clock time (Europe/Amsterdam) and UTC instants, for both the backend and the app: the one
 * copy. No time-zone library: Intl gives the offset at an instant, two rounds settle it next to a DST change.
 */
export const TIME_ZONE = 'Europe/Amsterdam';

/** Years a date may have: what PostgreSQL stores without surprises and a user can mean. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface DutchParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The Dutch calendar and clock fields of an instant, zero-padded. */
export function dutchParts(instant: string | number | Date): DutchParts {
  const p = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

const validInstant = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

/** UTC milliseconds of a calendar moment, or null unless every field is in range and the day exists. */
export function calendarMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number | null {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  // Round trip: 30 February comes back as 2 March and is refused.
  return new Date(ms).getUTCDate() === day ? ms : null;
}

/** True for an existing calendar day 'YYYY-MM-DD' within the allowed years (a goal deadline). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m !== null && calendarMs(Number(m[1]), Number(m[2]), Number(m[3])) !== null;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function wallClockMs(value: string): number | null {
  const m = WALL.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
  return calendarMs(y, mo, d, h, mi, s);
}

function dutchWallMs(instant: number): number {
  const p = dutchParts(instant);
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
}

function wallToInstant(wall: number): number {
  let instant = wall;
  for (let round = 0; round < 2; round += 1) instant += wall - dutchWallMs(instant);
  return instant;
}

/**
 * What a user picked: 'YYYY-MM-DDTHH:mm' is Dutch wall-clock time; a string with Z or an offset is that
 * instant. The UTC ISO string, or null when the date does not exist or lies outside the allowed years.
 */
export function parseDutchDateTime(value: string): string | null {
  const wall = wallClockMs(value);
  if (wall !== null) return new Date(wallToInstant(wall)).toISOString();
  const m = INSTANT.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
  if (calendarMs(y, mo, d, h, mi, s) === null) return null;
  const t = Date.parse(value.trim());
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/**
 * The UTC instant of a Dutch wall-clock 'YYYY-MM-DDTHH:mm' (a datetime-local value), whatever the
 * browser's own zone. `endOfMinute` moves it to hh:mm:59.999, so "as of 10:05" includes that minute.
 */
export function dutchInputToIso(value: string, endOfMinute = false): string | null {
  const wall = wallClockMs(value);
  if (wall === null) return null;
  return new Date(wallToInstant(wall) + (endOfMinute ? 59_999 : 0)).toISOString();
}

/** 'YYYY-MM-DDTHH:mm' in Dutch time: what a datetime-local input shows and datum_tijd takes; '' when not a date. */
export function toDutchInputValue(value: string | Date | null | undefined): string {
  const date = validInstant(value);
  if (!date) return '';
  const p = dutchParts(date);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** dd/mm/yyyy hh:mm in Dutch time (SPEC section 9), or '' when the value is not a date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = validInstant(value);
  if (!date) return '';
  const p = dutchParts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** dd-mm-yyyy in Dutch time, or null when the value is missing or not a date. */
export function formatDayMonthYear(value: string | Date | null | undefined): string | null {
  const date = validInstant(value);
  if (!date) return null;
  const p = dutchParts(date);
  return `${p.day}-${p.month}-${p.year}`;
}

/** dd-mm-yyyy of a calendar day 'YYYY-MM-DD' (a goal deadline: no moment, so no time zone), or null when it is none. */
export function formatCalendarDay(value: string): string | null {
  if (!isCalendarDate(value)) return null;
  const [year, month, day] = value.split('-');
  return `${day}-${month}-${year}`;
}

/** dd-mm-yyyy hh:mm in Dutch time: how mails name a moment. */
export function formatDutch(value: string | Date): string {
  const p = dutchParts(value);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDT10:00' for a calendar day (month index 0-11): the default time of a new conversation. */
export function dayAtTen(year: number, monthIndex: number, day: number): string {
  return `${year}-${pad(monthIndex + 1)}-${pad(day)}T10:00`;
}

/** SPEC 9: the next conversation defaults to the same day `months` later (clamped to month end) at 10:00. */
export function monthsLaterAtTen(iso: string, months: number, now: Date = new Date()): string {
  const date = validInstant(iso) ?? now;
  const p = dutchParts(date);
  const [y, mo, d] = [Number(p.year), Number(p.month) - 1, Number(p.day)];
  const target = new Date(Date.UTC(y, mo + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return dayAtTen(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, lastDay));
}

/** 'YYYY-MM' of an instant in Dutch time: the calendar month a fact belongs to. */
export function dutchMonth(value: string | Date): string {
  const p = dutchParts(value);
  return `${p.year}-${p.month}`;
}
