import { contactMessageId, contactSubject } from './contact-message';
import { accountSubject, conversationSubject, employeeSubject, idFrom, parseSubject, type SubjectRef } from './data-subjects';

/**
 * Which fields of which events are personal data, and whose (AVG, issue 14). The event store
 * encrypts these fields with the subject's data key on append and decrypts them on read; ids,
 * statuses, numbers and dates stay plain so aggregates and read models keep working on them. After
 * an erasure the fields read as the placeholder of their kind. A new event type that carries a
 * name, an address or free text must be listed here (events/personal-data.test.ts checks every type).
 */
export type Placeholder = 'employeeName' | 'accountName' | 'senderName' | 'email' | 'text' | 'list' | 'object';

export const placeholderValues: { readonly [P in Placeholder]: unknown } = {
  employeeName: 'Verwijderde medewerker',
  accountName: 'Verwijderd account',
  senderName: 'Verwijderde afzender',
  email: 'verwijderd@verwijderd.invalid',
  text: '',
  list: [],
  object: {},
};

export const erasedNames = { employee: placeholderValues.employeeName as string, account: placeholderValues.accountName as string };

/**
 * What a field of an erased subject reads as. Addresses stay distinct per subject (`verwijderd.employee.12@verwijderd.invalid`,
 * a reserved domain no mail reaches): a read model that keeps addresses unique must not find two erased accounts equal.
 */
export function placeholderFor(kind: Placeholder, subject: string): unknown {
  if (kind === 'email') return `verwijderd.${subject.replace(':', '.')}@verwijderd.invalid`;
  const value = placeholderValues[kind];
  return Array.isArray(value) ? [] : typeof value === 'object' && value !== null ? {} : value;
}

export interface EventContext {
  streamId: string;
  data: Record<string, unknown>;
  metadata: { tenant?: string; dataSubject?: string } | undefined;
}

/** Fields of one subject in an event (or in each element of one of its arrays). */
export interface PersonalPart {
  subject(ctx: EventContext, element?: Record<string, unknown>): SubjectRef | null;
  fields: Readonly<Record<string, Placeholder>>;
  /** The fields sit in each element of this array field (one subject per element). */
  inEach?: string;
  /** When no subject can be named the fields stay plain (mail to our own contact address); otherwise the append is refused. */
  optional?: boolean;
  /**
   * Further subjects the fields are about (an AI trend analysis names employees): they open only while
   * the keys of `subject` and of every one of these exist, so erasing any of them erases the fields.
   */
  alsoUnder?(ctx: EventContext): SubjectRef[];
}

const streamNumber = (ctx: EventContext) => idFrom(ctx.streamId.slice(ctx.streamId.indexOf('-') + 1));
const tenant = (ctx: EventContext) => idFrom(ctx.metadata?.tenant);
const owner = (ctx: EventContext) => idFrom(ctx.data.ownerId) ?? tenant(ctx);

const ofAccount = (account: (ctx: EventContext) => number | null) => (ctx: EventContext) => {
  const id = account(ctx);
  return id === null ? null : accountSubject(id);
};
const streamAccount = ofAccount(streamNumber);
const ownerAccount = ofAccount(owner);
/** employee-<id> streams. */
const streamEmployee = (ctx: EventContext) => {
  const id = streamNumber(ctx);
  return id === null ? null : employeeSubject(id, owner(ctx));
};
/** pop-<id> streams: the conversation's own key (made when it was planned, under its employee and account). */
const streamConversation = (ctx: EventContext) => {
  const id = streamNumber(ctx);
  return id === null ? null : conversationSubject(id, idFrom(ctx.data.employeeId), owner(ctx));
};

const plannedEmployee = (ctx: EventContext) => {
  const id = idFrom(ctx.data.employeeId);
  return id === null ? null : employeeSubject(id, owner(ctx));
};

const part = (subject: PersonalPart['subject'], fields: PersonalPart['fields'], inEach?: string): PersonalPart => ({
  subject,
  fields,
  inEach,
});
const optionalPart = (subject: PersonalPart['subject'], fields: PersonalPart['fields']): PersonalPart => ({
  subject,
  fields,
  optional: true,
});

const accountText = [part(ownerAccount, { description: 'text' })];
const templateText = [part(ownerAccount, { description: 'text', goals: 'list' })];
const conversationText = (fields: PersonalPart['fields']) => [part(streamConversation, fields)];
const emailClaims = (array: string) => [
  part(
    (ctx, element) => {
      const id = idFrom(element?.employeeId);
      return id === null ? null : employeeSubject(id, streamNumber(ctx));
    },
    { email: 'email' },
    array,
  ),
];

