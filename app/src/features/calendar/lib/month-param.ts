import { format } from 'date-fns';

/** The shown month lives in the address (?maand=2030-03), so going back from a conversation returns to it. */
export const MONTH_PARAM = 'maand';

export const monthParam = (month: Date) => format(month, 'yyyy-MM');

/** The first day of the month in `value` ('YYYY-MM'), or null when it is missing or not a month. */
export function parseMonthParam(value: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const monthIndex = Number(match[2]) - 1;
  return monthIndex >= 0 && monthIndex <= 11 ? new Date(Number(match[1]), monthIndex, 1) : null;
}
