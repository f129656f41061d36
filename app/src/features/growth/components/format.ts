import { PROGRESS_COLOURS, progressTone } from '../../../../../contracts/progress';

/** How the growth screens write months and shares, in Dutch. */

const SHORT = new Intl.DateTimeFormat('nl-NL', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const utcMonth = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));

/** 'mrt 26': chart axes. */
export const monthShort = (month: string) => SHORT.format(utcMonth(month)).replace('.', '');
/** 'maart 2026': headings. */
export const monthLong = (month: string) => LONG.format(utcMonth(month));

/** Progress 0-10 as a percentage (SPEC: percentage = progress x 10); '—' without goals. */
export const progressText = (value: number | null) => (value === null ? '—' : `${Math.round(value * 10)}%`);
/** A share 0-1 as a percentage; '—' without goals. */
export const shareText = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** dd-mm-yyyy of a 'YYYY-MM-DD' date. */
export const dayText = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** Colours of the goal lines: distinct on white, the brand's first. */
export const LINE_COLOURS = ['#0f5f5a', '#6366f1', '#f59e0b', '#db2777', '#0891b2', '#65a30d', '#9333ea', '#ea580c', '#475569', '#16a34a'];

/** SPEC 4's progress colour of a value on the 0-10 scale. */
export const progressColour = (value: number): string => PROGRESS_COLOURS[progressTone(value)];
