import { errorMessage } from '../../../api/client';
import type { User } from '../../../../../contracts/account';
import { FormModal } from '../../../ui/form-modal';
import { TextField } from '../../../ui/text-field';
import { useFormModal } from '../../../ui/use-form-modal';
import { useToast } from '../../../ui/use-toast';
import { updateName } from '../api/update-name';

interface NameModalProps {
  open: boolean;
  currentName: string;
  onClose: () => void;
  onSaved: (user: User) => void;
}

export function NameModal({ open, currentName, onClose, onSaved }: NameModalProps) {
  const toast = useToast();
  const form = useFormModal({
    open,
    resetKey: currentName,
    initial: () => ({ naam: currentName }),
    validate: ({ naam }) => (naam.trim() ? null : 'Naam mag niet leeg zijn'),
    save: async ({ naam }) => {
      onSaved(await updateName(naam.trim()));
      toast.success('Naam succesvol bijgewerkt');
      onClose();
    },
    describeError: (failure) => errorMessage(failure, 'Fout bij wijzigen naam'),
  });

  return (
    <FormModal open={open} size="small" title="Naam wijzigen" onClose={onClose} formId="name-form" form={form}>
      <TextField
        label="Naam"
        autoComplete="name"
        value={form.values.naam}
        onChange={(naam) => form.change({ naam })}
        required
        data-autofocus
      />
    </FormModal>
  );
}
