import { IconBadge } from '../../../ui/icon-badge';

const STATS = [
  { label: 'Bedrijven', value: '12' },
  { label: 'Medewerkers', value: '148' },
  { label: 'Open gesprekken', value: '9' },
];

const BARS = [
  { label: 'Totaal', value: 24 },
  { label: 'Gepland', value: 8 },
  { label: 'Open', value: 5 },
  { label: 'Afgerond', value: 11 },
];
const MAX_BAR = 24;

const PLANNED = [
  { name: 'Sanne de Vries', when: 'Di 14 okt, 10:00', initials: 'SV' },
  { name: 'Mohamed El Amrani', when: 'Do 16 okt, 13:30', initials: 'ME' },
  { name: 'Lotte Jansen', when: 'Ma 20 okt, 09:00', initials: 'LJ' },
];

/** A drawn impression of the dashboard; decorative, so hidden from assistive technology. */
export function ProductPreview() {
  return (
    <div className="preview" aria-hidden="true">
      <div className="preview__window">
        <div className="preview__chrome">
          <span />
          <span />
          <span />
        </div>
        <div className="preview__body">
          <div className="preview__stats">
            {STATS.map((stat) => (
              <div key={stat.label} className="preview__stat">
                <span className="preview__stat-value">{stat.value}</span>
                <span className="preview__stat-label">{stat.label}</span>
              </div>
            ))}
          </div>
          <div className="preview__panels">
            <div className="preview__panel">
              <p className="preview__panel-title">Gespreksstatistieken</p>
              <div className="preview__chart">
                {BARS.map((bar) => (
                  <div key={bar.label} className="preview__bar-row">
                    <span className="preview__bar-label">{bar.label}</span>
                    <span className="preview__bar-track">
                      <span className="preview__bar" style={{ width: `${(bar.value / MAX_BAR) * 100}%` }} />
                    </span>
                    <span className="preview__bar-value">{bar.value}</span>
                  </div>
                ))}
              </div>
            </div>
            <div className="preview__panel">
              <p className="preview__panel-title">Geplande gesprekken</p>
              <ul className="preview__list plain-list">
                {PLANNED.map((item) => (
                  <li key={item.name}>
                    <IconBadge shape="circle" size={28} className="preview__avatar">
                      {item.initials}
                    </IconBadge>
                    <span className="preview__who">
                      <span>{item.name}</span>
                      <span className="preview__when">{item.when}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
      <div className="preview__float cluster">
        <IconBadge shape="circle" size={32} tone="success" className="preview__float-icon">
          ✓
        </IconBadge>
        <span>
          <strong>Doel behaald</strong>
          <span className="preview__when">Presentatievaardigheden 9/10</span>
        </span>
      </div>
    </div>
  );
}
