const TIME_ZONE = 'Europe/Amsterdam';

const dayMonthYear = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

/** dd-mm-yyyy in Dutch time, or null when the value is missing or not a date. */
export function formatDayMonthYear(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(dayMonthYear.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year}`;
}

const dateTime = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** dd/mm/yyyy hh:mm in Dutch time (SPEC section 9), or '' when the value is not a date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(dateTime.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

const inputParts = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/**
 * 'YYYY-MM-DDTHH:mm' in Dutch wall-clock time: the value a datetime-local input shows and what the API
 * takes as datum_tijd. '' when the value is not a date.
 */
export function toDutchInputValue(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(inputParts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** 'YYYY-MM-DDT10:00' for the given calendar day: the default time of a newly planned conversation. */
export function dayAtTen(year: number, monthIndex: number, day: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(monthIndex + 1)}-${pad(day)}T10:00`;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClockMs(value: string): number | null {
  const m = WALL.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  return Date.UTC(y, mo - 1, d, h, mi);
}

/**
 * The UTC instant of a Dutch wall-clock 'YYYY-MM-DDTHH:mm' (a datetime-local value), whatever the
 * browser's own time zone. `endOfMinute` moves it to hh:mm:59.999, so "as of 10:05" includes that minute.
 */
export function dutchInputToIso(value: string, endOfMinute = false): string | null {
  const wall = wallClockMs(value);
  if (wall === null) return null;
  let instant = wall;
  // Two rounds settle the Amsterdam offset, also next to a DST change.
  for (let round = 0; round < 2; round += 1) {
    const shown = wallClockMs(toDutchInputValue(new Date(instant)));
    if (shown === null) return null;
    instant += wall - shown;
  }
  return new Date(endOfMinute ? instant + 59_999 : instant).toISOString();
}
