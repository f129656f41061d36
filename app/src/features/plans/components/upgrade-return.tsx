import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { storedPlanName } from '../../../../../contracts/plan-catalogue';
import { planMessages } from '../../../../../contracts/plans';
import { ApiError, errorMessage } from '../../../api/client';
import { useToast } from '../../../ui/use-toast';
import { completeUpgrade } from '../api/plan-actions';
import './plans.css';

/** Stripe may confirm a moment after the browser is back: a few looks before giving up. */
const ATTEMPTS = 4;
const PAUSE_MS = 1500;

/**
 * The way back from the payment page (SPEC 2, Profile): `?upgrade=success&plan=` completes the upgrade
 * behind the full-screen 'Upgrade verwerken...' overlay, `?upgrade=cancelled` says so; then both
 * parameters leave the address bar.
 */
export function UpgradeReturn({ onUpgraded }: { onUpgraded: () => void }) {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const outcome = params.get('upgrade');
  const plan = params.get('plan');
  const key = `${outcome}:${plan}`;
  const [finishedFor, setFinishedFor] = useState<string | null>(null);
  const processing = outcome === 'success' && finishedFor !== key;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!outcome || handled.current === key) return;
    handled.current = key;
    const clear = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('upgrade');
          next.delete('plan');
          next.delete('session_id');
          return next;
        },
        { replace: true },
      );
    if (outcome !== 'success') {
      toast.warning('Upgrade geannuleerd', planMessages.upgradeCancelled);
      clear();
      return;
    }
    void (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          await completeUpgrade(storedPlanName(plan));
          toast.success(planMessages.upgradeDone, 'Je nieuwe plan is direct actief.');
          onUpgraded();
          break;
        } catch (failure) {
          const notYet = failure instanceof ApiError && failure.status === 409;
          if (notYet && attempt < ATTEMPTS) {
            await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
            continue;
          }
          toast.error('Upgrade mislukt', errorMessage(failure, planMessages.upgradeFailed));
          break;
        }
      }
      setFinishedFor(key);
      clear();
    })();
  }, [key, outcome, plan, setParams, toast, onUpgraded]);

  if (!processing) return null;
  return (
    <div className="upgrade-overlay" role="status" aria-live="polite">
      <div className="upgrade-overlay__box cluster">
        <span className="spinner" aria-hidden="true" />
        <p>Upgrade verwerken...</p>
      </div>
    </div>
  );
}
