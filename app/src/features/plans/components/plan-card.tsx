import { Link } from 'react-router-dom';
import { planAction, planBadge, type SubscriptionTier } from '../../../../../contracts/plan-catalogue';
import type { Plan } from '../../../../../contracts/plans';
import { Icon } from '../../../ui/icon';
import { Button } from '../../../ui/button';

interface PlanCardProps {
  plan: Plan;
  /** The viewer's plan; null for a visitor. */
  current: SubscriptionTier | null;
  onChoose: (plan: Plan) => void;
  /** A lower plan was pressed (SPEC 8: the 'Downgrade niet mogelijk' toast). */
  onDowngrade: () => void;
}

/** One plan of the pricing page: price, limits, features, tag and badge, and what its button does (SPEC 6). */
export function PlanCard({ plan, current, onChoose, onDowngrade }: PlanCardProps) {
  const action = planAction(plan.name, current);
  const badge = planBadge(plan.name, current);
  const titleId = `plan-${plan.name}-title`;
  return (
    <article
      className={`plan-card${badge ? ' plan-card--popular' : ''}${action.kind === 'current' ? ' plan-card--current' : ''}`}
      aria-labelledby={titleId}
    >
      {badge ? <span className="plan-card__badge">{badge}</span> : null}
      <header className="plan-card__header">
        <h2 id={titleId} className="plan-card__name">
          {plan.displayName}
        </h2>
        {plan.tag ? <span className="badge badge--info">{plan.tag}</span> : null}
        {action.kind === 'current' ? <span className="badge badge--success">Huidig plan</span> : null}
      </header>
      <p className="plan-card__price">
        <span className="plan-card__amount">€{plan.price}</span> <span className="muted">per maand</span>
      </p>
      <ul className="plan-card__features plain-list">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={16} className="plan-card__check" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="plan-card__action">
        {action.kind === 'contact' ? (
          <Link className="button button--secondary button--block" to="/contact">
            {action.label}
          </Link>
        ) : action.kind === 'upgrade' ? (
          <Button variant="primary" className="button--block" onClick={() => onChoose(plan)}>
            {action.label}
          </Button>
        ) : (
          <button
            type="button"
            className="button button--secondary button--block"
            aria-disabled="true"
            disabled={action.kind === 'current'}
            onClick={onDowngrade}
          >
            {action.label}
          </button>
        )}
      </div>
    </article>
  );
}
