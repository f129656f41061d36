import { useState } from 'react';
import { planMessages, type Plan, type UserPlan } from '../../../../../contracts/plans';
import { errorMessage } from '../../../api/client';
import { newRequestKey } from '../../../lib/request-key';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { startCheckout } from '../api/plan-actions';
import { Button } from '../../../ui/button';

type Step = 'confirm' | 'processing' | 'redirecting';
const STEPS: { id: Step; label: string }[] = [
  { id: 'confirm', label: 'Bevestigen' },
  { id: 'processing', label: 'Verwerken' },
  { id: 'redirecting', label: 'Doorsturen' },
];

interface UpgradeModalProps {
  /** The plan chosen on the pricing page; null keeps the modal closed. */
  plan: Plan | null;
  current: UserPlan | undefined;
  onClose: () => void;
}

/** SPEC 2 and 4: confirm, processing (the checkout is opened), redirecting (to the payment page). */
export function UpgradeModal({ plan, current, onClose }: UpgradeModalProps) {
  const [step, setStep] = useState<Step>('confirm');
  const [error, setError] = useState<string | null>(null);
  // One key per opening: a double click or a retry after a network error opens one checkout.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [openedFor, setOpenedFor] = useState<Plan | null>(null);
  if (openedFor !== plan) {
    setOpenedFor(plan);
    setStep('confirm');
    setError(null);
    setRequestKey(newRequestKey());
  }
  if (!plan) return null;

  async function proceed() {
    if (!plan || step !== 'confirm') return;
    setError(null);
    setStep('processing');
    try {
      const checkout = await startCheckout(plan.name, requestKey);
      if (!checkout.sessionId) throw new Error(planMessages.noSessionId);
      setStep('redirecting');
      window.location.assign(checkout.url);
    } catch (failure) {
      setStep('confirm');
      setError(
        failure instanceof Error && failure.message === planMessages.noSessionId
          ? failure.message
          : errorMessage(failure, planMessages.upgradeFailed),
      );
    }
  }

  const testMode = current?.payment_mode === 'test';
  const busy = step !== 'confirm';
  return (
    <Modal
      open
      title={`Upgrade naar ${plan.displayName}`}
      onClose={busy ? () => undefined : onClose}
      size="small"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Annuleren
          </Button>
          <Button variant="primary" onClick={() => void proceed()} disabled={busy} data-autofocus>
            {step === 'confirm' ? 'Doorgaan naar betalen' : step === 'processing' ? 'Bezig...' : 'Doorsturen...'}
          </Button>
        </>
      }
    >
      <ol className="upgrade-steps plain-list" aria-label="Stappen">
        {STEPS.map((s, index) => (
          <li
            key={s.id}
            className={`upgrade-steps__step${s.id === step ? ' upgrade-steps__step--active' : ''}`}
            aria-current={s.id === step ? 'step' : undefined}
          >
            <span className="upgrade-steps__number">{index + 1}</span> {s.label}
          </li>
        ))}
      </ol>
      {error ? (
        <Alert tone="error" title="Upgrade mislukt">
          {error}
        </Alert>
      ) : null}
      {step === 'confirm' ? (
        <div className="stack">
          <p>
            Je stapt over van <strong>{current?.displayName ?? 'Gratis'}</strong> naar <strong>{plan.displayName}</strong> voor{' '}
            <strong>€{plan.price} per maand</strong>. Je kunt maandelijks opzeggen via je profiel.
          </p>
          <ul className="upgrade-steps__features">
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {testMode ? (
            <Alert tone="warning" title="Testmodus">
              Er is geen betaalprovider ingesteld: je gaat naar de testbetaalpagina van POP Planner en er wordt niet echt betaald.
            </Alert>
          ) : (
            <p className="muted small">Je rondt de betaling af op de beveiligde betaalpagina van Stripe.</p>
          )}
        </div>
      ) : (
        <div className="upgrade-steps__busy" role="status">
          <span className="spinner" aria-hidden="true" />
          {step === 'processing' ? 'Je betaling wordt voorbereid...' : 'Je wordt doorgestuurd naar de betaalpagina...'}
        </div>
      )}
    </Modal>
  );
}
