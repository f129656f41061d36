import { z } from 'zod';
import {
  calendarDate,
  dutchDateTime,
  flag,
  idCoerced,
  idParam,
  instantQuery,
  isoTime,
  messageResponse,
  requiredText,
  singleLineText,
  text,
} from './fields';
import { employeeMessages } from './employees';
import { endpoint, endpointGroup } from './http';
import { libraryMessages } from './library';
import { userTemplateMessages } from './templates';
import { roles } from './roles';

export const conversationStatuses = ['gepland', 'open', 'afgerond'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];
/** Dutch labels of the status select and badges. */
export const STATUS_LABELS: Record<ConversationStatus, string> = { gepland: 'Gepland', open: 'Open', afgerond: 'Afgerond' };

export const sortKeys = ['medewerker', 'bedrijf', 'datum', 'doelen', 'voortgang', 'status'] as const;
export type ConversationSortKey = (typeof sortKeys)[number];

export const VERSLAG_MAX = 50_000;
export const ITEM_OMSCHRIJVING_MAX = 1000;
export const ITEM_NOTITIE_MAX = 5000;
export const conversationMessages = {
  notFound: 'Gesprek niet gevonden',
  goalNotFound: libraryMessages.notFound.goal,
  ambitionNotFound: libraryMessages.notFound.ambition,
  templateNotFound: userTemplateMessages.notFound,
  employeeNotFound: employeeMessages.notFound,
  status: 'Kies een geldige status (gepland, open of afgerond)',
  dateRequired: 'Datum en tijd zijn verplicht',
  dateInvalid: 'Ongeldige datum of tijd',
  deadlineInvalid: 'Ongeldige deadline',
  progress: 'Voortgang moet een geheel getal van 0 tot en met 10 zijn',
  omschrijvingRequired: 'Omschrijving mag niet leeg zijn',
  nothingToChange: 'Geef aan wat je wilt wijzigen',
  emailInvalid: 'Voer een geldig e-mailadres in',
  confirmationSent: 'De medewerker ontvangt een bevestiging per e-mail.',
  /** A mail limit was reached: the conversation is planned all the same, without the mail. */
  confirmationNotSent: (reason: string) => `Het gesprek is aangemaakt, maar de bevestiging is niet verstuurd. ${reason}`,
  invitationSent: 'De medewerker ontvangt de agenda-uitnodiging per e-mail.',
  cancellationSent: 'De medewerker ontvangt de annulering van de afspraak per e-mail.',
  /** The change stands; only the calendar mail did not go. */
  invitationNotSent: (reason: string) => `De agenda-uitnodiging is niet verstuurd. ${reason}`,
  invitationSubjectRequired: 'Vul een onderwerp in',
  invitationMessageRequired: 'Vul een bericht in',
} as const;
const m = conversationMessages;

const status = z.enum(conversationStatuses, { error: m.status });
const datumTijd = dutchDateTime(m.dateRequired, m.dateInvalid);
const verslag = text(VERSLAG_MAX, `Het verslag mag maximaal ${VERSLAG_MAX} tekens bevatten`);
const notitie = text(ITEM_NOTITIE_MAX, `De notitie mag maximaal ${ITEM_NOTITIE_MAX} tekens bevatten`);
const omschrijving = requiredText(
  ITEM_OMSCHRIJVING_MAX,
  m.omschrijvingRequired,
  `Omschrijving mag maximaal ${ITEM_OMSCHRIJVING_MAX} tekens bevatten`,
);

export const scheduleBody = z.object({
  bedrijf_id: idCoerced('Kies een bedrijf'),
  medewerker_id: idCoerced('Kies een medewerker'),
  datum_tijd: datumTijd,
  status: status.default('gepland'),
  verslag: verslag.default(''),
  template: z.object({ type: z.enum(['eigen', 'gesprek']), id: idCoerced('Kies een template') }).nullish(),
  sendConfirmation: z.boolean().default(false),
});
export type ScheduleConversationInput = z.input<typeof scheduleBody>;

/** Company and employee are sent along by the edit form but cannot change. */
export const updateBody = z.object({
  bedrijf_id: z.coerce.number().optional(),
  medewerker_id: z.coerce.number().optional(),
  datum_tijd: datumTijd.optional(),
  status: status.optional(),
  verslag: verslag.optional(),
});
export type UpdateConversationInput = z.input<typeof updateBody>;

export const statusBody = z.object({ status });
export const archiveBody = z.object({ archive: z.boolean({ error: 'archive moet true of false zijn' }) });
export const addItemBody = z.object({ omschrijving, notitie: notitie.default('') });

