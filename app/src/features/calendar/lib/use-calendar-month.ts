import { startOfMonth } from 'date-fns';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dutchNow, visibleRange } from './dutch-time';
import { MONTH_PARAM, monthParam, parseMonthParam } from './month-param';

/**
 * The month the calendar shows, kept in the address (?maand=2030-03), and the UTC range of the whole
 * weeks its grid covers: what the page asks the API for. null goes back to the current month.
 */
export function useCalendarMonth() {
  const [params, setParams] = useSearchParams();
  const month = useMemo(() => parseMonthParam(params.get(MONTH_PARAM)) ?? startOfMonth(dutchNow()), [params]);
  const range = useMemo(() => visibleRange(month), [month]);
  const showMonth = (next: Date | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(MONTH_PARAM, monthParam(next));
        else updated.delete(MONTH_PARAM);
        return updated;
      },
      { replace: true },
    );
  return { month, range, showMonth };
}
