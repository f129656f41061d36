import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icon';

interface LandingSectionProps {
  /** Names the section's title `${id}-title`, which labels the section. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** A section of the landing page under a centred header: eyebrow, title and an optional intro. */
export function LandingSection({ id, eyebrow, title, intro, tinted = false, children }: LandingSectionProps) {
  return (
    <section className={tinted ? 'landing-section landing-section--tinted' : 'landing-section'} aria-labelledby={`${id}-title`}>
      <div className="landing-container">
        <header className="landing-section__header">
          <p className="landing-eyebrow">{eyebrow}</p>
          <h2 id={`${id}-title`} className="landing-section__title">
            {title}
          </h2>
          {intro ? <p className="landing-section__intro">{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

export interface LandingCard {
  /** The decoration above the title: an icon, a letter or a figure. */
  mark: ReactNode;
  title: string;
  text: string;
  /** Below the text, e.g. a link. */
  extra?: ReactNode;
}

interface CardGridProps {
  /** The class prefix: `${block}-grid` for the list, `${block}-card` for each card. */
  block: 'feature' | 'smart' | 'benefit';
  /** The element class of the mark, e.g. 'icon' for `feature-card__icon`. */
  markElement: string;
  /** The element class of the title. */
  titleElement?: string;
  ordered?: boolean;
  cards: readonly LandingCard[];
}

/** A grid of cards of the landing page: a mark, a title and a text each. */
export function CardGrid({ block, markElement, titleElement = 'title', ordered = false, cards }: CardGridProps) {
  const List = ordered ? 'ol' : 'ul';
  const card = `${block}-card`;
  // The smart cards are tinted and flat; the others are the app's own card with a shadow of their own.
  const cardClass = block === 'smart' ? card : `card ${card}`;
  return (
    <List className={`${block}-grid`}>
      {cards.map(({ mark, title, text, extra }) => (
        <li key={title} className={cardClass}>
          <span className={`${card}__${markElement}`} aria-hidden="true">
            {mark}
          </span>
          <h3 className={`${card}__${titleElement}`}>{title}</h3>
          <p className={`${card}__text`}>{text}</p>
          {extra}
        </li>
      ))}
    </List>
  );
}

/** The call to action of the landing page: to /login, to start an account. */
export function StartLink({ className }: { className: string }) {
  return (
    <Link to="/login" className={`button ${className} landing-button`}>
      Start als HR Manager
      <Icon name="arrowRight" size={18} />
    </Link>
  );
}
