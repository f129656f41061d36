import { errorMessage } from '../../../api/client';
import { FormModal } from '../../../ui/form-modal';
import { TextField } from '../../../ui/text-field';
import { useFormModal } from '../../../ui/use-form-modal';
import { useToast } from '../../../ui/use-toast';
import { changePassword } from '../api/change-password';

interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
}

interface PasswordValues {
  current: string;
  next: string;
  confirmation: string;
}

function validate({ current, next, confirmation }: PasswordValues): string | null {
  if (!current || !next || !confirmation) return 'Vul alle velden in';
  if (next !== confirmation) return 'Nieuwe wachtwoorden komen niet overeen';
  return null;
}

export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const toast = useToast();
  const form = useFormModal<PasswordValues>({
    open,
    // Passwords never stay in the form from one opening to the next.
    initial: () => ({ current: '', next: '', confirmation: '' }),
    validate,
    save: async ({ current, next }) => {
      await changePassword(current, next);
      toast.success('Wachtwoord succesvol gewijzigd!');
      onClose();
    },
    describeError: (failure) => errorMessage(failure, 'Fout bij wijzigen wachtwoord'),
  });
  const { values, change } = form;

  return (
    <FormModal
      open={open}
      size="small"
      title="Wachtwoord wijzigen"
      onClose={onClose}
      formId="change-password-form"
      onSubmit={(event) => void form.submit(event)}
      saving={form.saving}
      error={form.error}
      submitLabel="Wachtwoord wijzigen"
    >
      <TextField
        label="Huidig wachtwoord"
        type="password"
        autoComplete="current-password"
        value={values.current}
        onChange={(current) => change({ current })}
        required
        data-autofocus
      />
      <TextField
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        value={values.next}
        onChange={(next) => change({ next })}
        required
      />
      <TextField
        label="Bevestig nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={(confirmation) => change({ confirmation })}
        required
      />
    </FormModal>
  );
}
