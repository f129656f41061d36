import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/use-toast';
import { createUserTemplate, updateUserTemplate } from '../api/save-user-template';
import { useActiveCompanies } from '../api/use-active-companies';
import { useGoalOptions } from '../api/use-goal-options';
import type { UserTemplate } from '../api/user-template';
import { TemplateGoalRows, type GoalRow } from './template-goal-rows';
import { FormModalFooter } from '../../../ui/form-modal-footer';

interface TemplateModalProps {
  open: boolean;
  /** null creates a new template. */
  template: UserTemplate | null;
  onClose: () => void;
  onSaved: () => void;
}

export function TemplateModal({ open, template, onClose, onSaved }: TemplateModalProps) {
  const toast = useToast();
  const companySelectId = useId();
  const nextKey = useRef(0);
  const [bedrijfId, setBedrijfId] = useState('');
  const [omschrijving, setOmschrijving] = useState('');
  const [rows, setRows] = useState<GoalRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const companies = useActiveCompanies(open);
  const goalOptions = useGoalOptions(open);

  const newRow = (omschrijvingText = '', notitie = ''): GoalRow => ({ key: nextKey.current++, omschrijving: omschrijvingText, notitie });

  useEffect(() => {
    if (!open) return;
    setBedrijfId(template ? String(template.bedrijf_id) : '');
    setOmschrijving(template?.omschrijving ?? '');
    const goals = template?.goals ?? [];
    setRows(goals.length > 0 ? goals.map((goal) => newRow(goal.omschrijving, goal.notitie ?? '')) : [newRow()]);
    setError(null);
  }, [open, template]);

  // A template may still point at a company that became inactive; keep it selectable while editing.
  const companyOptions = [...(companies.data ?? [])];
  if (template && !companyOptions.some((company) => company.id === template.bedrijf_id)) {
    companyOptions.push({ id: template.bedrijf_id, naam: template.bedrijf_naam });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!bedrijfId) return setError('Bedrijf is verplicht');
    if (!omschrijving.trim()) return setError('Omschrijving is verplicht');
    const goals = rows
      .map((row) => ({ omschrijving: row.omschrijving.trim(), notitie: row.notitie.trim() || null }))
      .filter((goal) => goal.omschrijving);
    if (goals.length === 0) return setError('Voeg minimaal één doel toe aan de template');

    setSaving(true);
    setError(null);
    const input = { bedrijf_id: Number(bedrijfId), omschrijving: omschrijving.trim(), goals };
    try {
      if (template) await updateUserTemplate(template.id, input);
      else await createUserTemplate(input);
      toast.success(template ? 'Template bijgewerkt' : 'Template aangemaakt');
      onSaved();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Er ging iets mis bij het opslaan.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={template ? 'Template bewerken' : 'Nieuwe template'}
      onClose={onClose}
      footer={<FormModalFooter formId="user-template-form" busy={saving} onCancel={onClose} />}
    >
      <form id="user-template-form" className="form" onSubmit={submit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="field">
          <label className="field__label" htmlFor={companySelectId}>
            Bedrijf
          </label>
          <select
            id={companySelectId}
            className="input"
            value={bedrijfId}
            onChange={(event) => setBedrijfId(event.target.value)}
            required
            data-autofocus
          >
            <option value="">{companies.isLoading ? 'Laden...' : 'Selecteer een bedrijf'}</option>
            {companyOptions.map((company) => (
              <option key={company.id} value={company.id}>
                {company.naam}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Omschrijving" value={omschrijving} onChange={setOmschrijving} required />
        <TemplateGoalRows
          rows={rows}
          suggestions={(goalOptions.data ?? []).map((goal) => goal.omschrijving)}
          onChange={setRows}
          onAdd={() => setRows((current) => [...current, newRow()])}
        />
      </form>
    </Modal>
  );
}
