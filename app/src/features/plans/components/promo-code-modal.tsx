import { useState, type FormEvent } from 'react';
import { planMessages } from '../../../../../contracts/plans';
import { errorMessage } from '../../../api/client';
import { FormModal } from '../../../ui/form-modal';
import { TextField } from '../../../ui/text-field';
import { useFreshOpening } from '../../../ui/use-fresh-opening';
import { useToast } from '../../../ui/use-toast';
import { useToastedAction } from '../../../ui/use-toasted-action';
import { applyPromoCode } from '../api/plan-actions';

interface PromoCodeModalProps {
  open: boolean;
  onClose: () => void;
  onApplied: () => void;
}

/** SPEC 5 and 8: the code is forced to upper case and required; a refusal is the toast 'Fout'. */
export function PromoCodeModal({ open, onClose, onApplied }: PromoCodeModalProps) {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const applying = useToastedAction();
  useFreshOpening(open, () => {
    setCode('');
    setError(null);
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (applying.busy) return;
    if (!code.trim()) {
      setError(planMessages.promoRequired);
      return;
    }
    setError(null);
    await applying.run(
      async () => {
        const result = await applyPromoCode(code.trim());
        toast.success('Promo code toegepast', result.message);
        onApplied();
        onClose();
      },
      'Fout',
      (failure) => errorMessage(failure, planMessages.promoInvalid),
    );
  }

  return (
    <FormModal
      open={open}
      title="Promo code invoeren"
      onClose={onClose}
      formId="promo-code-form"
      onSubmit={(event) => void submit(event)}
      saving={applying.busy}
      error={error}
      size="small"
      submitLabel="Toepassen"
      busyLabel="Bezig..."
    >
      <TextField
        label="Promo code"
        value={code}
        onChange={(value) => setCode(value.toUpperCase())}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={50}
        hint="Met een geldige promo code upgrade je gratis naar het Starter plan."
        data-autofocus
      />
    </FormModal>
  );
}
