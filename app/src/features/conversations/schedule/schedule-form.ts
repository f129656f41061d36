import { ApiError } from '../../../api/client';
import type { ConversationStatus, ScheduleConversationInput } from '../../../../../contracts/conversations';
import type { Company } from '../../../../../contracts/companies';
import type { Employee } from '../../../../../contracts/employees';
import type { UserTemplate } from '../../../../../contracts/templates';

/** What the plan form needs of the lists it offers. */
export type CompanyOption = Pick<Company, 'id' | 'naam'>;
export type EmployeeOption = Pick<Employee, 'id' | 'naam' | 'email' | 'bedrijf_id'>;
export type OwnTemplateOption = Pick<UserTemplate, 'id' | 'bedrijf_id' | 'bedrijf_naam' | 'omschrijving'>;

/** The template option of the plan form (SPEC 5): none, an own template or a catalogue template. */
export type TemplateMode = 'geen' | 'eigen' | 'gesprek';

export interface ScheduleFormValues {
  /** 'YYYY-MM-DDTHH:mm' as the datetime-local input gives it; sent to the API as is. */
  datumTijd: string;
  bedrijfId: string;
  medewerkerId: string;
  status: ConversationStatus | '';
  verslag: string;
  templateMode: TemplateMode;
  ownTemplateId: string;
  catalogueTemplate: { id: number; naam: string } | null;
  sendConfirmation: boolean;
}

export interface ScheduleInitial {
  bedrijf_id?: number;
  medewerker_id?: number;
  datum_tijd?: string;
}

export type ScheduleField = 'datumTijd' | 'bedrijfId' | 'medewerkerId' | 'status' | 'template';
export type ScheduleErrors = Partial<Record<ScheduleField, string>>;

export const VERIFICATION_REQUIRED =
  'Je account moet eerst geverifieerd worden voordat je POP gesprekken kunt aanmaken. Controleer je email voor de verificatielink.';
export const CREATE_FAILED = 'Er is een fout opgetreden bij het aanmaken van het POP gesprek.';

/** A new conversation starts as gepland (SPEC 4). */
export function initialScheduleForm(initial: ScheduleInitial = {}): ScheduleFormValues {
  return {
    datumTijd: initial.datum_tijd ?? '',
    bedrijfId: initial.bedrijf_id ? String(initial.bedrijf_id) : '',
    medewerkerId: initial.medewerker_id ? String(initial.medewerker_id) : '',
    status: 'gepland',
    verslag: '',
    templateMode: 'geen',
    ownTemplateId: '',
    catalogueTemplate: null,
    sendConfirmation: false,
  };
}

/** Date-time, company, employee and status are required; a chosen template option needs its template. */
export function validateScheduleForm(values: ScheduleFormValues): ScheduleErrors {
  const errors: ScheduleErrors = {};
  if (!values.datumTijd.trim()) errors.datumTijd = 'Datum en tijd zijn verplicht';
  if (!values.bedrijfId) errors.bedrijfId = 'Kies een bedrijf';
  if (!values.medewerkerId) errors.medewerkerId = 'Kies een medewerker';
  if (!values.status) errors.status = 'Kies een status';
  if (values.templateMode === 'eigen' && !values.ownTemplateId) errors.template = 'Kies een eigen template';
  if (values.templateMode === 'gesprek' && !values.catalogueTemplate) errors.template = 'Kies een gesprekstemplate';
  return errors;
}

/** The POST /pop body of a valid form. */
export function toScheduleInput(values: ScheduleFormValues): ScheduleConversationInput {
  const template =
    values.templateMode === 'eigen'
      ? { type: 'eigen' as const, id: Number(values.ownTemplateId) }
      : values.templateMode === 'gesprek' && values.catalogueTemplate
        ? { type: 'gesprek' as const, id: values.catalogueTemplate.id }
        : null;
  return {
    bedrijf_id: Number(values.bedrijfId),
    medewerker_id: Number(values.medewerkerId),
    datum_tijd: values.datumTijd,
    status: values.status || 'gepland',
    verslag: values.verslag,
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
  let { bedrijfId, medewerkerId } = values;
  const employee = employees.find((candidate) => String(candidate.id) === medewerkerId);
  if (medewerkerId && !employee) medewerkerId = '';
  if (bedrijfId && !companies.some((company) => String(company.id) === bedrijfId)) bedrijfId = '';
  if (employee && !bedrijfId && companies.some((company) => company.id === employee.bedrijf_id)) bedrijfId = String(employee.bedrijf_id);
  if (employee && String(employee.bedrijf_id) !== bedrijfId) medewerkerId = '';
  return bedrijfId === values.bedrijfId && medewerkerId === values.medewerkerId ? values : { ...values, bedrijfId, medewerkerId };
}

export function employeesOfCompany(employees: EmployeeOption[], bedrijfId: string): EmployeeOption[] {
  if (!bedrijfId) return [];
  return employees.filter((employee) => String(employee.bedrijf_id) === bedrijfId);
}

/** All own templates are offered, those of the chosen company first. */
export function splitOwnTemplates(templates: OwnTemplateOption[], bedrijfId: string) {
  const ofCompany = templates.filter((template) => String(template.bedrijf_id) === bedrijfId);
  const others = templates.filter((template) => String(template.bedrijf_id) !== bedrijfId);
  return { ofCompany, others };
}

/** SPEC 8: an unverified account gets its own alert; any other failure the general text. */
export function scheduleFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403 && error.message.includes('geverifieerd')) return VERIFICATION_REQUIRED;
  return CREATE_FAILED;
}

/** The server's own reason for a refused plan (e.g. an employee deactivated meanwhile), shown under the general text. */
export function scheduleFailureDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  return error.status === 400 || error.status === 404 || error.status === 409 ? error.message : null;
}
