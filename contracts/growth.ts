import { z } from 'zod';
import { companyMessages } from './companies';
import { conversationStatuses } from './conversations';
import { employeeMessages } from './employees';
import { flag, idCoerced, idParam, isoTime, text } from './fields';
import { endpoint, endpointGroup } from './http';
import { isMonth, monthsBetween } from './months';
import { roles } from './roles';

/** The longest period the analysts' view, the export and a timeline cover at once. */
export const MAX_PERIOD_MONTHS = 60;
/** SPEC 9: the employee picker shows 5 results, then 'en N meer'. */
export const PICKER_LIMIT = 5;

export const growthMessages = {
  employeeNotFound: employeeMessages.notFound,
  companyNotFound: companyMessages.notFound,
  companyRequired: 'Kies een bedrijf',
  month: 'Kies een maand als JJJJ-MM',
  periodOrder: 'Het begin van de periode ligt na het einde',
  periodLength: `Kies een periode van hoogstens ${MAX_PERIOD_MONTHS} maanden`,
} as const;
const m = growthMessages;

const month = z
  .string({ error: m.month })
  .refine(isMonth, m.month)
  .meta({ description: 'Calendar month YYYY-MM (Dutch time)', example: '2026-03' });

/** `from` and `to` (inclusive) are optional; left out, the server picks the last 12 months. */
const period = z
  .object({ from: month.optional(), to: month.optional(), includeArchived: flag.optional().default(false) })
  .refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to) >= 0, m.periodOrder)
  .refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to) < MAX_PERIOD_MONTHS, m.periodLength);

export const companyPeriodQuery = period;
export const exportQuery = z
  .object({
    company: idCoerced(m.companyRequired),
    from: month.optional(),
    to: month.optional(),
    includeArchived: flag.optional().default(false),
  })
  .refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to) >= 0, m.periodOrder)
  .refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to) < MAX_PERIOD_MONTHS, m.periodLength);
export const pickerQuery = z.object({
  search: text(200, 'Zoekterm is te lang').optional(),
  limit: z.coerce
    .number({ error: 'Limiet moet een geheel getal van 1 tot en met 50 zijn' })
    .int('Limiet moet een geheel getal van 1 tot en met 50 zijn')
    .min(1, 'Limiet moet een geheel getal van 1 tot en met 50 zijn')
    .max(50, 'Limiet moet een geheel getal van 1 tot en met 50 zijn')
    .default(PICKER_LIMIT),
});

/**
 * 'maandeinde': the stocks as they stood at the end of the month; 'vandaag': the current month, as of
 * today (a deadline counts as passed once its day is over); 'toekomst': a month still to come, only
 * its planned conversations are known (the stocks are null).
 */
export const monthStands = ['maandeinde', 'vandaag', 'toekomst'] as const;
export type MonthStand = (typeof monthStands)[number];

const count = z.number().int();
const growthMonthShape = {
  maand: z.string().meta({ description: 'YYYY-MM' }),
  stand: z.enum(monthStands),
  gesprekken_gepland: count.meta({ description: 'Conversations dated in this month, by their status now' }),
  gesprekken_open: count,
  gesprekken_afgerond: count,
  doelen_gezet: count.meta({ description: "Goals of this month's conversations" }),
  ambities: count.meta({ description: "Ambitions recorded in this month's conversations" }),
  doelen: count.nullable().meta({ description: 'Goals that existed at the end of the month (or today)' }),
  gemiddelde_voortgang: z.number().nullable().meta({ description: 'Average progress 0-10, one decimal; null without goals' }),
  doelen_behaald: count.nullable().meta({ description: 'Goals at progress 10' }),
  aandeel_behaald: z.number().nullable().meta({ description: 'Share of goals reached, 0-1; null without goals' }),
  doelen_over_tijd: count.nullable().meta({ description: 'Goals whose deadline had passed while they were not reached' }),
};
export const growthMonth = z.object(growthMonthShape).meta({ id: 'GrowthMonth' });
export type GrowthMonth = z.infer<typeof growthMonth>;

export const companyMonth = z
  .object({
    ...growthMonthShape,
    medewerkers_zonder_gesprek: count.nullable().meta({
      description:
        'Employees of the company (known from its conversations) without a held conversation (open or afgerond) in the 12 months up to this one',
    }),
  })
  .meta({ id: 'CompanyGrowthMonth' });
