import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { readConsent, storeConsent } from './consent-storage';
import { Button } from '../../../ui/button';
import './cookie-banner.css';

/** At the bottom of every page until the visitor has chosen (SPEC 2 and 4). */
export function CookieBanner() {
  const [chosen, setChosen] = useState(() => readConsent() !== null);
  const banner = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  // The page gets room below its footer as tall as the banner, so nothing stays hidden under it.
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return undefined;
    const measure = () => setHeight(element.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [chosen]);

  if (chosen) return null;
  const choose = (accepted: boolean) => {
    storeConsent(accepted);
    setChosen(true);
  };
  return (
    <>
      <div className="cookie-banner__room" style={{ height: height + 16 }} aria-hidden="true" />
      <section ref={banner} className="cookie-banner" aria-label="Cookies" aria-live="polite">
        <p className="cookie-banner__text">
          POP Planner gebruikt alleen de opslag in je browser die nodig is om in te loggen en je keuzes te onthouden. Analytische cookies
          plaatsen we alleen als je daarvoor toestemming geeft. <Link to="/privacy#cookies">Lees meer in onze privacyverklaring</Link>.
        </p>
        <div className="cookie-banner__actions">
          <Button variant="secondary" onClick={() => choose(false)}>
            Weigeren
          </Button>
          <Button variant="primary" onClick={() => choose(true)}>
            Accepteren
          </Button>
        </div>
      </section>
    </>
  );
}
