import { z } from 'zod';
import { company } from './companies';
import { emailAddress, idNumber, idParam } from './fields';
import { endpoint, endpointGroup } from './http';

/** SPEC 9: what each generator makes. */
export const GENERATED_CONVERSATIONS = 10;
export const GENERATED_EMPLOYEES = 10;
export const GENERATED_AI_TEMPLATES = 30;
/** SPEC 9 names 3 per function: 30 for a branch of 10 functions. */
export const AI_TEMPLATES_PER_FUNCTION = 3;

export const adminMessages = {
  userNotFound: 'Gebruiker niet gevonden',
  userRequired: 'Kies eerst een gebruiker',
  companyRequired: 'Kies eerst een bedrijf',
  branchRequired: 'Kies eerst een branche',
  emailRequired: 'Vul een e-mailadres in',
  emailTypeInvalid: 'Kies een van de e-mailsoorten',
  noCompanies: 'Geen bedrijven gevonden voor deze gebruiker',
  /** SPEC 8 (Admin): what the screen says when a call fails without a message of the server. */
  fetchCompaniesFailed: 'Fout bij ophalen bedrijven',
  sendEmailFailed: 'Fout bij verzenden email',
  testdataFailed: 'Fout bij genereren testdata',
  employeesFailed: 'Fout bij genereren medewerkers',
  aiTemplatesFailed: 'Fout bij genereren AI templates',
} as const;
const m = adminMessages;

/** SPEC 7 (Admin): the mails an admin can send to try them out. */
export const testEmailTypes = ['welcome', 'appointment', 'verification-success', 'info-mail-1'] as const;
export type TestEmailType = (typeof testEmailTypes)[number];
export const testEmailLabels: Record<TestEmailType, string> = {
  welcome: 'Welkomstmail',
  appointment: 'Uitnodiging POP-gesprek',
  'verification-success': 'Verificatie gelukt',
  'info-mail-1': 'Nieuwsbrief (info-mail-1)',
};

export const testEmailBody = z.object({
  email: emailAddress('Vul een geldig e-mailadres in', m.emailRequired),
  emailType: z.enum(testEmailTypes, { error: m.emailTypeInvalid }),
});
export const generateBody = z.object({ hrUserId: idNumber(m.userRequired), bedrijfId: idNumber(m.companyRequired) });
export const generateAiTemplatesBody = z.object({ branchId: idNumber(m.branchRequired) });

/** How many templates each function of the branch got. */
export const functionShare = z.object({ functie_id: z.number().int(), functie_naam: z.string(), aantal: z.number().int() });

export const adminApi = endpointGroup('Beheer', {
  companies: endpoint({
    method: 'get',
    path: '/hr/admin/companies/{userId}',
    access: 'admin',
    summary: 'De bedrijven van een HR-gebruiker (ook inactieve)',
    params: z.object({ userId: idParam(m.userNotFound) }),
    response: z.object({ companies: z.array(company) }),
  }),
  testEmail: endpoint({
    method: 'post',
    path: '/hr/admin/test-email',
    access: 'admin',
    summary: 'Stuur een voorbeeld van een mail van het product naar een adres',
    body: testEmailBody,
    response: z.object({ message: z.string() }),
    status: 202,
  }),
  generateTestdata: endpoint({
    method: 'post',
    path: '/hr/admin/generate-testdata',
    access: 'admin',
    summary: `${GENERATED_CONVERSATIONS} POP-gesprekken met doelen en ambities uit de catalogus bij de medewerkers van een bedrijf van een gebruiker`,
    body: generateBody,
    response: z.object({ message: z.string(), conversations: z.number().int(), goals: z.number().int(), ambitions: z.number().int() }),
    status: 201,
    errors: { 403: 'De gebruiker is nog niet geverifieerd', 404: 'Gebruiker of bedrijf niet gevonden' },
  }),
  generateEmployees: endpoint({
    method: 'post',
    path: '/hr/admin/generate-employees',
    access: 'admin',
    summary: `${GENERATED_EMPLOYEES} medewerkers met Nederlandse namen in een bedrijf van een gebruiker, binnen de limiet van diens abonnement`,
    body: generateBody,
    response: z.object({ message: z.string(), inserted: z.number().int(), skipped: z.number().int() }),
    status: 201,
    errors: { 403: 'De limiet van het abonnement is bereikt', 404: 'Gebruiker of bedrijf niet gevonden' },
  }),
  generateAiTemplates: endpoint({
    method: 'post',
    path: '/admin/generate-ai-templates',
    access: 'admin',
    summary: `${GENERATED_AI_TEMPLATES} gesprekstemplates voor een branche via de AI-provider, verdeeld over de functies; daarna in de gids naast de catalogus`,
    body: generateAiTemplatesBody,
    response: z.object({ message: z.string(), templates: z.number().int(), functions: z.array(functionShare) }),
    status: 201,
    errors: { 404: 'Branche niet gevonden', 503: 'De AI-provider is niet beschikbaar' },
  }),
});