/** The subject a mail was about (set by whoever asked for it), else the account it was sent for. */
const mailSubject = (ctx: EventContext): SubjectRef | null => {
  const conversation = idFrom(ctx.data.conversationId);
  if (conversation !== null) return conversationSubject(conversation, null, tenant(ctx));
  const named = ctx.metadata?.dataSubject ? parseSubject(ctx.metadata.dataSubject) : null;
  if (named?.kind === 'conversation') return conversationSubject(named.id, null, tenant(ctx));
  if (named?.kind === 'account') return accountSubject(named.id);
  if (named?.kind === 'employee') return employeeSubject(named.id, tenant(ctx));
  return ofAccount(tenant)(ctx);
};

const activitySubject = (ctx: EventContext): SubjectRef | null => {
  const account = streamNumber(ctx);
  const entity = idFrom(ctx.data.entityId);
  if (entity !== null && ctx.data.entityType === 'pop') return conversationSubject(entity, null, account);
  if (entity !== null && ctx.data.entityType === 'employee') return employeeSubject(entity, account);
  return account === null ? null : accountSubject(account);
};

/** contact_message-<uuid> streams: the message's own key (the contact form has no account to seal it under). */
const contactMessage = (ctx: EventContext): SubjectRef | null => {
  const id = contactMessageId(ctx.streamId.slice(ctx.streamId.indexOf('-') + 1));
  return id === null ? null : contactSubject(id, tenant(ctx));
};

const aiAnswerSubject = (ctx: EventContext): SubjectRef | null => {
  const conversation = idFrom(ctx.data.conversationId);
  return conversation !== null ? conversationSubject(conversation, null, owner(ctx)) : ownerAccount(ctx);
};

/** The employees an AI answer names or quotes the goals of (a trend analysis): recorded as ids beside it. */
export const aiAnswerEmployees = (ctx: EventContext): SubjectRef[] => {
  const ids = Array.isArray(ctx.data.employeeIds) ? ctx.data.employeeIds.map(idFrom) : [];
  return [...new Set(ids.filter((id) => id !== null))].map((id) => employeeSubject(id, owner(ctx)));
};

/** Per event type (types are unique across categories). Types not listed carry no personal data. */
export const personalData: Readonly<Record<string, readonly PersonalPart[]>> = {
  HrUserRegistered: [part(streamAccount, { name: 'accountName', email: 'email' })],
  HrUserRenamed: [part(streamAccount, { name: 'accountName' })],
  // workspace-<id>: the founding account's key (a workspace is named after its holder; invitees' addresses).
  WorkspaceRenamed: [part(streamAccount, { name: 'accountName' })],
  MemberInvited: [part(streamAccount, { email: 'email' })],
  // A token's name is free text its member typed: under the member's own key.
  ApiTokenCreated: [
    part(
      ofAccount((ctx) => idFrom(ctx.data.userId)),
      { name: 'text' },
    ),
  ],
  EmailClaimed: [
    part(
      ofAccount((ctx) => idFrom(ctx.data.userId)),
      { email: 'email' },
    ),
  ],
  EmployeeRegistered: [part(streamEmployee, { name: 'employeeName', email: 'email' })],
  EmployeeRenamed: [part(streamEmployee, { name: 'employeeName' })],
  EmployeeEmailChanged: [part(streamEmployee, { email: 'email' })],
  EmployeeEmailsClaimed: emailClaims('claims'),
  EmployeeEmailsReleased: emailClaims('releases'),
  LibraryGoalAdded: accountText,
  LibraryGoalUpdated: accountText,
  LibraryAmbitionAdded: accountText,
  LibraryAmbitionUpdated: accountText,
  UserTemplateCreated: templateText,
  UserTemplateUpdated: templateText,
  ConversationPlanned: [
    part(plannedEmployee, { employeeName: 'employeeName', employeeEmail: 'email' }),
    part(ownerAccount, { ownerName: 'accountName' }),
    part(streamConversation, { report: 'text' }),
  ],
  ConversationReportWritten: conversationText({ report: 'text' }),
  GoalAdded: conversationText({ description: 'text', note: 'text' }),
  GoalDescriptionChanged: conversationText({ description: 'text' }),
  GoalNoteChanged: conversationText({ note: 'text' }),
  AmbitionAdded: conversationText({ description: 'text', note: 'text' }),
  AmbitionDescriptionChanged: conversationText({ description: 'text' }),
  AmbitionNoteChanged: conversationText({ note: 'text' }),
  TemplateGoalsCopied: conversationText({ templateName: 'text', goals: 'list' }),
  InvitationSent: conversationText({ to: 'email' }),
  MailRequested: [part(mailSubject, { to: 'email', subject: 'text', message: 'text', attachments: 'list', onBehalfOf: 'object' })],
  // A mail the sender could not tie to a subject (the contact form's, to our own address) stays plain.
  MailSent: [optionalPart(mailSubject, { to: 'email' })],
  MailFailed: [optionalPart(mailSubject, { to: 'email', error: 'text' })],
  MailSkipped: [optionalPart(mailSubject, { to: 'email' })],
  // From the public contact form: under a key of its own, erased after a year (backend/reactors/retention/contact-retention.ts).
  ContactMessageReceived: [part(contactMessage, { naam: 'senderName', email: 'email', bericht: 'text' })],
  ActivityLogged: [part(activitySubject, { details: 'object' })],
  AiAnswerRecorded: [{ subject: aiAnswerSubject, fields: { output: 'text' }, alsoUnder: aiAnswerEmployees }],
  /** A sample mail an admin asked for: the address and the admin's name belong to the admin's account. */
  // Names and goal texts of the workspace's employees: under its key, and each employee's, like a trend analysis.
  OverdueDigestSent: [{ subject: ownerAccount, fields: { employees: 'list' }, alsoUnder: aiAnswerEmployees }],
  TestMailRequested: [
    part(
      ofAccount((ctx) => idFrom(ctx.data.requestedBy)),
      { to: 'email', requesterName: 'accountName' },
    ),
  ],
};

