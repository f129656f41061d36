import { Icon } from '../../../ui/icon';

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
    <section className="landing-section" aria-labelledby="smart-title">
      <div className="landing-container">
        <header className="landing-section__header">
          <p className="landing-eyebrow">SMART-doelen</p>
          <h2 id="smart-title" className="landing-section__title">
            Doelen die richting geven
          </h2>
          <p className="landing-section__intro">
            Goede ontwikkeldoelen zijn SMART geformuleerd. POP Planner helpt je daarbij met voorbeelden, templates en AI-suggesties.
          </p>
        </header>
        <ol className="smart-grid">
          {LETTERS.map((item) => (
            <li key={item.letter} className="smart-card">
              <span className="smart-card__letter" aria-hidden="true">
                {item.letter}
              </span>
              <h3 className="smart-card__word">{item.word}</h3>
              <p className="smart-card__text">{item.text}</p>
            </li>
          ))}
        </ol>
        <p className="landing-section__more">
          <a href={SMART_GUIDE_URL} target="_blank" rel="noopener noreferrer">
            Lees meer over SMART-doelen in de loopbaangids
            <Icon name="external" size={16} />
            <span className="visually-hidden"> (opent in een nieuw venster)</span>
          </a>
        </p>
      </div>
    </section>
  );
}
