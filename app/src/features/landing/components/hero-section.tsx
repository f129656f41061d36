import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icon';
import { StartLink } from './landing-section';
import { ProductPreview } from './product-preview';

const PROOF_POINTS = [
  { value: '40%', label: 'tijdsbesparing' },
  { value: '300+', label: 'gesprekstemplates' },
  { value: 'AI', label: 'ondersteuning' },
];

export function HeroSection() {
  return (
    <section className="landing-hero" aria-labelledby="hero-title">
      <div className="landing-container landing-hero__grid">
        <div className="landing-hero__text">
          <p className="landing-eyebrow">Voor HR managers en leidinggevenden</p>
          <h1 id="hero-title" className="landing-hero__title">
            POP-gesprekken plannen, voeren en opvolgen. <span>Zonder spreadsheets.</span>
          </h1>
          <p className="landing-hero__lead">
            POP Planner brengt bedrijven, medewerkers, doelen en gesprekken samen op één plek. Met kant-en-klare templates en
            AI-ondersteuning bereid je elk gesprek in minuten voor.
          </p>
          <div className="landing-hero__actions cluster cluster--wrap">
            <StartLink className="button--primary" />
            <Link to="/demo" className="button button--secondary landing-button">
              <Icon name="play" size={18} />
              Bekijk demo
            </Link>
          </div>
          <p className="landing-hero__login">
            Heb je al een account? <Link to="/login">Inloggen</Link>
          </p>
          <ul className="landing-proof plain-list" aria-label="In het kort">
            {PROOF_POINTS.map((point) => (
              <li key={point.label}>
                <strong>{point.value}</strong> {point.label}
              </li>
            ))}
          </ul>
        </div>
        <ProductPreview />
      </div>
    </section>
  );
}