const progress = z.number({ error: m.progress }).int(m.progress).min(0, m.progress).max(10, m.progress);
const deadline = calendarDate(m.deadlineInvalid)
  .nullable()
  .or(z.literal('').transform(() => null));
export const updateGoalBody = z
  .object({
    omschrijving: omschrijving.optional(),
    notitie: notitie.optional(),
    voortgang: progress.optional(),
    deadline: deadline.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), m.nothingToChange);
export type ConversationGoalUpdate = z.input<typeof updateGoalBody>;
export const updateAmbitionBody = z
  .object({ omschrijving: omschrijving.optional(), notitie: notitie.optional() })
  .refine((v) => v.omschrijving !== undefined || v.notitie !== undefined, m.nothingToChange);
export type ConversationAmbitionUpdate = z.input<typeof updateAmbitionBody>;

/** The limits of a mail written in the app (the e-mail modal and the invitation): one line of subject, and a text. */
export const MAIL_SUBJECT_MAX = 200;
export const MAIL_MESSAGE_MAX = 20_000;
const mailSubject = (required: string) => singleLineText(MAIL_SUBJECT_MAX, required, 'Onderwerp is te lang');
const mailMessage = (required: string) => requiredText(MAIL_MESSAGE_MAX, required, 'Bericht is te lang');

export const sendEmailBody = z.object({
  toEmail: z
    .string({ error: m.emailInvalid })
    .trim()
    .pipe(z.email({ error: m.emailInvalid })),
  subject: mailSubject('Onderwerp is verplicht'),
  message: mailMessage('Bericht is verplicht'),
});

/** The appointment mail of the resend modal: subject and text as the user left them. */
export const invitationBody = z.object({
  onderwerp: mailSubject(m.invitationSubjectRequired),
  bericht: mailMessage(m.invitationMessageRequired),
});
export type InvitationInput = z.input<typeof invitationBody>;

