import { format, getDay, parse, startOfWeek } from 'date-fns';
import { nl } from 'date-fns/locale';
import { dateFnsLocalizer, type Formats } from 'react-big-calendar';

export const CULTURE = 'nl';

/** date-fns with the Dutch locale; weeks start on Monday. */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  getDay,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  locales: { [CULTURE]: nl },
});

/** Indexed by getDay (0 is Sunday). SPEC: the header reads Ma Di Wo Do Vr Za Zo. */
const WEEKDAY_LABELS = ['Zo', 'Ma', 'Di', 'Wo', 'Do', 'Vr', 'Za'];

export const formats: Formats = {
  weekdayFormat: (date: Date) => WEEKDAY_LABELS[getDay(date)],
  dateFormat: 'd',
};

/** 'november 2026'. */
export const monthTitle = (month: Date) => format(month, 'LLLL yyyy', { locale: nl });

/** 'dinsdag 12 maart 2030'. */
export const longDay = (day: Date) => format(day, 'EEEE d MMMM yyyy', { locale: nl });
