import type { ReactNode } from 'react';
import { CheckList } from '../../../ui/check-list';
import './auth.css';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

const SELLING_POINTS = [
  'Plan POP-gesprekken en verstuur bevestigingen',
  'Meer dan 300 gesprekstemplates per branche en functie',
  'AI-ondersteuning voor verslagen, tips en doelen',
];

/** The frame of every account screen: a short product pitch beside the form card. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className="auth-page">
      <aside className="auth-aside">
        <p className="auth-aside__eyebrow">POP Planner</p>
        <p className="auth-aside__title">Persoonlijke ontwikkeling, overzichtelijk georganiseerd.</p>
        <CheckList items={SELLING_POINTS} className="auth-aside__list" />
        <div className="auth-aside__stat cluster cluster--4">
          <span className="auth-aside__stat-value">40%</span>
          <span className="auth-aside__stat-label">tijdsbesparing op de voorbereiding en verslaglegging van gesprekken</span>
        </div>
      </aside>
      <section className="auth-card card" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className="auth-card__title">
          {title}
        </h1>
        {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        <div className="auth-card__body stack stack--4">{children}</div>
      </section>
    </div>
  );
}
