import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/use-toast';
import { saveCompany } from '../api/save-company';
import type { Company } from '../api/use-companies';
import { BranchPickerModal } from './branch-picker-modal';
import { FormModalFooter } from '../../../ui/form-modal-footer';

interface CompanyModalProps {
  open: boolean;
  /** null adds a new company. */
  company: Company | null;
  onClose: () => void;
  onSaved: () => void;
}

export function CompanyModal({ open, company, onClose, onSaved }: CompanyModalProps) {
  const toast = useToast();
  const [naam, setNaam] = useState('');
  const [branche, setBranche] = useState('');
  const [actief, setActief] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (!open) return;
    setNaam(company?.naam ?? '');
    setBranche(company?.branche ?? '');
    setActief(company?.actief ?? true);
    setError(null);
    setPicking(false);
  }, [open, company]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { naam: naam.trim(), branche: branche.trim() };
    if (!input.naam) return setError('Naam is verplicht');
    if (!input.branche) return setError('Branche is verplicht');
    setSaving(true);
    setError(null);
    try {
      await saveCompany(company ? company.id : null, company ? { ...input, actief } : input);
      toast.success(company ? 'Bedrijf bijgewerkt' : 'Bedrijf aangemaakt');
      onSaved();
      onClose();
    } catch (failure) {
      toast.error('Fout bij opslaan', errorMessage(failure, 'Er is een fout opgetreden bij het opslaan van het bedrijf'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      {/* The picker takes the company modal's place, so Escape and focus belong to one dialog at a time. */}
      <Modal
        open={open && !picking}
        size="small"
        title={company ? 'Bedrijf bewerken' : 'Nieuw bedrijf'}
        onClose={onClose}
        footer={<FormModalFooter formId="company-form" busy={saving} onCancel={onClose} />}
      >
        <form id="company-form" className="form" onSubmit={submit} noValidate>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <TextField label="Naam" value={naam} onChange={setNaam} required maxLength={200} data-autofocus />
          <div className="company-form__branche">
            <TextField label="Branche" value={branche} onChange={setBranche} required maxLength={100} />
            <button type="button" className="button button--secondary" onClick={() => setPicking(true)}>
              Kies branche
            </button>
          </div>
          {company ? (
            <label className="companies-checkbox">
              <input type="checkbox" checked={actief} onChange={(event) => setActief(event.target.checked)} />
              Actief
            </label>
          ) : null}
        </form>
      </Modal>
      <BranchPickerModal
        open={open && picking}
        onClose={() => setPicking(false)}
        onPick={(naamOfBranch) => {
          setBranche(naamOfBranch);
          setPicking(false);
        }}
      />
    </>
  );
}
