import { z } from 'zod';
import { companyMessages } from './companies';
import { conversationMessages, conversationStatuses } from './conversations';
import { idCoerced, idParam, requiredText, tooLongMessage } from './fields';
import { endpoint, endpointGroup } from './http';
import { roles } from './roles';

/** SPEC 9: the add-many modal shows 20 suggestions, the single edit modal 10. */
export const SUGGESTIONS_MANY = 20;
export const SUGGESTIONS_SINGLE = 10;
export const TOPIC_MAX = 200;
/** A whole conversation note may be improved (the verslag's own limit). */
export const IMPROVE_TEXT_MAX = 50_000;
/** What the AI may write back at most, per feature: longer output is cut, never stored or shown. */
export const AI_OUTPUT_MAX = { suggestion: 500, itemText: 1000, text: 50_000, report: 20_000, tips: 6000, analysis: 30_000 } as const;

/** SPEC 5 and 8; SPEC names no literal text for a blank topic or text, these say what to do. */
export const aiMessages = {
  topicRequired: 'Vul een onderwerp in voor de AI suggesties',
  topicTooLong: tooLongMessage('Het onderwerp', TOPIC_MAX),
  textRequired: 'Vul eerst een tekst in om met AI te verbeteren',
  textTooLong: tooLongMessage('De tekst', IMPROVE_TEXT_MAX),
  companyRequired: 'Selecteer eerst een bedrijf',
  statusesRequired: 'Selecteer minimaal één status',
  conversationNotFound: conversationMessages.notFound,
  companyNotFound: companyMessages.notFound,
} as const;
const m = aiMessages;

/** SPEC 8: what a refused AI call and the credits check say; the app shows them as they are. */
export const creditMessages = {
  exhausted: (limit: number) =>
    `Je AI credits voor deze maand zijn op (${limit} van ${limit} gebruikt). Upgrade naar een betaald plan voor onbeperkt AI, of wacht tot de volgende maand.`,
  noAccess: 'AI is niet beschikbaar in je huidige plan.',
} as const;

/** What GET /hr/ai-credits and the check say about the credits left this month. */
export function creditsMessage(credits: { aiAccess: boolean; unlimited: boolean; creditsLimit: number; creditsUsed: number }): string {
  if (!credits.aiAccess) return creditMessages.noAccess;
  if (credits.unlimited) return 'Je plan bevat onbeperkt AI.';
  const left = Math.max(0, credits.creditsLimit - credits.creditsUsed);
  if (left === 0) return creditMessages.exhausted(credits.creditsLimit);
  return `Je hebt deze maand nog ${left} van de ${credits.creditsLimit} AI credits.`;
}

/** What the improved text is: a goal gets SMART phrasing, a note and an ambition only spelling and punctuation. */
export const improveKinds = ['verslag', 'doel', 'ambitie'] as const;
export type ImproveKind = (typeof improveKinds)[number];

const AANTAL = `Aantal moet een geheel getal van 1 tot en met ${SUGGESTIONS_MANY} zijn`;
export const suggestionsBody = z.object({
  topic: requiredText(TOPIC_MAX, m.topicRequired, m.topicTooLong),
  /** How many the screen shows (SPEC 9: 20 or 10); 20 when left out. */
  aantal: z.number({ error: AANTAL }).int(AANTAL).min(1, AANTAL).max(SUGGESTIONS_MANY, AANTAL).optional(),
});
export type SuggestionsInput = z.input<typeof suggestionsBody>;

export const improveBody = z.object({
  text: requiredText(IMPROVE_TEXT_MAX, m.textRequired, m.textTooLong),
  soort: z.enum(improveKinds, { error: 'Soort moet verslag, doel of ambitie zijn' }).optional(),
});
export type ImproveInput = z.input<typeof improveBody>;