export const listQuery = z.object({
  includeArchived: flag.optional(),
  employeeId: idCoerced(m.employeeNotFound).optional(),
  company: idCoerced('Onbekend bedrijf').optional(),
  status: status.optional().or(z.literal('').transform(() => undefined)),
  search: text(200, 'Zoekterm is te lang').optional(),
  from: instantQuery('Ongeldig tijdstip voor from').optional(),
  to: instantQuery('Ongeldig tijdstip voor to').optional(),
  sort: z.enum(sortKeys, { error: 'Onbekende sortering' }).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
/** What a client asks the list for, as values: the query string carries them as text (from/to as UTC ISO). */
export type ConversationListQuery = Omit<z.output<typeof listQuery>, 'from' | 'to'> & { from?: string; to?: string };
export const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

export const conversationGoal = z
  .object({
    id: z.number().int(),
    omschrijving: z.string(),
    notitie: z.string(),
    voortgang: z.number().int(),
    deadline: z.string().nullable(),
  })
  .meta({ id: 'ConversationGoal', description: 'voortgang 0-10 (percentage is voortgang x 10); deadline YYYY-MM-DD' });
export type ConversationGoal = z.infer<typeof conversationGoal>;
export const conversationAmbition = z
  .object({ id: z.number().int(), omschrijving: z.string(), notitie: z.string() })
  .meta({ id: 'ConversationAmbition' });
export type ConversationAmbition = z.infer<typeof conversationAmbition>;

/** A row of the lists (SPEC section 3, POP conversation). Times are UTC ISO strings. */
export const conversationSummary = z
  .object({
    id: z.number().int(),
    bedrijf_id: z.number().int(),
    medewerker_id: z.number().int(),
    medewerker_naam: z.string(),
    bedrijf_naam: z.string(),
    medewerker_email: z.string(),
    datum_tijd: isoTime,
    status,
    verslag: z.string(),
    aantal_doelen: z.number().int(),
    overall_progress: z.number().meta({ description: '0-10, one decimal' }),
    archiveer_datum: isoTime.nullable(),
    hr_gebruiker_naam: z.string(),
    last_modified_at: isoTime,
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversation = conversationSummary
  .extend({ goals: z.array(conversationGoal), ambitions: z.array(conversationAmbition) })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversation>;
/** The conversation rebuilt from its events as it was at `asOf` (auditors). */
export const conversationAsOf = conversation.extend({ asOf: isoTime, deleted: z.boolean() }).meta({ id: 'ConversationAsOf' });
export type ConversationAsOf = z.infer<typeof conversationAsOf>;

export const conversationPage = z
  .object({
    items: z.array(conversationSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'ConversationPage' });
export type ConversationPage = z.infer<typeof conversationPage>;

const historyValue = z.union([z.string(), z.number(), z.null()]);
export const historyChange = z.object({ field: z.string(), label: z.string(), old: historyValue, new: historyValue });
export type HistoryChange = z.infer<typeof historyChange>;
/** One event of a conversation's history as a readable change. */
export const historyEntry = z
  .object({
    position: z.number().int(),
    at: isoTime,
    actor: z.object({ id: z.number().int().nullable(), naam: z.string() }),
    type: z.string(),
    summary: z.string(),
    changes: z.array(historyChange),
    /** Present when the AI wrote this text: an AI report or tips, or a saved text that is exactly an AI answer. */
    ai: z.object({ callId: z.string(), feature: z.string(), provider: z.string(), model: z.string(), at: isoTime }).optional(),
  })
  .meta({ id: 'HistoryEntry' });
export type HistoryEntry = z.infer<typeof historyEntry>;

export const employeeGoal = conversationGoal.extend({ pop_id: z.number().int(), datum_tijd: isoTime, status }).meta({ id: 'EmployeeGoal' });
export type EmployeeGoal = z.infer<typeof employeeGoal>;

const wrapped = <S extends z.ZodRawShape>(shape: S) => z.object({ data: z.object(shape) });
const withConversation = wrapped({ conversation });
/** Whether the calendar mail a change caused went, and the Dutch line that says so; absent when none was due. */
const invitationOutcome = z.object({ verstuurd: z.boolean(), melding: z.string() });
const withConversationAndInvitation = wrapped({ conversation, uitnodiging: invitationOutcome.optional() });
const params = z.object({ id: idParam(m.notFound) });
const goalParams = params.extend({ goalId: idParam(m.goalNotFound) });
const ambitionParams = params.extend({ ambitionId: idParam(m.ambitionNotFound) });
const items = 'Doelen en ambities';

export const conversationApi = endpointGroup('POP-gesprekken', {
  list: endpoint({
    method: 'get',
    path: '/pop',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'De gesprekken, gefilterd en gesorteerd; met page één pagina met totaal, zonder page alle rijen',
    query: listQuery,
    response: z.union([conversationPage, z.array(conversationSummary)]),
  }),
  open: endpoint({
    method: 'get',
    path: '/pop/open',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'Open gesprekken (niet gearchiveerd)',
    query: limitQuery,
    response: z.array(conversationSummary),
  }),
  planned: endpoint({
    method: 'get',
    path: '/pop/planned',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'Geplande gesprekken, eerstvolgende eerst',
    query: limitQuery,
    response: z.array(conversationSummary),
  }),
  goalsOfEmployee: endpoint({
    method: 'get',
    path: '/pop/goals/employee/{employeeId}',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'De doelen van een medewerker over alle gesprekken',
    params: z.object({ employeeId: idParam(m.employeeNotFound) }),
    response: z.array(employeeGoal),
  }),
  get: endpoint({
    method: 'get',
    path: '/pop/{id}',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'Eén gesprek met doelen en ambities; met asOf zoals het toen was',
    params,
    query: z.object({ asOf: instantQuery('Ongeldig tijdstip voor asOf').optional() }),
    response: z.union([conversationAsOf, conversation]),
  }),
  history: endpoint({
    method: 'get',
    path: '/pop/{id}/history',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'De geschiedenis van een gesprek (wie, wat, wanneer)',
    params,
    response: z.array(historyEntry),
  }),
  schedule: endpoint({
    method: 'post',
    path: '/pop',
    access: 'user',
    roles: roles.hr,
    summary: 'Plan een gesprek, eventueel met template en bevestigingsmail',
    body: scheduleBody,
    response: wrapped({
      id: z.number().int(),
      conversation,
      /** Only when a confirmation was asked for: whether it went, and the Dutch line that says so. */
      bevestiging: z.object({ verstuurd: z.boolean(), melding: z.string() }).optional(),
    }),
    status: 201,
    errors: { 403: 'Account niet geverifieerd' },
  }),
  update: endpoint({
    method: 'put',
    path: '/pop/{id}',
    access: 'user',
    roles: roles.hr,
    summary: 'Wijzig datum, status of verslag (een verzet gesprek met uitnodiging krijgt een bijgewerkte uitnodiging)',
    params,
    body: updateBody,
    response: withConversationAndInvitation,
  }),
  setStatus: endpoint({
    method: 'patch',
    path: '/pop/{id}/status',
    access: 'user',
    roles: roles.hr,
    summary: 'Wijzig de status',
    params,
    body: statusBody,
    response: withConversation,
  }),
  archive: endpoint({
    method: 'post',
    path: '/pop/{id}/archive',
    access: 'user',
    roles: roles.hr,
    summary: 'Archiveer (een afspraak in de toekomst wordt geannuleerd)',
    params,
    response: withConversationAndInvitation,
  }),
  toggleArchive: endpoint({
    method: 'put',
    path: '/pop/{id}/toggle-archive',
    access: 'user',
    roles: roles.hr,
    summary: 'Archiveer of activeer (een afspraak in de toekomst wordt geannuleerd)',
    params,
    body: archiveBody,
    response: withConversationAndInvitation,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/pop/{id}',
    access: 'user',
    roles: roles.hr,
    summary: 'Verwijder (de geschiedenis blijft; een verstuurde uitnodiging wordt geannuleerd)',
    params,
    response: z.object({ message: z.string(), uitnodiging: invitationOutcome.optional() }),
  }),
  sendInvitation: endpoint({
    method: 'post',
    path: '/pop/{id}/invitation',
    access: 'user',
    roles: roles.hr,
    summary: 'Verstuur de agenda-uitnodiging (opnieuw), met eigen onderwerp en tekst',
    params,
    body: invitationBody,
    response: wrapped({ conversation, uitnodiging: invitationOutcome }),
    errors: { 429: 'Te veel e-mails naar dit adres of van dit account vandaag' },
  }),
  addGoal: endpoint({
    method: 'post',
    path: '/pop/{id}/goals',
    tag: items,
    access: 'user',
    roles: roles.hr,
    summary: 'Voeg een doel toe',
    params,
    body: addItemBody,
    response: wrapped({ goal: conversationGoal, conversation }),
    status: 201,
  }),
  updateGoal: endpoint({
    method: 'put',
    path: '/pop/{id}/goals/{goalId}',
    tag: items,
    access: 'user',
    roles: roles.hr,
    summary: 'Wijzig voortgang, deadline, notitie of omschrijving van een doel',
    params: goalParams,
    body: updateGoalBody,
    response: wrapped({ goal: conversationGoal, conversation }),
  }),
  removeGoal: endpoint({
    method: 'delete',
    path: '/pop/{id}/goals/{goalId}',
    tag: items,
    access: 'user',
    roles: roles.hr,
    summary: 'Verwijder een doel',
    params: goalParams,
    response: withConversation,
  }),
  addAmbition: endpoint({
    method: 'post',
    path: '/pop/{id}/ambitions',
    tag: items,
    access: 'user',
    roles: roles.hr,
    summary: 'Voeg een ambitie toe',
    params,
    body: addItemBody,
    response: wrapped({ ambition: conversationAmbition, conversation }),
    status: 201,
  }),
  updateAmbition: endpoint({
    method: 'put',
    path: '/pop/{id}/ambitions/{ambitionId}',
    tag: items,
    access: 'user',
    roles: roles.hr,
    summary: 'Wijzig notitie of omschrijving van een ambitie',
    params: ambitionParams,
    body: updateAmbitionBody,
    response: wrapped({ ambition: conversationAmbition, conversation }),
  }),
  removeAmbition: endpoint({
    method: 'delete',
    path: '/pop/{id}/ambitions/{ambitionId}',
    tag: items,
    access: 'user',
    roles: roles.hr,
    summary: 'Verwijder een ambitie',
    params: ambitionParams,
    response: withConversation,
  }),
  copyTemplate: endpoint({
    method: 'post',
    path: '/templates/{id}/copy-to-pop/{popId}',
    tag: items,
    access: 'user',
    roles: roles.hr,
    summary: 'Kopieer de doelen van een eigen (source=eigen) of catalogus-template (source=gesprek) naar een gesprek',
    params: z.object({ id: idParam(m.templateNotFound), popId: idParam(m.notFound) }),
    query: z.object({
      source: z
        .string()
        .optional()
        .transform((v): 'eigen' | 'gesprek' => (v === 'gesprek' ? 'gesprek' : 'eigen')),
    }),
    response: z.object({ message: z.string(), data: z.object({ conversation }) }),
  }),
  sendEmail: endpoint({
    method: 'post',
    path: '/pop/send-email',
    access: 'user',
    roles: roles.hr,
    summary: 'Verstuur een e-mail (alleen geverifieerde accounts)',
    body: sendEmailBody,
    response: messageResponse,
    errors: { 403: 'Account niet geverifieerd' },
  }),
});
