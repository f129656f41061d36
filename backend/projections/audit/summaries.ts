import type { AccountEvent } from '../../../events/account';
import type { CompanyEvent } from '../../../events/company';
import type { ConversationEvent } from '../../../events/conversation';
import type { DataSubjectEvent, ErasureReason } from '../../../events/data-subject';
import type { SubjectKind } from '../../../events/data-subjects';
import type { EmployeeEvent } from '../../../events/employee';
import type { LibraryEvent } from '../../../events/library';
import type { UserTemplateEvent } from '../../../events/user-template';
import type { WorkspaceEvent } from '../../../events/workspace';
import { STATUS_LABELS } from '../../../contracts/conversations';
import { reminderLeadTimeLabels } from '../../../contracts/notifications';
import { formatCalendarDay } from '../../../contracts/dutch-time';
import { planLabel } from '../../../contracts/plan-catalogue';
import { roleLabels } from '../../../contracts/roles';
import { unhandled } from '../../../events/unhandled';

/*
 * What a line of the audit trail says, in Dutch. Only the event's type and its figures (status, progress,
 * plan, role, dates) go in: a description, note, name or address would outlive an erasure in this table.
 */

/** A fixed line per event type: the record names every type of the category, or it does not compile. */
const linePerType =
  <E extends { type: string }>(lines: Readonly<Record<E['type'], string>>) =>
  (event: E): string =>
    lines[event.type as E['type']];

export const companySummary = linePerType<CompanyEvent>({
  CompanyRegistered: 'Bedrijf toegevoegd',
  CompanyRenamed: 'Bedrijfsnaam gewijzigd',
  CompanyBranchChanged: 'Branche gewijzigd',
  CompanyDeactivated: 'Bedrijf op inactief gezet',
  CompanyActivated: 'Bedrijf weer actief',
});

export const employeeSummary = linePerType<EmployeeEvent>({
  EmployeeRegistered: 'Medewerker toegevoegd',
  EmployeeRenamed: 'Naam van medewerker gewijzigd',
  EmployeeEmailChanged: 'E-mailadres van medewerker gewijzigd',
  EmployeeMovedToCompany: 'Medewerker naar een ander bedrijf verplaatst',
  EmployeeDeactivated: 'Medewerker op inactief gezet',
  EmployeeActivated: 'Medewerker weer actief',
});

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function conversationSummary(event: ConversationEvent): string {
  switch (event.type) {
    case 'ConversationPlanned':
      return 'Gesprek gepland';
    case 'ConversationRescheduled':
      return 'Datum en tijd gewijzigd';
    case 'ConversationStatusChanged':
      return `Status gewijzigd naar ${(STATUS_LABELS[event.data.status] ?? String(event.data.status)).toLowerCase()}`;
    case 'ConversationReportWritten':
      return 'Gespreksnotitie bijgewerkt';
    case 'GoalAdded':
      return 'Doel toegevoegd';
    case 'GoalDescriptionChanged':
      return 'Doel gewijzigd';
    case 'GoalNoteChanged':
      return 'Notitie bij doel gewijzigd';
    case 'GoalProgressSet':
      return `Voortgang doel op ${event.data.progress}`;
    case 'GoalDeadlineSet': {
      const day = event.data.deadline === null ? null : formatCalendarDay(event.data.deadline);
      return day === null ? 'Deadline doel verwijderd' : `Deadline doel op ${day}`;
    }
    case 'GoalRemoved':
      return 'Doel verwijderd';
    case 'AmbitionAdded':
      return 'Ambitie toegevoegd';
    case 'AmbitionDescriptionChanged':
      return 'Ambitie gewijzigd';
    case 'AmbitionNoteChanged':
      return 'Notitie bij ambitie gewijzigd';
    case 'AmbitionRemoved':
      return 'Ambitie verwijderd';
    case 'TemplateGoalsCopied':
      return `${count(event.data.goals.length, 'doel', 'doelen')} overgenomen uit ${event.data.source === 'own' ? 'een eigen template' : 'de catalogus'}`;
    case 'ConversationArchived':
      return 'Gesprek gearchiveerd';
    case 'ConversationUnarchived':
      return 'Gesprek uit het archief gehaald';
    case 'ConversationDeleted':
      return 'Gesprek verwijderd';
    case 'InvitationSent':
      if (event.data.method === 'CANCEL') return 'Afspraak geannuleerd';
      return event.data.sequence > 0 ? 'Uitnodiging bijgewerkt' : 'Uitnodiging verstuurd';
    case 'ReminderSent':
      return 'Herinnering verstuurd';
    default:
      return unhandled(event);
  }
}

