import { z } from 'zod';
import { idCoerced, isoTime, text } from './fields';
import { endpoint, endpointGroup } from './http';
import { roles } from './roles';

/** The account's conversations by status: the dashboard's cards and its chart both count them. */
const countsByStatus = {
  plannedConversations: z.number().int(),
  openConversations: z.number().int(),
  completedConversations: z.number().int(),
};

export const dashboardStats = z
  .object({ totalCompanies: z.number().int(), totalEmployees: z.number().int(), ...countsByStatus })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof dashboardStats>;

export const conversationStats = z.object({ totalConversations: z.number().int(), ...countsByStatus }).meta({ id: 'ConversationStats' });
export type ConversationStats = z.infer<typeof conversationStats>;

export const activityEntityTypes = ['pop', 'goal', 'ambition', 'employee', 'company'] as const;
export type ActivityEntityType = (typeof activityEntityTypes)[number];

/** An item of the recent-activity card (SPEC section 3). */
export const activityItem = z
  .object({
    id: z.string(),
    entity_type: z.enum(activityEntityTypes),
    entity_id: z.number().int(),
    action: z.string(),
    /** What the card shows: names for conversations, companies and employees, the text for goals and ambitions. */
    details: z.object({
      medewerker_naam: z.string().nullable().optional(),
      bedrijf_naam: z.string().nullable().optional(),
      omschrijving: z.string().nullable().optional(),
      naam: z.string().nullable().optional(),
    }),
    created_at: isoTime,
    /** The member who made the change (a workspace has several); null for the product's own events. */
    door: z.object({ id: z.number().int(), naam: z.string() }).nullable(),
  })
  .meta({ id: 'ActivityItem' });
export type ActivityItem = z.infer<typeof activityItem>;

export const logBody = z.object({
  entity_type: z.enum(activityEntityTypes, { error: 'Onbekend type' }),
  entity_id: idCoerced('Niet gevonden'),
  action: text(30, 'Actie is te lang').pipe(z.string().trim().min(1, 'Actie is verplicht')).default('open'),
});

/** A goal past its deadline (a Dutch day before today) and below 10, grouped under its employee (issue 25). */
export const overdueEmployee = z
  .object({
    medewerker_id: z.number().int(),
    medewerker_naam: z.string(),
    bedrijf_naam: z.string(),
    doelen: z.array(
      z.object({
        id: z.number().int(),
        gesprek_id: z.number().int(),
        omschrijving: z.string(),
        deadline: z.string(),
        voortgang: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'OverdueEmployee', description: 'deadline YYYY-MM-DD; voortgang 0-9' });
export type OverdueEmployee = z.infer<typeof overdueEmployee>;

export const dashboardApi = endpointGroup('Dashboard', {
  stats: endpoint({
    method: 'get',
    path: '/dashboard/stats',
    access: 'user',
    roles: roles.readers,
    summary: 'De vijf tellers van het dashboard',
    response: dashboardStats,
  }),
  conversationStats: endpoint({
    method: 'get',
    path: '/dashboard/conversation-stats',
    access: 'user',
    roles: roles.readers,
    summary: 'Gesprekken per status',
    response: conversationStats,
  }),
  overdueGoals: endpoint({
    method: 'get',
    path: '/dashboard/overdue-goals',
    access: 'user',
    // Goal texts are HR's notes: not for the analyst, who sees figures only.
    roles: roles.hrAndAuditor,
    summary: 'Verlopen doelen (deadline voorbij, voortgang onder 10), per medewerker',
    response: z.object({ medewerkers: z.array(overdueEmployee) }),
  }),
  recentActivity: endpoint({
    method: 'get',
    path: '/activity/recent',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'Recente activiteit, nieuwste eerst',
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
    response: z.object({ activities: z.array(activityItem) }),
  }),
  logActivity: endpoint({
    method: 'post',
    path: '/activity/log',
    access: 'user',
    roles: roles.hr,
    summary: 'Leg vast dat een item geopend is',
    body: logBody,
    response: z.object({ message: z.string() }),
    status: 201,
  }),
});
