import { z } from 'zod';
import { calendarDate, idCoerced, isoTime } from './fields';
import { endpoint, endpointGroup } from './http';
import { roles } from './roles';

/** What a line of the audit trail is about: its filter (issue 24). */
export const AUDIT_KINDS = ['company', 'employee', 'conversation', 'plan', 'member', 'erasure'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const auditKindLabels: Readonly<Record<AuditKind, string>> = {
  company: 'Bedrijf',
  employee: 'Medewerker',
  conversation: 'Gesprek',
  plan: 'Abonnement',
  member: 'Team',
  erasure: 'Verwijdering (AVG)',
};

export const AUDIT_PAGE_SIZE = 50;
export const auditMessages = {
  kindInvalid: 'Kies een geldige soort',
  dateInvalid: 'Kies een geldige datum (JJJJ-MM-DD)',
  memberInvalid: 'Kies een geldig teamlid',
  pageInvalid: 'Ongeldige pagina',
} as const;
const m = auditMessages;

/** Filters: by member (`lid`), kind (`soort`), the Dutch days `van` to `tot` (inclusive), newest first. */
export const auditQuery = z.object({
  lid: idCoerced(m.memberInvalid).optional(),
  soort: z.enum(AUDIT_KINDS, { error: m.kindInvalid }).optional(),
  van: calendarDate(m.dateInvalid).optional(),
  tot: calendarDate(m.dateInvalid).optional(),
  page: z.coerce.number({ error: m.pageInvalid }).int(m.pageInvalid).min(1, m.pageInvalid).max(100_000, m.pageInvalid).optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

/**
 * One change: who (the member; 'Onbekend' once erased), what (`omschrijving`, without personal texts),
 * when. `gesprek_id` and `tijd`: the conversation it changed, to open it as of that moment (`GET /pop/{id}?asOf=`).
 */
export const auditEntry = z
  .object({
    id: z.string(),
    tijd: isoTime,
    lid: z.object({ id: z.number().int().nullable(), naam: z.string() }),
    soort: z.enum(AUDIT_KINDS),
    actie: z.string(),
    omschrijving: z.string(),
    gesprek_id: z.number().int().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z
  .object({ items: z.array(auditEntry), page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPage>;

export const auditApi = endpointGroup('Audit trail', {
  trail: endpoint({
    method: 'get',
    path: '/audit',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: `Elke wijziging in de werkruimte, nieuwste eerst, ${AUDIT_PAGE_SIZE} per pagina; filter op lid, soort en periode`,
    query: auditQuery,
    response: auditPage,
  }),
  export: endpoint({
    method: 'get',
    path: '/audit/export.xlsx',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'De audit trail (met dezelfde filters) als Excel-bestand, zonder persoonsgegevens van verwijderde personen',
    query: auditQuery.omit({ page: true }),
    responseType: 'xlsx',
    errors: { 429: 'Te veel exports' },
  }),
});
