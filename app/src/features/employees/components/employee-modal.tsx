import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { saveEmployee } from '../api/save-employee';
import { useCompanyOptions } from '../api/use-company-options';
import type { Employee } from '../api/use-employees';
import { FormModalFooter } from '../../../ui/form-modal-footer';
import { EmployeeConversations } from './employee-conversations';

interface EmployeeModalProps {
  open: boolean;
  /** null adds a new employee. */
  employee: Employee | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmployeeModal({ open, employee, onClose, onSaved }: EmployeeModalProps) {
  const companySelectId = useId();
  const { data: companies } = useCompanyOptions(open);
  const [naam, setNaam] = useState('');
  const [email, setEmail] = useState('');
  const [bedrijfId, setBedrijfId] = useState('');
  const [actief, setActief] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setNaam(employee?.naam ?? '');
    setEmail(employee?.email ?? '');
    setBedrijfId(employee ? String(employee.bedrijf_id) : '');
    setActief(employee?.actief ?? true);
    setError(null);
  }, [open, employee]);

  // Only active companies are offered; an employee of a deactivated company keeps seeing its own.
  const options = (companies ?? []).map((company) => ({ id: company.id, naam: company.naam }));
  if (employee && !options.some((option) => option.id === employee.bedrijf_id)) {
    options.unshift({ id: employee.bedrijf_id, naam: employee.bedrijf_naam || `Bedrijf ${employee.bedrijf_id}` });
  }

  // SPEC 2: editing an existing employee shows that employee's POP conversations at the right.
  const aside = employee ? <EmployeeConversations key={employee.id} employeeId={employee.id} /> : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { naam: naam.trim(), email: email.trim(), bedrijf_id: Number.parseInt(bedrijfId, 10) };
    if (!input.naam) return setError('Naam is verplicht');
    if (!EMAIL_PATTERN.test(input.email)) return setError('Vul een geldig e-mailadres in');
    if (!Number.isInteger(input.bedrijf_id)) return setError('Bedrijf is verplicht');
    setSaving(true);
    setError(null);
    try {
      await saveEmployee(employee ? employee.id : null, employee ? { ...input, actief } : input);
      onSaved(employee ? 'Medewerker succesvol bijgewerkt!' : 'Medewerker succesvol toegevoegd!');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Onbekende fout bij opslaan'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={employee ? 'Medewerker bewerken' : 'Nieuwe medewerker'}
      onClose={onClose}
      footer={<FormModalFooter formId="employee-form" busy={saving} onCancel={onClose} />}
    >
      <div className={aside ? 'employee-modal employee-modal--split' : 'employee-modal'}>
        <form id="employee-form" className="form" onSubmit={submit} noValidate>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <TextField label="Naam" value={naam} onChange={setNaam} required maxLength={200} data-autofocus />
          <TextField label="E-mail" type="email" autoComplete="off" value={email} onChange={setEmail} required maxLength={254} />
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
            >
              <option value="">Selecteer een bedrijf</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.naam}
                </option>
              ))}
            </select>
          </div>
          {employee ? (
            <label className="employees-checkbox">
              <input type="checkbox" checked={actief} onChange={(event) => setActief(event.target.checked)} />
              Actief
            </label>
          ) : null}
        </form>
        {aside ? <aside className="employee-modal__aside">{aside}</aside> : null}
      </div>
    </Modal>
  );
}