/**
 * Every other event type, each looked at: ids, statuses, numbers, dates, plan and payment facts
 * (invoicing data is kept 7 years), the client companies' names (business data, not a person's),
 * password hashes (a secret, not data about the person; an erased account can no longer log in),
 * and the AI's catalogue templates (no tenant data). A new type must be added here or above.
 */
export const withoutPersonalData: readonly string[] = [
  'InvitationResent',
  'InvitationWithdrawn',
  'InvitationAccepted',
  'MemberRoleChanged',
  'MemberRemoved',
  'ReminderLeadTimeSet',
  'AiCreditReserved',
  'AiCreditUsed',
  'AiCreditReleased',
  'PasswordChanged',
  'VerificationRequested',
  'EmailVerified',
  'PasswordResetRequested',
  'PasswordReset',
  'TwoFactorCodeRequested',
  'TwoFactorCodeRejected',
  'TwoFactorCodeAccepted',
  'TwoFactorEnabled',
  'TwoFactorDisabled',
  'SessionEnded',
  'AllSessionsEnded',
  'CompanySlotReserved',
  'EmployeeSlotsReserved',
  'CheckoutStarted',
  'PlanUpgraded',
  'InvoicePaid',
  'PlanCancelled',
  'PlanExpired',
  'AdminRightsGranted',
  'AdminRightsRevoked',
  'CompanyRegistered',
  'CompanyRenamed',
  'CompanyBranchChanged',
  'CompanyDeactivated',
  'CompanyActivated',
  'EmployeeMovedToCompany',
  'EmployeeDeactivated',
  'EmployeeActivated',
  'UserTemplateDeleted',
  'ConversationRescheduled',
  'ConversationStatusChanged',
  'GoalProgressSet',
  'GoalDeadlineSet',
  'GoalRemoved',
  'AmbitionRemoved',
  'ConversationArchived',
  'ConversationUnarchived',
  'ConversationDeleted',
  'ReminderSent',
  'PersonalDataErased',
  'ConversationTemplateGenerated',
  // A notification kind switched off or on, in a stream named by a keyed hash of the address.
  'MailOptedOut',
  'MailOptedIn',
  // Ids, a scope and the hash of a feed address's secret.
  'CalendarFeedCreated',
  'CalendarFeedRevoked',
  // Ids, who revoked and when.
  'ApiTokenRevoked',
  // An endpoint's address, its event names and the id its secret is derived from; no person in them.
  'WebhookEndpointCreated',
  'WebhookSecretRotated',
  'WebhookEndpointEnabled',
  'WebhookEndpointDisabled',
  'WebhookEndpointDeleted',
  // A workspace's logo by the hash of its bytes, and a colour.
  'LogoUploaded',
  'AccentColorSet',
];
