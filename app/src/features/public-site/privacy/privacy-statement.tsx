import { Link } from 'react-router-dom';
import { PRIVACY_VERSION, privacySections } from './privacy-sections';
import { BackLink } from '../shared/back-link';
import './privacy.css';

const longDate = (date: Date) =>
  date.toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });

/** SPEC 2, Privacy: thirteen numbered sections, a back link and the date. */
export function PrivacyStatement() {
  return (
    <article className="privacy">
      <BackLink />
      <h1>Privacyverklaring</h1>
      <p className="privacy__dates">
        Laatst gewijzigd op <time dateTime={PRIVACY_VERSION}>{longDate(new Date(`${PRIVACY_VERSION}T12:00:00Z`))}</time> · Geraadpleegd op{' '}
        <time dateTime={new Date().toISOString().slice(0, 10)}>{longDate(new Date())}</time>
      </p>
      <nav aria-label="Inhoud" className="privacy__toc">
        <ol>
          {privacySections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {privacySections.map((section, index) => (
        <section key={section.id} id={section.id} className="privacy__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((line) => (
                <li key={line.slice(0, 40)}>{line}</li>
              ))}
            </ul>
          ) : null}
          {section.id === 'klachten' ? (
            <p>
              <a href="https://www.autoriteitpersoonsgegevens.nl/" target="_blank" rel="noopener noreferrer">
                Naar de website van de Autoriteit Persoonsgegevens<span className="visually-hidden"> (opent in een nieuw venster)</span>
              </a>
            </p>
          ) : null}
          {section.id === 'contact' || section.id === 'rechten' ? (
            <p>
              <Link to="/contact">Naar het contactformulier</Link>
            </p>
          ) : null}
        </section>
      ))}
    </article>
  );
}
