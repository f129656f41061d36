import { addMonths, addYears } from 'date-fns';
import { Loading } from '../../../ui/loading';
import { monthTitle } from '../lib/localizer';
import { Button } from '../../../ui/button';

interface CalendarToolbarProps {
  month: Date;
  loading: boolean;
  onMonth: (month: Date) => void;
  onToday: () => void;
}

/** SPEC: year back/forward, month back/forward and 'Vandaag' around the Dutch month title. */
export function CalendarToolbar({ month, loading, onMonth, onToday }: CalendarToolbarProps) {
  const step = (label: string, glyph: string, next: Date) => (
    <button type="button" className="calendar-toolbar__step focus-ring" aria-label={label} title={label} onClick={() => onMonth(next)}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  return (
    <div className="calendar-toolbar split-row">
      <div className="cluster cluster--1">
        {step('Vorig jaar', '«', addYears(month, -1))}
        {step('Vorige maand', '‹', addMonths(month, -1))}
        <h2 className="calendar-toolbar__title" aria-live="polite">
          {monthTitle(month)}
        </h2>
        {step('Volgende maand', '›', addMonths(month, 1))}
        {step('Volgend jaar', '»', addYears(month, 1))}
      </div>
      <div className="calendar-toolbar__side">
        {loading ? <Loading variant="inline" /> : null}
        <Button variant="secondary" size="small" onClick={onToday}>
          Vandaag
        </Button>
      </div>
    </div>
  );
}
