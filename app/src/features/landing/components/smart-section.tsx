import { Icon } from '../../../ui/icon';
import { CardGrid, LandingSection } from './landing-section';

const SMART_GUIDE_URL = 'https://career.jobbird.com/nl/carriere/persoonlijke-ontwikkeling/leerdoelen/smart';

const LETTERS = [
  { letter: 'S', word: 'Specifiek', text: 'Beschrijf concreet wat de medewerker wil bereiken, en waarom.' },
  { letter: 'M', word: 'Meetbaar', text: 'Spreek vooraf af hoe je vaststelt dat het doel is gehaald.' },
  { letter: 'A', word: 'Acceptabel', text: 'Het doel wordt gedragen door de medewerker én de organisatie.' },
  { letter: 'R', word: 'Realistisch', text: 'Haalbaar met de tijd, middelen en ervaring die er zijn.' },
  { letter: 'T', word: 'Tijdgebonden', text: 'Leg een deadline en tussentijdse momenten vast.' },
];

export function SmartSection() {
  return (
    <LandingSection
      id="smart"
      eyebrow="SMART-doelen"
      title="Doelen die richting geven"
      intro="Goede ontwikkeldoelen zijn SMART geformuleerd. POP Planner helpt je daarbij met voorbeelden, templates en AI-suggesties."
    >
      <CardGrid
        block="smart"
        markElement="letter"
        titleElement="word"
        ordered
        cards={LETTERS.map(({ letter, word, text }) => ({ mark: letter, title: word, text }))}
      />
      <p className="landing-section__more">
        <a href={SMART_GUIDE_URL} target="_blank" rel="noopener noreferrer">
          Lees meer over SMART-doelen in de loopbaangids
          <Icon name="external" size={16} />
          <span className="visually-hidden"> (opent in een nieuw venster)</span>
        </a>
      </p>
    </LandingSection>
  );
}
