import { Link } from 'react-router-dom';
import { StartLink } from './landing-section';

export function CtaSection() {
  return (
    <section className="landing-section" aria-labelledby="cta-title">
      <div className="landing-container">
        <div className="landing-cta">
          <h2 id="cta-title" className="landing-cta__title">
            Klaar voor betere POP-gesprekken?
          </h2>
          <p className="landing-cta__text">Maak gratis een account aan en plan vandaag nog je eerste gesprek. Geen creditcard nodig.</p>
          <div className="center-row landing-cta__actions">
            <StartLink className="landing-cta__primary" />
            <Link to="/demo" className="button landing-button landing-cta__secondary">
              Bekijk demo
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
