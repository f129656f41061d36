import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client';
import type { User } from '../../../lib/user';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/use-toast';
import { updateName } from '../api/update-name';
import { FormModalFooter } from '../../../ui/form-modal-footer';

interface NameModalProps {
  open: boolean;
  currentName: string;
  onClose: () => void;
  onSaved: (user: User) => void;
}

export function NameModal({ open, currentName, onClose, onSaved }: NameModalProps) {
  const toast = useToast();
  const [naam, setNaam] = useState(currentName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setNaam(currentName);
    setError(null);
  }, [open, currentName]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = naam.trim();
    if (!trimmed) {
      setError('Naam mag niet leeg zijn');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const user = await updateName(trimmed);
      onSaved(user);
      toast.success('Naam succesvol bijgewerkt');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Fout bij wijzigen naam'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      size="small"
      title="Naam wijzigen"
      onClose={onClose}
      footer={<FormModalFooter formId="name-form" busy={saving} onCancel={onClose} />}
    >
      <form id="name-form" className="form" onSubmit={submit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField label="Naam" autoComplete="name" value={naam} onChange={setNaam} required data-autofocus />
      </form>
    </Modal>
  );
}
