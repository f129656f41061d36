import { Icon, type IconName } from '../../../ui/icon';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'building',
    title: 'Bedrijven en medewerkers',
    text: 'Beheer klantbedrijven en medewerkers overzichtelijk en importeer medewerkers in één keer vanuit Excel.',
  },
  {
    icon: 'calendar',
    title: 'Gesprekken plannen',
    text: 'Plan POP-gesprekken, verstuur bevestigingsmails en houd alle afspraken bij in de kalender.',
  },
  {
    icon: 'target',
    title: 'Doelen en ambities',
    text: 'Leg per gesprek doelen en ambities vast en volg de voortgang op een schaal van 0 tot 10.',
  },
  {
    icon: 'template',
    title: 'Gesprekstemplates',
    text: 'Kies uit meer dan 300 templates per branche en functie, of stel je eigen templates samen.',
  },
  {
    icon: 'sparkles',
    title: 'AI-ondersteuning',
    text: 'Verbeter teksten, laat een gespreksverslag opstellen en krijg tips en suggesties voor doelen.',
  },
  {
    icon: 'trending',
    title: 'Trendanalyse',
    text: 'Ontdek welke thema’s en ontwikkelpunten binnen een bedrijf steeds terugkomen.',
  },
];

export function FeatureCards() {
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <div className="landing-container">
        <header className="landing-section__header">
          <p className="landing-eyebrow">Functies</p>
          <h2 id="features-title" className="landing-section__title">
            Alles voor goede ontwikkelgesprekken
          </h2>
          <p className="landing-section__intro">
            Van de eerste planning tot het verslag en de opvolging: POP Planner ondersteunt elke stap van het gesprek.
          </p>
        </header>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature-card">
              <span className="feature-card__icon" aria-hidden="true">
                <Icon name={feature.icon} size={22} />
              </span>
              <h3 className="feature-card__title">{feature.title}</h3>
              <p className="feature-card__text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
