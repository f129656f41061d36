import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PasswordField } from '../../../ui/text-field';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useFreshOpening } from '../../../ui/use-fresh-opening';
import { deleteAccount } from '../api/personal-data';

interface DeleteAccountModalProps {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** The last question before the account goes: what is lost, and the password as confirmation. */
export function DeleteAccountModal({ open, onClose, onDeleted }: DeleteAccountModalProps) {
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useAsyncAction((failure) => errorMessage(failure, 'Fout bij verwijderen van je account'));
  // A new opening starts empty: the password never stays in the form.
  useFreshOpening(open, () => {
    setPassword('');
    setError(null);
  });

  async function confirm() {
    if (!password) {
      setError('Vul je wachtwoord in om te bevestigen.');
      return;
    }
    await run(async () => {
      await deleteAccount(password);
      onDeleted();
    });
  }

  return (
    <ConfirmModal
      open={open}
      title="Account verwijderen"
      confirmLabel="Account definitief verwijderen"
      busyLabel="Verwijderen..."
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        Je account, je bedrijven, medewerkers, POP-gesprekken, doelen, ambities en templates worden verwijderd. Dit kan niet ongedaan worden
        gemaakt, ook niet uit back-ups. Download eerst je gegevens als je ze wilt bewaren.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <PasswordField label="Wachtwoord" autoComplete="current-password" value={password} onChange={setPassword} />
      </form>
    </ConfirmModal>
  );
}
