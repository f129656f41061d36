import { errorMessage } from '../../../api/client';
import { FormModal } from '../../../ui/form-modal';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useFormModal } from '../../../ui/use-form-modal';
import { useToast } from '../../../ui/use-toast';
import { saveUserTemplate } from '../../../api/templates';
import { companyOptions, useCompanies } from '../../../api/companies';
import { useLibrary } from '../../../api/library';
import type { UserTemplate } from '../../../../../contracts/templates';
import { TemplateGoalRows, type GoalRow } from './template-goal-rows';

interface TemplateModalProps {
  open: boolean;
  /** null creates a new template. */
  template: UserTemplate | null;
  onClose: () => void;
  onSaved: () => void;
}

interface TemplateValues {
  bedrijfId: string;
  omschrijving: string;
  rows: GoalRow[];
}

// Row keys only have to differ from each other; one counter for every opening is simplest.
let lastRowKey = 0;
const newRow = (omschrijving = '', notitie = ''): GoalRow => ({ key: ++lastRowKey, omschrijving, notitie });

const goalsOf = (rows: GoalRow[]) =>
  rows.map((row) => ({ omschrijving: row.omschrijving.trim(), notitie: row.notitie.trim() || null })).filter((goal) => goal.omschrijving);

function validate({ bedrijfId, omschrijving, rows }: TemplateValues): string | null {
  if (!bedrijfId) return 'Bedrijf is verplicht';
  if (!omschrijving.trim()) return 'Omschrijving is verplicht';
  if (goalsOf(rows).length === 0) return 'Voeg minimaal één doel toe aan de template';
  return null;
}

export function TemplateModal({ open, template, onClose, onSaved }: TemplateModalProps) {
  const toast = useToast();
  const companies = useCompanies({ enabled: open });
  const goalOptions = useLibrary('goal', { enabled: open });
  const form = useFormModal<TemplateValues>({
    open,
    resetKey: template,
    initial: () => {
      const goals = template?.goals ?? [];
      return {
        bedrijfId: template ? String(template.bedrijf_id) : '',
        omschrijving: template?.omschrijving ?? '',
        rows: goals.length > 0 ? goals.map((goal) => newRow(goal.omschrijving, goal.notitie ?? '')) : [newRow()],
      };
    },
    validate,
    save: async ({ bedrijfId, omschrijving, rows }) => {
      const input = { bedrijf_id: Number(bedrijfId), omschrijving: omschrijving.trim(), goals: goalsOf(rows) };
      if (template) await saveUserTemplate(template.id, input);
      else await saveUserTemplate(null, input);
      toast.success(template ? 'Template bijgewerkt' : 'Template aangemaakt');
      onSaved();
      onClose();
    },
    describeError: (failure) => errorMessage(failure, 'Er ging iets mis bij het opslaan.'),
  });
  const { values, change } = form;

  const options = companyOptions(companies.data, template ? { id: template.bedrijf_id, name: template.bedrijf_naam } : undefined);

  return (
    <FormModal
      open={open}
      title={template ? 'Template bewerken' : 'Nieuwe template'}
      onClose={onClose}
      formId="user-template-form"
      form={form}
    >
      <Select
        label="Bedrijf"
        value={values.bedrijfId}
        onChange={(bedrijfId) => change({ bedrijfId })}
        placeholder={companies.isLoading ? 'Laden...' : 'Selecteer een bedrijf'}
        options={options}
        required
        data-autofocus
      />
      <TextField label="Omschrijving" value={values.omschrijving} onChange={(omschrijving) => change({ omschrijving })} required />
      <TemplateGoalRows
        rows={values.rows}
        suggestions={(goalOptions.data ?? []).map((goal) => goal.omschrijving)}
        onChange={(rows) => change({ rows })}
        onAdd={() => change({ rows: [...values.rows, newRow()] })}
      />
    </FormModal>
  );
}