export const trendBody = z.object({
  bedrijf_id: idCoerced(m.companyRequired),
  statuses: z
    .array(z.enum(conversationStatuses, { error: 'Kies een geldige status (gepland, open of afgerond)' }), { error: m.statusesRequired })
    .min(1, m.statusesRequired)
    .max(3, m.statusesRequired)
    .transform((statuses) => [...new Set(statuses)]),
});
export type TrendInput = z.input<typeof trendBody>;

export const aiCredits = z
  .object({
    creditsUsed: z.number().int(),
    /** 999999 on unlimited plans (SPEC 9). */
    creditsLimit: z.number().int(),
    unlimited: z.boolean(),
  })
  .meta({ id: 'AiCredits' });
export type AiCredits = z.infer<typeof aiCredits>;

const suggestions = z.object({ suggestions: z.array(z.string()) }).meta({ id: 'AiSuggestions' });
const params = z.object({ id: idParam(m.conversationNotFound) });
const aiErrors = {
  403: 'Geen AI-toegang in dit plan of de AI credits van deze maand zijn op',
  429: 'Te veel AI-verzoeken kort na elkaar',
  503: 'AI is tijdelijk niet beschikbaar (geen credit gebruikt)',
} as const;

export const aiApi = endpointGroup('AI', {
  credits: endpoint({
    method: 'get',
    path: '/hr/ai-credits',
    access: 'user',
    roles: roles.readers,
    summary: 'AI credits van deze maand',
    response: z.object({ message: z.string(), credits: aiCredits }),
  }),
  check: endpoint({
    method: 'get',
    path: '/hr/ai-credits/check',
    access: 'user',
    roles: roles.readers,
    summary: 'Mag dit account nu AI gebruiken?',
    response: z.object({ hasAccess: z.boolean(), message: z.string() }),
  }),
  goalSuggestions: endpoint({
    method: 'post',
    path: '/goals/ai-suggestions',
    access: 'user',
    roles: roles.hr,
    summary: 'Doelsuggesties voor een onderwerp, zonder wat al in de doelenbibliotheek staat',
    body: suggestionsBody,
    response: suggestions,
    errors: aiErrors,
  }),
  ambitionSuggestions: endpoint({
    method: 'post',
    path: '/ambitions/ai-suggestions',
    access: 'user',
    roles: roles.hr,
    summary: 'Ambitiesuggesties voor een onderwerp, zonder wat al in de ambitiebibliotheek staat',
    body: suggestionsBody,
    response: suggestions,
    errors: aiErrors,
  }),
  improve: endpoint({
    method: 'post',
    path: '/pop/ai-improve',
    access: 'user',
    roles: roles.hr,
    summary: 'Verbeter spelling, hoofdletters en leestekens; een doel ook SMART',
    body: improveBody,
    response: z.object({ improvedText: z.string(), changes: z.array(z.string()).optional() }),
    errors: aiErrors,
  }),
  report: endpoint({
    method: 'post',
    path: '/pop/{id}/ai-report',
    access: 'user',
    roles: roles.hr,
    summary: 'Een verslag van het gesprek uit notitie, doelen, voortgang, deadlines en ambities',
    params,
    response: z.object({ report: z.string() }),
    errors: aiErrors,
  }),
  tips: endpoint({
    method: 'post',
    path: '/pop/{id}/ai-tips',
    access: 'user',
    roles: roles.hr,
    summary: 'Tips voor het gesprek: verlopen deadlines, stilstaande voortgang, ontbrekende ambities of vervolg',
    params,
    response: z.object({ tips: z.string() }),
    errors: aiErrors,
  }),
  trendAnalysis: endpoint({
    method: 'post',
    path: '/pop/ai-trend-analysis',
    access: 'user',
    roles: roles.hrAndAnalyst,
    summary: 'Trendanalyse van de gesprekken van een bedrijf met de gekozen statussen',
    body: trendBody,
    response: z.object({ analysis: z.string(), conversationCount: z.number().int() }),
    errors: { ...aiErrors, 404: m.companyNotFound },
  }),
});
