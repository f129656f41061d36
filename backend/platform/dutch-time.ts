/** Dutch wall-clock time (Europe/Amsterdam) <-> UTC instants, without a time-zone library. */
export const TIME_ZONE = 'Europe/Amsterdam';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Offset of Amsterdam from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * Parses what a user picked: 'YYYY-MM-DDTHH:mm' is Dutch wall-clock time; a string with Z or
 * an offset is taken as that instant. Returns the UTC ISO string, or null when invalid.
 */
export function parseDutchDateTime(value: string): string | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!local) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value.trim())) return null;
    const t = Date.parse(value);
    return Number.isNaN(t) ? null : new Date(t).toISOString();
  }
  const [y, mo, d, h, mi, s] = local.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  let instant = wall - offsetMinutes(wall) * 60_000;
  instant = wall - offsetMinutes(instant) * 60_000; // settle across a DST change
  return new Date(instant).toISOString();
}

/** 'dd-mm-yyyy hh:mm' style pieces of an instant in Dutch time. */
export function dutchParts(iso: string) {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute! };
}

export function formatDutch(iso: string): string {
  const p = dutchParts(iso);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}
