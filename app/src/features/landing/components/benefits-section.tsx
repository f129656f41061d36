import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../ui/icon';
import { CardGrid, LandingSection } from './landing-section';

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
    <LandingSection id="benefits" eyebrow="Voordelen" title="Waarom HR-teams kiezen voor POP Planner" tinted>
      <CardGrid
        block="benefit"
        markElement="highlight"
        cards={BENEFITS.map(({ highlight, title, text, link }) => ({
          mark: typeof highlight === 'string' ? highlight : <Icon name={highlight.icon} size={26} />,
          title,
          text,
          extra: link ? (
            <Link to={link.to} className="benefit-card__link">
              {link.label}
              <Icon name="arrowRight" size={16} />
            </Link>
          ) : null,
        }))}
      />
    </LandingSection>
  );
}
