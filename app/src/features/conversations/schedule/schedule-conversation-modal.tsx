import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { FormModalFooter } from '../../../ui/form-modal-footer';
import { Modal } from '../../../ui/modal';
import { TextAreaField } from '../../../ui/text-area-field';
import { useToast } from '../../../ui/use-toast';
import { newRequestKey } from '../../../lib/request-key';
import { scheduleConversation } from '../api/conversations';
import {
  initialScheduleForm,
  scheduleFailureDetail,
  scheduleFailureMessage,
  reconcileParties,
  toScheduleInput,
  validateScheduleForm,
  type ScheduleErrors,
  type ScheduleField,
  type ScheduleFormValues,
  type ScheduleInitial,
} from './schedule-form';
import { useCompanies } from '../../../api/companies';
import { useEmployees } from '../../../api/employees';
import { useUserTemplates } from '../../../api/templates';
import { SchedulePartyFields } from './schedule-party-fields';
import { ScheduleTemplateChoice } from './schedule-template-choice';
import { ScheduleWhenFields } from './schedule-when-fields';
import { TemplateSearchModal } from './template-search-modal';
import './schedule.css';

const ERROR_OF_FIELD: Partial<Record<keyof ScheduleFormValues, ScheduleField>> = {
  scheduledAt: 'scheduledAt',
  companyId: 'companyId',
  employeeId: 'employeeId',
  status: 'status',
  templateMode: 'template',
  ownTemplateId: 'template',
  catalogueTemplate: 'template',
};

function withoutError(errors: ScheduleErrors, field: ScheduleField | undefined): ScheduleErrors {
  if (!field || !errors[field]) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

export interface ScheduleConversationModalProps {
  open: boolean;
  onClose: () => void;
  initial?: ScheduleInitial;
  /** Called with the new conversation's id; the caller decides whether to navigate. */
  onPlanned?: (id: number) => void;
}

/** The New POP conversation modal (SPEC 2 'Modals shared', 5), used from dashboard, list, calendar and detail. */
export function ScheduleConversationModal(props: ScheduleConversationModalProps) {
  // Mounted only while open, so every opening starts from a fresh form.
  return props.open ? <ScheduleConversationDialog {...props} /> : null;
}

function ScheduleConversationDialog({ onClose, initial, onPlanned }: ScheduleConversationModalProps) {
  const toast = useToast();
  const formId = useId();
  const [values, setValues] = useState<ScheduleFormValues>(() => initialScheduleForm(initial));
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [failure, setFailure] = useState<{ message: string; detail: string | null } | null>(null);
  const [saving, setSaving] = useState(false);
  // One key per opened form: submitting twice, or again after a lost answer, plans one conversation.
  const [requestKey] = useState(newRequestKey);
  const [searching, setSearching] = useState(false);
  // Without includeInactive both lists hold only active entries: the only ones a new conversation may use.
  const companies = useCompanies();
  const employees = useEmployees();
  const ownTemplates = useUserTemplates();

  // Once the active companies and employees are known (and whenever they change), a preset company or
  // employee that is no longer active is let go; adjusted while rendering, so no stale choice is painted.
  const [reconciledWith, setReconciledWith] = useState<readonly [unknown, unknown]>([undefined, undefined]);
  if (companies.data && employees.data && (reconciledWith[0] !== companies.data || reconciledWith[1] !== employees.data)) {
    const [activeCompanies, activeEmployees] = [companies.data, employees.data];
    setReconciledWith([activeCompanies, activeEmployees]);
    setValues((current) => reconcileParties(current, activeCompanies, activeEmployees));
  }

  // Editing a field takes its error message away; the next submit checks everything again.
  function change<K extends keyof ScheduleFormValues>(field: K, value: ScheduleFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, ERROR_OF_FIELD[field]));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateScheduleForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const { id, bevestiging } = await scheduleConversation(toScheduleInput(values), requestKey);
      // Past a mail limit the conversation is planned without its mail: the server says so.
      if (bevestiging && !bevestiging.verstuurd) toast.warning('POP gesprek aangemaakt', bevestiging.melding);
      else toast.success('POP gesprek aangemaakt', bevestiging?.melding);
      onPlanned?.(id);
      onClose();
    } catch (error) {
      setFailure({ message: scheduleFailureMessage(error), detail: scheduleFailureDetail(error) });
      setSaving(false);
    }
  }

  return (
    <>
      {/* While the template search is open it takes the place of this modal (one dialog at a time). */}
      <Modal
        open={!searching}
        title="Nieuw POP gesprek"
        onClose={onClose}
        footer={<FormModalFooter formId={formId} busy={saving} onCancel={onClose} submitLabel="Gesprek plannen" busyLabel="Plannen..." />}
      >
        <form id={formId} className="form plan-form" onSubmit={submit} noValidate>
          {failure ? (
            <Alert tone="error">
              {failure.message}
              {failure.detail ? <span className="plan-form__detail">{failure.detail}</span> : null}
            </Alert>
          ) : null}
          <ScheduleWhenFields
            scheduledAt={values.scheduledAt}
            status={values.status}
            errors={errors}
            onScheduledAtChange={(scheduledAt) => change('scheduledAt', scheduledAt)}
            onStatusChange={(status) => change('status', status)}
          />
          <SchedulePartyFields
            companies={companies.data}
            employees={employees.data}
            failed={Boolean(companies.error || employees.error)}
            companyId={values.companyId}
            employeeId={values.employeeId}
            errors={errors}
            onCompanyChange={(companyId) => {
              change('companyId', companyId);
              setValues((current) => ({ ...current, employeeId: '' }));
            }}
            onEmployeeChange={(employeeId) => change('employeeId', employeeId)}
            onLeave={onClose}
          />
          <TextAreaField
            label={
              <>
                Verslag <span className="plan-form__optional">(optioneel)</span>
              </>
            }
            rows={3}
            maxLength={50_000}
            value={values.report}
            onChange={(report) => change('report', report)}
          />
          <ScheduleTemplateChoice
            mode={values.templateMode}
            onModeChange={(mode) => change('templateMode', mode)}
            ownTemplates={ownTemplates.data}
            ownTemplateId={values.ownTemplateId}
            onOwnTemplateChange={(id) => change('ownTemplateId', id)}
            companyId={values.companyId}
            catalogueTemplate={values.catalogueTemplate}
            onSearchCatalogue={() => setSearching(true)}
            error={errors.template}
            onLeave={onClose}
          />
          <Checkbox
            label="Stuur de medewerker een bevestigingsmail met agenda-uitnodiging"
            checked={values.sendConfirmation}
            onChange={(checked) => change('sendConfirmation', checked)}
          />
        </form>
      </Modal>
      <TemplateSearchModal
        open={searching}
        chosenId={values.catalogueTemplate?.id ?? null}
        onClose={() => setSearching(false)}
        onChoose={(template) => {
          change('catalogueTemplate', template);
          setSearching(false);
        }}
      />
    </>
  );
}
