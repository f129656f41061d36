import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from './icon';
import './empty-state.css';

interface EmptyStateProps {
  /** The message: nothing here yet, or nothing matches the search. */
  children: ReactNode;
  title?: string;
  icon?: IconName;
  /** A button that helps out, e.g. 'Filters wissen'. */
  action?: ReactNode;
  /** Instead of an action: a page that helps out, as a secondary button, e.g. to where the first one is made. */
  goTo?: { to: string; label: string };
  /**
   * 'outlined': a dashed frame, for a page section of its own; 'filled': a muted ground inside a card;
   * 'plain': only the text, centred in the card around it.
   */
  look?: 'outlined' | 'filled' | 'plain';
  /** Less room and smaller text, for a narrow column or a dialog. */
  compact?: boolean;
  /** Extra classes, e.g. a hook for tests. */
  className?: string;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ children, title, icon, action, goTo, look = 'outlined', compact = false, className }: EmptyStateProps) {
  const classes = ['empty-state', `empty-state--${look}`, compact ? 'empty-state--compact' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {icon ? <Icon name={icon} size={32} /> : null}
      {title ? <p className="empty-state__title">{title}</p> : null}
      <div className="empty-state__text">{children}</div>
      {action}
      {goTo ? (
        <Link to={goTo.to} className="button button--secondary">
          {goTo.label}
        </Link>
      ) : null}
    </div>
  );
}
