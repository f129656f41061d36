import { CheckList } from '../../../ui/check-list';
import { ProgressBar } from '../../../ui/progress-bar';

const TIMELINE = [
  { month: 'Jan', event: 'POP-gesprek gevoerd', progress: 20 },
  { month: 'Apr', event: 'Doel: presentatievaardigheden', progress: 50 },
  { month: 'Jul', event: 'Voortgangsgesprek', progress: 70 },
  { month: 'Okt', event: 'Doel behaald', progress: 90 },
];

const POINTS = [
  'Een maandelijkse tijdlijn per medewerker',
  'Voortgang per doel, van 0 tot 10',
  'Gekoppelde gesprekken en afspraken in één overzicht',
];

export function GrowthSection() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="growth-title">
      <div className="landing-container landing-split">
        <div>
          <p className="landing-eyebrow">Groei-inzicht</p>
          <h2 id="growth-title" className="landing-section__title">
            Maak de groei van je medewerkers zichtbaar
          </h2>
          <p className="landing-section__intro">
            Zie per medewerker welke gesprekken zijn gevoerd, welke doelen zijn gesteld en hoe de voortgang zich ontwikkelt. Zo voer je elk
            vervolggesprek met de juiste context.
          </p>
          <CheckList items={POINTS} className="growth-points" />
          <p className="growth-stat">
            <strong>+40%</strong>
            <span>productiviteit in de voorbereiding en opvolging van gesprekken</span>
          </p>
        </div>
        <div className="card growth-card" aria-hidden="true">
          <p className="growth-card__title">Groei tracking · Sanne de Vries</p>
          <ol className="growth-timeline plain-list">
            {TIMELINE.map((item) => (
              <li key={item.month}>
                <span className="growth-timeline__month">{item.month}</span>
                <span className="growth-timeline__body">
                  <span>{item.event}</span>
                  <ProgressBar value={item.progress} max={100} size="small" className="growth-timeline__track" />
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