export const librarySummary = linePerType<LibraryEvent>({
  LibraryGoalAdded: 'Doel aan de bibliotheek toegevoegd',
  LibraryGoalUpdated: 'Doel in de bibliotheek gewijzigd',
  LibraryAmbitionAdded: 'Ambitie aan de bibliotheek toegevoegd',
  LibraryAmbitionUpdated: 'Ambitie in de bibliotheek gewijzigd',
});

export const templateSummary = linePerType<UserTemplateEvent>({
  UserTemplateCreated: 'Eigen template aangemaakt',
  UserTemplateUpdated: 'Eigen template gewijzigd',
  UserTemplateDeleted: 'Eigen template verwijderd',
});

/** The plan's events among the account stream's; the rest (logins, credits, slots) is no change in the workspace. */
export function planSummary(event: AccountEvent): string | null {
  switch (event.type) {
    case 'PlanUpgraded':
      return `Abonnement ${planLabel(event.data.plan)} gestart${event.data.via === 'promo' ? ' (promotiecode)' : ''}`;
    case 'InvoicePaid':
      return 'Factuur betaald';
    case 'PlanCancelled':
      return `Abonnement ${planLabel(event.data.plan)} ${event.data.reason === 'user' ? 'opgezegd' : 'beëindigd'}`;
    case 'PlanExpired':
      return `Abonnement ${planLabel(event.data.plan)} verlopen`;
    default:
      return null;
  }
}

export function memberSummary(event: WorkspaceEvent): string {
  switch (event.type) {
    case 'WorkspaceRenamed':
      return 'Werkruimte hernoemd';
    case 'MemberInvited':
      return `Lid uitgenodigd als ${roleLabels[event.data.role]}`;
    case 'InvitationResent':
      return 'Uitnodiging opnieuw verstuurd';
    case 'InvitationWithdrawn':
      return 'Uitnodiging ingetrokken';
    case 'InvitationAccepted':
      return `Uitnodiging geaccepteerd als ${roleLabels[event.data.role]}`;
    case 'MemberRoleChanged':
      return `Rol gewijzigd naar ${roleLabels[event.data.role]}`;
    case 'MemberRemoved':
      return 'Lid uit de werkruimte verwijderd';
    case 'ReminderLeadTimeSet':
      return `Herinnering voor een gesprek ingesteld op ${reminderLeadTimeLabels[event.data.leadTime].toLowerCase()}`;
    default:
      return unhandled(event);
  }
}

const subjectWords: Readonly<Record<SubjectKind, string>> = { account: 'account', employee: 'medewerker', conversation: 'gesprek' };
const reasonWords: Readonly<Record<ErasureReason, string>> = {
  request: 'op verzoek',
  account_deleted: 'account opgeheven',
  retention_conversation: 'bewaartermijn van het gesprek verstreken',
  retention_account: 'bewaartermijn van het account verstreken',
};

export function erasureSummary(event: DataSubjectEvent): string {
  const { kind, reason } = event.data;
  return `Persoonsgegevens van ${subjectWords[kind] ?? kind} gewist (${reasonWords[reason] ?? reason})`;
}
