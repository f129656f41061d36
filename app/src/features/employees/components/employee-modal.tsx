import type { ReactNode } from 'react';
import { errorMessage } from '../../../api/client';
import { Checkbox } from '../../../ui/checkbox';
import { FormModal } from '../../../ui/form-modal';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useFormModal } from '../../../ui/use-form-modal';
import { saveEmployee } from '../../../api/employees';
import { companyOptions, useCompanies } from '../../../api/companies';
import type { Employee } from '../../../../../contracts/employees';

interface EmployeeModalProps {
  open: boolean;
  /** null adds a new employee. */
  employee: Employee | null;
  /** Shown beside the form when editing (SPEC 2: the employee's POP conversations). */
  conversationsOf?: (employeeId: number) => ReactNode;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate({ naam, email, bedrijfId }: { naam: string; email: string; bedrijfId: string }): string | null {
  if (!naam.trim()) return 'Naam is verplicht';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Vul een geldig e-mailadres in';
  if (!Number.isInteger(Number.parseInt(bedrijfId, 10))) return 'Bedrijf is verplicht';
  return null;
}

export function EmployeeModal({ open, employee, conversationsOf, onClose, onSaved }: EmployeeModalProps) {
  const { data: companies } = useCompanies({ enabled: open });
  const form = useFormModal({
    open,
    resetKey: employee,
    initial: () => ({
      naam: employee?.naam ?? '',
      email: employee?.email ?? '',
      bedrijfId: employee ? String(employee.bedrijf_id) : '',
      actief: employee?.actief ?? true,
    }),
    validate,
    save: async ({ naam, email, bedrijfId, actief }) => {
      const input = { naam: naam.trim(), email: email.trim(), bedrijf_id: Number.parseInt(bedrijfId, 10) };
      await saveEmployee(employee ? employee.id : null, employee ? { ...input, actief } : input);
      onSaved(employee ? 'Medewerker succesvol bijgewerkt!' : 'Medewerker succesvol toegevoegd!');
      onClose();
    },
    describeError: (failure) => errorMessage(failure, 'Onbekende fout bij opslaan'),
  });
  const { values, change } = form;

  const options = companyOptions(companies, employee ? { id: employee.bedrijf_id, name: employee.bedrijf_naam } : undefined);

  return (
    <FormModal
      open={open}
      title={employee ? 'Medewerker bewerken' : 'Nieuwe medewerker'}
      onClose={onClose}
      formId="employee-form"
      form={form}
      aside={employee && conversationsOf ? conversationsOf(employee.id) : undefined}
    >
      <TextField label="Naam" value={values.naam} onChange={(naam) => change({ naam })} required maxLength={200} data-autofocus />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={(email) => change({ email })}
        required
        maxLength={254}
      />
      <Select
        label="Bedrijf"
        value={values.bedrijfId}
        onChange={(bedrijfId) => change({ bedrijfId })}
        placeholder="Selecteer een bedrijf"
        options={options}
        required
      />
      {employee ? <Checkbox label="Actief" checked={values.actief} onChange={(actief) => change({ actief })} /> : null}
    </FormModal>
  );
}
