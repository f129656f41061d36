import { Link } from 'react-router-dom';
import type { User } from '../../../../../contracts/account';
import { PLAN_CATALOGUE } from '../../../../../contracts/plan-catalogue';
import { ApiTokensCard } from './api-tokens-card';
import { webhookApi } from '../../../../../contracts/webhooks';
import { can } from '../../../lib/session/can';
import { WebhooksCard } from './webhooks-card';

/**
 * Profiel → API (issue 26): personal API tokens and webhooks, for the plans that include API access.
 * Other plans see what the upgrade would give them; the server refuses them anyway.
 */
export function ApiAccessTab({ user }: { user: User }) {
  if (!PLAN_CATALOGUE[user.plan_type].apiAccess) return <ApiAccessUpsell />;
  return (
    <div className="stack">
      <ApiTokensCard />
      {can(user, webhookApi.listWebhooks) ? <WebhooksCard /> : null}
    </div>
  );
}

function ApiAccessUpsell() {
  return (
    <section className="card" aria-labelledby="api-upsell-title">
      <h2 id="api-upsell-title">API-toegang</h2>
      <p>
        Met {PLAN_CATALOGUE.pro.displayName} of {PLAN_CATALOGUE.enterprise.displayName} koppel je POP Planner aan je eigen systemen:
        persoonlijke API-tokens om gesprekken, medewerkers en doelen te lezen en te schrijven, en webhooks die je systemen meteen laten
        weten wat er verandert.
      </p>
      <Link to="/prijzen">Bekijk de plannen</Link>
    </section>
  );
}
