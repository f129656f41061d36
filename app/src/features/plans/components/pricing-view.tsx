import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Plan } from '../../../../../contracts/plans';
import { Loading } from '../../../ui/loading';
import { useToast } from '../../../ui/use-toast';
import { usePlans, useUserPlan } from '../api/use-plans';
import { PlanCard } from './plan-card';
import { UpgradeModal } from './upgrade-modal';
import './plans.css';

/**
 * The four plan cards (SPEC 2, Pricing). A visitor who picks a plan goes to /login first; a signed-in
 * user gets the upgrade modal for a higher plan, and a toast for a lower one (no downgrades, SPEC 6).
 */
export function PricingView({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { plans, isLoading } = usePlans();
  const { plan: userPlan, isLoading: userPlanLoading } = useUserPlan(signedIn);
  const [choosing, setChoosing] = useState<Plan | null>(null);

  if (isLoading || (signedIn && userPlanLoading && !userPlan)) return <Loading />;
  const current = signedIn ? (userPlan?.plan_type ?? null) : null;

  function choose(plan: Plan) {
    if (!signedIn) {
      navigate('/login');
      return;
    }
    setChoosing(plan);
  }

  return (
    <>
      <div className="pricing-grid">
        {plans.map((plan) => (
          <PlanCard
            key={plan.name}
            plan={plan}
            current={current}
            onChoose={choose}
            onDowngrade={() => toast.warning('Downgrade niet mogelijk', 'Je kunt alleen overstappen naar een hoger plan.')}
          />
        ))}
      </div>
      <p className="pricing-note muted small">
        Alle prijzen zijn per maand, exclusief btw. Maandelijks opzegbaar; je gegevens blijven bewaard.
      </p>
      <UpgradeModal plan={choosing} current={userPlan} onClose={() => setChoosing(null)} />
    </>
  );
}
