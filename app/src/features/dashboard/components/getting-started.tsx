import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icon';
import { ProgressBar } from '../../../ui/progress-bar';
import './dashboard.css';

interface GettingStartedProps {
  verified: boolean;
  twoFactorEnabled: boolean;
}

interface Step {
  title: string;
  description: string;
  done: boolean;
  to?: string;
  action?: string;
}

export function GettingStarted({ verified, twoFactorEnabled }: GettingStartedProps) {
  const steps: Step[] = [
    { title: 'Account aangemaakt', description: 'Je account bij POP Planner staat klaar.', done: true },
    {
      title: 'Verifieer je e-mailadres',
      description: 'Na verificatie kun je POP-gesprekken aanmaken.',
      done: verified,
      to: '/profile',
      action: 'Naar profiel',
    },
    {
      title: 'Controleer je profielgegevens',
      description: 'Zorg dat je naam klopt; die zien medewerkers in uitnodigingen.',
      done: false,
      to: '/profile',
      action: 'Bekijk profiel',
    },
    {
      title: 'Schakel tweestapsverificatie in',
      description: 'Beveilig je account met een extra code bij het inloggen.',
      done: twoFactorEnabled,
      to: '/profile?tab=beveiliging',
      action: 'Instellen',
    },
  ];
  const completed = steps.filter((step) => step.done).length;

  return (
    <section className="card getting-started" aria-labelledby="getting-started-title">
      <div className="getting-started__header cluster cluster--4">
        <div>
          <h2 id="getting-started-title" className="card__title">
            Aan de slag
          </h2>
          <p className="card__subtitle">Een paar stappen om je account helemaal klaar te zetten.</p>
        </div>
        <p className="getting-started__count">
          {completed} van {steps.length} voltooid
        </p>
      </div>
      <ProgressBar value={completed} max={steps.length} label="Voortgang aan de slag" size="small" className="getting-started__progress" />
      <ol className="steps plain-list">
        {steps.map((step) => (
          <li key={step.title} className={`steps__item ${step.done ? 'steps__item--done' : ''}`}>
            <span className="steps__marker" aria-hidden="true">
              {step.done ? <Icon name="check" size={16} /> : null}
            </span>
            <div className="steps__text">
              <p className="steps__title">
                {step.title}
                {step.done ? <span className="visually-hidden"> (voltooid)</span> : null}
              </p>
              <p className="steps__description">{step.description}</p>
            </div>
            {step.to && !step.done ? (
              <Link to={step.to} className="button button--secondary button--small steps__action">
                {step.action}
                <Icon name="arrowRight" size={16} />
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
