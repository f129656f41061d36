import { ApiError } from '../../../api/client';
import type { ConversationStatus, ScheduleConversationInput } from '../../../../../contracts/conversations';
import type { Company } from '../../../../../contracts/companies';
import type { Employee } from '../../../../../contracts/employees';
import type { UserTemplate } from '../../../../../contracts/templates';

/** What the schedule form needs of the lists it offers (the API's own shapes). */
export type CompanyOption = Pick<Company, 'id' | 'naam'>;
export type EmployeeOption = Pick<Employee, 'id' | 'naam' | 'email' | 'bedrijf_id'>;
export type OwnTemplateOption = Pick<UserTemplate, 'id' | 'bedrijf_id' | 'bedrijf_naam' | 'omschrijving'>;

/** The template option of the schedule form (SPEC 5): none, an own (user) template or a catalogue template. */
export type TemplateMode = 'none' | 'own' | 'catalogue';

export interface ChosenTemplate {
  id: number;
  name: string;
}

export interface ScheduleFormValues {
  /** 'YYYY-MM-DDTHH:mm' as the datetime-local input gives it; sent to the API as is. */
  scheduledAt: string;
  companyId: string;
  employeeId: string;
  status: ConversationStatus | '';
  report: string;
  templateMode: TemplateMode;
  ownTemplateId: string;
  catalogueTemplate: ChosenTemplate | null;
  sendConfirmation: boolean;
}

export interface ScheduleInitial {
  companyId?: number;
  employeeId?: number;
  scheduledAt?: string;
}

export type ScheduleField = 'scheduledAt' | 'companyId' | 'employeeId' | 'status' | 'template';
export type ScheduleErrors = Partial<Record<ScheduleField, string>>;

export const VERIFICATION_REQUIRED =
  'Je account moet eerst geverifieerd worden voordat je POP gesprekken kunt aanmaken. Controleer je email voor de verificatielink.';
export const CREATE_FAILED = 'Er is een fout opgetreden bij het aanmaken van het POP gesprek.';

/** A new conversation starts as gepland (SPEC 4). */
export function initialScheduleForm(initial: ScheduleInitial = {}): ScheduleFormValues {
  return {
    scheduledAt: initial.scheduledAt ?? '',
    companyId: initial.companyId ? String(initial.companyId) : '',
    employeeId: initial.employeeId ? String(initial.employeeId) : '',
    status: 'gepland',
    report: '',
    templateMode: 'none',
    ownTemplateId: '',
    catalogueTemplate: null,
    sendConfirmation: false,
  };
}

/** Date-time, company, employee and status are required; a chosen template option needs its template. */
export function validateScheduleForm(values: ScheduleFormValues): ScheduleErrors {
  const errors: ScheduleErrors = {};
  if (!values.scheduledAt.trim()) errors.scheduledAt = 'Datum en tijd zijn verplicht';
  if (!values.companyId) errors.companyId = 'Kies een bedrijf';
  if (!values.employeeId) errors.employeeId = 'Kies een medewerker';
  if (!values.status) errors.status = 'Kies een status';
  if (values.templateMode === 'own' && !values.ownTemplateId) errors.template = 'Kies een eigen template';
  if (values.templateMode === 'catalogue' && !values.catalogueTemplate) errors.template = 'Kies een gesprekstemplate';
  return errors;
}

/** The POST /pop body of a valid form: the one place the form's names become the contract's Dutch ones. */
export function toScheduleInput(values: ScheduleFormValues): ScheduleConversationInput {
  const template =
    values.templateMode === 'own'
      ? { type: 'eigen' as const, id: Number(values.ownTemplateId) }
      : values.templateMode === 'catalogue' && values.catalogueTemplate
        ? { type: 'gesprek' as const, id: values.catalogueTemplate.id }
        : null;
  return {
    bedrijf_id: Number(values.companyId),
    medewerker_id: Number(values.employeeId),
    datum_tijd: values.scheduledAt,
    status: values.status || 'gepland',
    verslag: values.report,
    template,
    sendConfirmation: values.sendConfirmation,
  };
}

/**
 * Brings a (prefilled) form in line with the active companies and employees once they are loaded:
 * an employee alone fills in its company, and an inactive or mismatched choice is cleared.
 * Returns the same object when nothing changes.
 */
export function reconcileParties(values: ScheduleFormValues, companies: CompanyOption[], employees: EmployeeOption[]): ScheduleFormValues {
  let { companyId, employeeId } = values;
  const employee = employees.find((candidate) => String(candidate.id) === employeeId);
  if (employeeId && !employee) employeeId = '';
  if (companyId && !companies.some((company) => String(company.id) === companyId)) companyId = '';
  if (employee && !companyId && companies.some((company) => company.id === employee.bedrijf_id)) companyId = String(employee.bedrijf_id);
  if (employee && String(employee.bedrijf_id) !== companyId) employeeId = '';
  return companyId === values.companyId && employeeId === values.employeeId ? values : { ...values, companyId, employeeId };
}

export function employeesOfCompany(employees: EmployeeOption[], companyId: string): EmployeeOption[] {
  if (!companyId) return [];
  return employees.filter((employee) => String(employee.bedrijf_id) === companyId);
}

/** All own templates are offered, those of the chosen company first. */
export function splitOwnTemplates(templates: OwnTemplateOption[], companyId: string) {
  const ofCompany = templates.filter((template) => String(template.bedrijf_id) === companyId);
  const others = templates.filter((template) => String(template.bedrijf_id) !== companyId);
  return { ofCompany, others };
}

/** SPEC 8: an unverified account gets its own alert; any other failure the general text. */
export function scheduleFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403 && error.message.includes('geverifieerd')) return VERIFICATION_REQUIRED;
  return CREATE_FAILED;
}

/** The server's own reason for a refused request (e.g. an employee deactivated meanwhile), shown under the general text. */
export function scheduleFailureDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  return error.status === 400 || error.status === 404 || error.status === 409 ? error.message : null;
}