export type CompanyMonth = z.infer<typeof companyMonth>;

export const companyGrowth = z
  .object({
    bedrijf: z.object({ id: count, naam: z.string() }),
    van: z.string(),
    tot: z.string(),
    met_archief: z.boolean(),
    maanden: z.array(companyMonth),
  })
  .meta({ id: 'CompanyGrowth' });
export type CompanyGrowth = z.infer<typeof companyGrowth>;

export const timelineConversation = z
  .object({
    id: count,
    datum_tijd: isoTime,
    maand: z.string(),
    status: z.enum(conversationStatuses),
    gearchiveerd: z.boolean(),
    bedrijf_id: count,
    bedrijf_naam: z.string(),
    aantal_doelen: count,
    ambities: count,
  })
  .meta({ id: 'TimelineConversation' });
export type TimelineConversation = z.infer<typeof timelineConversation>;

export const timelineGoal = z
  .object({
    id: count,
    gesprek_id: count,
    maand: z.string().meta({ description: "The conversation's month" }),
    omschrijving: z.string(),
    voortgang: count,
    deadline: z.string().nullable(),
    behaald: z.boolean(),
    over_tijd: z.boolean(),
    behaald_in: z.string().nullable().meta({ description: 'The month from which the goal has stood at 10, when it does now' }),
    verloop: z
      .array(z.object({ maand: z.string(), voortgang: count }))
      .meta({ description: 'Progress at the end of each month from the goal\u2019s first month' }),
  })
  .meta({ id: 'TimelineGoal' });
export type TimelineGoal = z.infer<typeof timelineGoal>;

export const employeeTimeline = z
  .object({
    medewerker: z.object({ id: count, naam: z.string(), bedrijf_naam: z.string(), actief: z.boolean() }),
    van: z.string(),
    tot: z.string(),
    huidige_maand: z.string(),
    met_archief: z.boolean(),
    maanden: z.array(growthMonth),
    gesprekken: z.array(timelineConversation),
    doelen: z.array(timelineGoal),
  })
  .meta({ id: 'EmployeeTimeline' });
export type EmployeeTimeline = z.infer<typeof employeeTimeline>;

export const pickerEmployee = z
  .object({ id: count, naam: z.string(), bedrijf_naam: z.string(), actief: z.boolean(), gesprekken: count })
  .meta({ id: 'GrowthPickerEmployee' });
export type PickerEmployee = z.infer<typeof pickerEmployee>;
export const pickerResult = z.object({ items: z.array(pickerEmployee), total: count });
export type PickerResult = z.infer<typeof pickerResult>;

export const growthApi = endpointGroup('Groei', {
  employees: endpoint({
    method: 'get',
    path: '/growth/employees',
    access: 'user',
    roles: roles.hrAndAnalyst,
    summary: 'Medewerkers voor de kiezer: zoeken op naam, e-mail of bedrijf; de eerste resultaten en het totaal',
    query: pickerQuery,
    response: pickerResult,
  }),
  timeline: endpoint({
    method: 'get',
    path: '/growth/employees/{id}',
    access: 'user',
    roles: roles.hrAndAnalyst,
    summary: 'De groei van één medewerker per maand: gesprekken, doelen en het verloop van elk doel',
    params: z.object({ id: idParam(m.employeeNotFound) }),
    query: period,
    response: employeeTimeline,
  }),
  company: endpoint({
    method: 'get',
    path: '/growth/companies/{id}',
    access: 'user',
    roles: roles.hrAndAnalyst,
    summary: 'De groei van één bedrijf per maand over een periode',
    params: z.object({ id: idParam(m.companyNotFound) }),
    query: companyPeriodQuery,
    response: companyGrowth,
  }),
  export: endpoint({
    method: 'get',
    path: '/growth/export.xlsx',
    access: 'user',
    roles: roles.hrAndAnalyst,
    summary: 'Excel-bestand van een bedrijf over een periode: maandoverzicht, medewerkers per maand, gesprekken en doelen',
    query: exportQuery,
    responseType: 'xlsx',
    errors: { 404: companyMessages.notFound },
  }),
});
