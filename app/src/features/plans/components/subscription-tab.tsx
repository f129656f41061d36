import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDayMonthYear } from '../../../../../contracts/dutch-time';
import { isUnlimited, planLabel } from '../../../../../contracts/plan-catalogue';
import { planApi, planMessages } from '../../../../../contracts/plans';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { Loading } from '../../../ui/loading';
import { useToast } from '../../../ui/use-toast';
import { useToastedAction } from '../../../ui/use-toasted-action';
import { cancelPlan, openCustomerPortal } from '../api/plan-actions';
import { useUserPlan } from '../api/use-plans';
import { PromoCodeModal } from './promo-code-modal';
import { Button } from '../../../ui/button';
import { useCan } from '../../../lib/session/can';
import './plans.css';

const date = (iso: string | null) => (iso ? (formatDayMonthYear(iso) ?? '—') : '—');
const usage = (used: number, max: number, one: string, many: string) =>
  isUnlimited(max) ? `${used} ${used === 1 ? one : many} (onbeperkt)` : `${used} van ${max} ${max === 1 ? one : many}`;

/** The profile's Abonnement tab (SPEC 2): the plan, its dates, Upgrade, 'Plan annuleren', and the promo card on free. */
export function SubscriptionTab({ onPlanChanged }: { onPlanChanged: () => void }) {
  const toast = useToast();
  const { plan, error, mutate } = useUserPlan();
  const [confirming, setConfirming] = useState(false);
  const cancelling = useToastedAction();
  const may = useCan();
  const [promoOpen, setPromoOpen] = useState(false);

  if (error && !plan) return <Alert tone="error">Kon je abonnement niet laden.</Alert>;
  if (!plan) return <Loading />;

  const changed = () => {
    void mutate();
    onPlanChanged();
  };

  async function confirmCancel() {
    await cancelling.run(
      async () => {
        await cancelPlan();
        toast.success('Plan geannuleerd', 'Je zit nu op het gratis plan. Je bedrijven en medewerkers blijven bewaard.');
        setConfirming(false);
        changed();
      },
      planMessages.cancelFailed,
      (failure) => errorMessage(failure, planMessages.cancelFailed),
    );
  }

  async function portal() {
    try {
      window.location.assign((await openCustomerPortal()).url);
    } catch (failure) {
      toast.error('Fout', errorMessage(failure, 'Het klantportaal kon niet worden geopend.'));
    }
  }

  const free = plan.plan_type === 'free';
  // The plan and its payments are the owner's (contracts/plans.ts); other members see it, nothing more.
  const manages = may(planApi.createCheckoutSession);
  return (
    <div className="stack">
      <section className="card" aria-labelledby="subscription-title">
        <div className="plan-summary split-row">
          <div>
            <h2 id="subscription-title" className="card__title card__title--row">
              {plan.displayName}
              {/* The menu's name for it, when that reads differently (Starter is 'Basis', Pro 'Premium'). */}
              {planLabel(plan.plan_type) !== plan.displayName ? <span className="badge">{planLabel(plan.plan_type)}</span> : null}
            </h2>
            <p className="card__subtitle">
              €{plan.price} per maand · {usage(plan.usage.employees, plan.maxEmployees, 'medewerker', 'medewerkers')} ·{' '}
              {usage(plan.usage.companies, plan.maxCompanies, 'bedrijf', 'bedrijven')}
            </p>
          </div>
          <div className="cluster cluster--wrap cluster--2">
            {manages && plan.plan_type !== 'enterprise' ? (
              <Link to="/prijzen" className="button button--primary">
                Upgrade
              </Link>
            ) : null}
            {manages && !free ? (
              <Button variant="ghost-danger" onClick={() => setConfirming(true)}>
                Plan annuleren
              </Button>
            ) : null}
          </div>
        </div>
        <dl className="plan-facts">
          <div>
            <dt>Huidig plan</dt>
            <dd>{plan.displayName}</dd>
          </div>
          <div>
            <dt>Plan gestart op</dt>
            <dd>{date(plan.plan_started_at)}</dd>
          </div>
          <div>
            <dt>Verwachte betaaldatum</dt>
            <dd>{date(plan.expected_payment_date)}</dd>
          </div>
          <div>
            <dt>Geldig tot</dt>
            <dd>{date(plan.plan_expires_at)}</dd>
          </div>
          {plan.promo_code_used ? (
            <div>
              <dt>Promo code gebruikt</dt>
              <dd>{plan.promo_code_used}</dd>
            </div>
          ) : null}
        </dl>
        {manages && plan.payment_mode === 'stripe' && plan.next_invoice_date ? (
          <button type="button" className="link-button" onClick={() => void portal()}>
            Betaalgegevens en facturen beheren
          </button>
        ) : null}
        {!manages ? <p className="muted small">Alleen de eigenaar van de werkruimte beheert het abonnement.</p> : null}
        {plan.payment_mode === 'test' ? (
          <p className="muted small">Testmodus: upgrades gaan via een testbetaling, er wordt niet echt betaald.</p>
        ) : null}
      </section>

      {manages && free ? (
        <section className="card plan-promo split-row" aria-labelledby="promo-title">
          <div>
            <h2 id="promo-title" className="card__title">
              Heb je een promo code?
            </h2>
            <p className="card__subtitle">Gebruik je promo code en upgrade gratis naar het Starter plan.</p>
          </div>
          <Button variant="secondary" onClick={() => setPromoOpen(true)}>
            Promo code invoeren
          </Button>
        </section>
      ) : null}

      <ConfirmModal
        open={confirming}
        title="Plan annuleren"
        confirmLabel="Plan annuleren"
        busyLabel="Annuleren..."
        busy={cancelling.busy}
        cancelLabel="Terug"
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Weet je zeker dat je je {plan.displayName} plan wilt annuleren? Je gaat direct terug naar het gratis plan en toekomstige
          betalingen stoppen.
        </p>
        <p className="muted">
          Je bedrijven en medewerkers blijven bewaard, maar nieuwe toevoegen kan alleen binnen de limieten van het gratis plan.
        </p>
      </ConfirmModal>
      <PromoCodeModal open={promoOpen} onClose={() => setPromoOpen(false)} onApplied={changed} />
    </div>
  );
}
