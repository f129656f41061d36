import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useToast } from '../../../ui/use-toast';
import { logoutEverywhere } from '../api/sessions';
import { SettingCard } from './setting-card';

/** For a lost phone or a shared computer: every other session ends on the server, this one stays. */
export function LogoutEverywhereCard() {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const action = useAsyncAction((failure) => errorMessage(failure, 'Overal uitloggen is niet gelukt'));

  async function confirm() {
    await action.run(async () => {
      await logoutEverywhere();
      setConfirming(false);
      toast.success('Overal uitgelogd', 'Je bent uitgelogd op alle andere apparaten en browsers. Hier blijf je ingelogd.');
    });
  }

  return (
    <SettingCard
      icon="logout"
      title="Overal uitloggen"
      description="Log uit op alle andere apparaten en browsers, bijvoorbeeld na verlies van je telefoon. Hier blijf je ingelogd."
      action={
        <Button
          variant="secondary"
          className="setting__action"
          onClick={() => {
            action.setError(null);
            setConfirming(true);
          }}
        >
          Overal uitloggen
        </Button>
      }
    >
      <ConfirmModal
        open={confirming}
        title="Overal uitloggen"
        confirmLabel="Overal uitloggen"
        busy={action.busy}
        error={action.error}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <p className="modal-text">Weet je zeker dat je op alle andere apparaten en browsers wilt uitloggen?</p>
        <p className="muted small">Daar moet je daarna opnieuw inloggen. Op dit apparaat blijf je ingelogd.</p>
      </ConfirmModal>
    </SettingCard>
  );
}
