import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Checkbox } from '../../../ui/checkbox';
import { FormModal } from '../../../ui/form-modal';
import { TextField } from '../../../ui/text-field';
import { useFormModal } from '../../../ui/use-form-modal';
import { useToast } from '../../../ui/use-toast';
import { saveCompany } from '../../../api/companies';
import type { Company } from '../../../../../contracts/companies';
import { BranchPickerModal } from './branch-picker-modal';
import { Button } from '../../../ui/button';

interface CompanyModalProps {
  open: boolean;
  /** null adds a new company. */
  company: Company | null;
  onClose: () => void;
  onSaved: () => void;
}

const SAVE_FAILED = 'Er is een fout opgetreden bij het opslaan van het bedrijf';

export function CompanyModal({ open, company, onClose, onSaved }: CompanyModalProps) {
  const toast = useToast();
  const [picking, setPicking] = useState(false);
  const form = useFormModal({
    open,
    resetKey: company,
    initial: () => ({ naam: company?.naam ?? '', branche: company?.branche ?? '', actief: company?.actief ?? true }),
    validate: ({ naam, branche }) => (!naam.trim() ? 'Naam is verplicht' : !branche.trim() ? 'Branche is verplicht' : null),
    save: async ({ naam, branche, actief }) => {
      const input = { naam: naam.trim(), branche: branche.trim() };
      // A failed save is a toast here (SPEC 8), not a message in the form.
      try {
        await saveCompany(company ? company.id : null, company ? { ...input, actief } : input);
        toast.success(company ? 'Bedrijf bijgewerkt' : 'Bedrijf aangemaakt');
        onSaved();
        onClose();
      } catch (failure) {
        toast.error('Fout bij opslaan', errorMessage(failure, SAVE_FAILED));
      }
    },
    describeError: (failure) => errorMessage(failure, SAVE_FAILED),
  });
  const { values, change } = form;

  return (
    <>
      {/* The picker takes the company modal's place, so Escape and focus belong to one dialog at a time. */}
      <FormModal
        open={open && !picking}
        size="small"
        title={company ? 'Bedrijf bewerken' : 'Nieuw bedrijf'}
        onClose={onClose}
        formId="company-form"
        form={form}
      >
        <TextField label="Naam" value={values.naam} onChange={(naam) => change({ naam })} required maxLength={200} data-autofocus />
        <div className="field-row">
          <TextField label="Branche" value={values.branche} onChange={(branche) => change({ branche })} required maxLength={100} />
          <Button variant="secondary" onClick={() => setPicking(true)}>
            Kies branche
          </Button>
        </div>
        {company ? <Checkbox label="Actief" checked={values.actief} onChange={(actief) => change({ actief })} /> : null}
      </FormModal>
      <BranchPickerModal
        open={open && picking}
        onClose={() => setPicking(false)}
        onPick={(naam) => {
          change({ branche: naam });
          setPicking(false);
        }}
      />
    </>
  );
}
