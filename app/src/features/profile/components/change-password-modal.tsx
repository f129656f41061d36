import { errorMessage } from '../../../api/client';
import { FormModal } from '../../../ui/form-modal';
import { PasswordField } from '../../../ui/text-field';
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
      form={form}
      submitLabel="Wachtwoord wijzigen"
    >
      <PasswordField
        label="Huidig wachtwoord"
        autoComplete="current-password"
        value={values.current}
        onChange={(current) => change({ current })}
        data-autofocus
      />
      <PasswordField label="Nieuw wachtwoord" autoComplete="new-password" value={values.next} onChange={(next) => change({ next })} />
      <PasswordField
        label="Bevestig nieuw wachtwoord"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={(confirmation) => change({ confirmation })}
      />
    </FormModal>
  );
}
