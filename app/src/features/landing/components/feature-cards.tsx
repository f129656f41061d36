import { Icon, type IconName } from '../../../ui/icon';
import { CardGrid, LandingSection } from './landing-section';

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
    <LandingSection
      id="features"
      eyebrow="Functies"
      title="Alles voor goede ontwikkelgesprekken"
      intro="Van de eerste planning tot het verslag en de opvolging: POP Planner ondersteunt elke stap van het gesprek."
    >
      <CardGrid
        block="feature"
        markElement="icon"
        cards={FEATURES.map(({ icon, title, text }) => ({ mark: <Icon name={icon} size={22} />, title, text }))}
      />
    </LandingSection>
  );
}
