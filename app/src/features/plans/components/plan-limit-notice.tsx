import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { isUnlimited } from '../../../../../contracts/plan-catalogue';
import { Alert } from '../../../ui/alert';
import { useUserPlan } from '../api/use-plans';

const NOUNS = { companies: ['bedrijf', 'bedrijven'], employees: ['medewerker', 'medewerkers'] } as const;

interface PlanLimitNoticeProps {
  kind: 'companies' | 'employees';
  /** Something that changes when the list changes (the page's list data): the count is looked up again. */
  watch?: unknown;
}

/**
 * Above a list whose plan limit is reached (SPEC 9): why a new one cannot be added, with the way to
 * /prijzen. After a cancel the account may hold more than the plan allows; what exists stays usable.
 */
export function PlanLimitNotice({ kind, watch }: PlanLimitNoticeProps) {
  const { plan, mutate } = useUserPlan();
  const seen = useRef(watch);
  useEffect(() => {
    if (seen.current === watch) return;
    seen.current = watch;
    void mutate();
  }, [watch, mutate]);

  if (!plan) return null;
  const max = kind === 'companies' ? plan.maxCompanies : plan.maxEmployees;
  const used = plan.usage[kind];
  if (isUnlimited(max) || used < max) return null;
  const [one, many] = NOUNS[kind];
  return (
    <Alert tone="warning" title={`Limiet van je ${plan.displayName}-abonnement bereikt`}>
      Met je {plan.displayName}-abonnement kun je maximaal {max} {max === 1 ? one : many} registreren
      {used > max ? ` en je hebt er nu ${used}` : ''}. Je bestaande {many} blijven zichtbaar en te bewerken; nieuwe toevoegen kan weer na
      een upgrade. <Link to="/prijzen">Bekijk de plannen</Link>
    </Alert>
  );
}
