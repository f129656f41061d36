import type { CalendarTone } from '../lib/calendar-items';

const LEGEND: { tone: CalendarTone; label: string }[] = [
  { tone: 'gepland', label: 'Gepland' },
  { tone: 'open', label: 'Open' },
  { tone: 'afgerond', label: 'Afgerond' },
  { tone: 'archief', label: 'Archief' },
];

export function CalendarLegend() {
  return (
    <ul className="calendar-legend" aria-label="Legenda">
      {LEGEND.map(({ tone, label }) => (
        <li key={tone} className={`calendar-legend__item calendar-tone--${tone}`}>
          <span className="calendar-legend__swatch" aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
