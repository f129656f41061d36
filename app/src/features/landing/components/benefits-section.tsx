import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../ui/icon';

interface Benefit {
  highlight: string | { icon: IconName };
  title: string;
  text: string;
  link?: { to: string; label: string };
}

const BENEFITS: Benefit[] = [
  { highlight: '40%', title: 'Tijdsbesparing', text: 'Minder tijd kwijt aan voorbereiding, planning en verslaglegging.' },
  { highlight: '300+', title: 'Templates', text: 'Gesprekstemplates per branche en functie, direct te gebruiken.' },
  { highlight: 'AI', title: 'AI-ondersteuning', text: 'Betere teksten, complete verslagen en gerichte tips per gesprek.' },
  { highlight: { icon: 'trending' }, title: 'Trendanalyse', text: 'Inzicht in terugkerende thema’s en ontwikkelpunten per bedrijf.' },
  {
    highlight: { icon: 'play' },
    title: 'Video tutorials',
    text: 'Korte video’s laten stap voor stap zien hoe alles werkt.',
    link: { to: '/publichelp?videos=true', label: 'Bekijk de video’s' },
  },
  {
    highlight: { icon: 'help' },
    title: 'Helpcentrum',
    text: 'Antwoorden op veelgestelde vragen, altijd binnen handbereik.',
    link: { to: '/publichelp', label: 'Naar het helpcentrum' },
  },
];

export function BenefitsSection() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="benefits-title">
      <div className="landing-container">
        <header className="landing-section__header">
          <p className="landing-eyebrow">Voordelen</p>
          <h2 id="benefits-title" className="landing-section__title">
            Waarom HR-teams kiezen voor POP Planner
          </h2>
        </header>
        <ul className="benefit-grid">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="benefit-card">
              <span className="benefit-card__highlight" aria-hidden="true">
                {typeof benefit.highlight === 'string' ? benefit.highlight : <Icon name={benefit.highlight.icon} size={26} />}
              </span>
              <h3 className="benefit-card__title">{benefit.title}</h3>
              <p className="benefit-card__text">{benefit.text}</p>
              {benefit.link ? (
                <Link to={benefit.link.to} className="benefit-card__link">
                  {benefit.link.label}
                  <Icon name="arrowRight" size={16} />
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
