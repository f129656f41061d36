import type { ReactNode } from 'react';
import './page-header.css';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right; they wrap below the title on narrow screens. */
  actions?: ReactNode;
  /** More under the title, e.g. a breadcrumb. */
  children?: ReactNode;
}

/** The h1 of a screen with its one-line explanation and the screen's main buttons. */
export function PageHeader({ title, subtitle, actions, children }: PageHeaderProps) {
  return (
    <header className="page-header split-row">
      <div className="page-header__text">
        <h1>{title}</h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
        {children}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
