import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/use-toast';
import { changePassword } from '../api/change-password';
import { FormModalFooter } from '../../../ui/form-modal-footer';

interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
}

export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) return;
    setCurrent('');
    setNext('');
    setConfirmation('');
    setError(null);
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!current || !next || !confirmation) {
      setError('Vul alle velden in');
      return;
    }
    if (next !== confirmation) {
      setError('Nieuwe wachtwoorden komen niet overeen');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await changePassword(current, next);
      toast.success('Wachtwoord succesvol gewijzigd!');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Fout bij wijzigen wachtwoord'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      size="small"
      title="Wachtwoord wijzigen"
      onClose={onClose}
      footer={<FormModalFooter formId="change-password-form" busy={saving} onCancel={onClose} submitLabel="Wachtwoord wijzigen" />}
    >
      <form id="change-password-form" className="form" onSubmit={submit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label="Huidig wachtwoord"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          required
          data-autofocus
        />
        <TextField
          label="Nieuw wachtwoord"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          required
        />
        <TextField
          label="Bevestig nieuw wachtwoord"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          required
        />
      </form>
    </Modal>
  );
}
