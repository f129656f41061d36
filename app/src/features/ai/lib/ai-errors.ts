import { ApiError } from '../../../api/client';

/** SPEC 8, AI: the fallback texts when the server's message is not for the user. */
export const AI_FAILURE = {
  suggestions: 'Er is een fout opgetreden bij het ophalen van AI suggesties',
  improve: 'Er is een fout opgetreden bij het verbeteren van de tekst met AI',
  improveMemo: 'Er is een fout opgetreden bij het verbeteren van de memo met AI',
  report: 'Er is een fout opgetreden bij het genereren van het AI verslag',
  tips: 'Er is een fout opgetreden bij het genereren van de AI tips',
  trend: 'Fout bij genereren analyse. Probeer het opnieuw.',
  companies: 'Fout bij ophalen bedrijven',
  addGoals: 'Fout bij toevoegen van geselecteerde doelen',
  addAmbitions: 'Fout bij toevoegen van geselecteerde ambities',
  clipboard: 'Kon tekst niet kopiëren naar klembord',
} as const;

const SAYS_WHY = /AI[- ]?credits?|AI( is)? (tijdelijk )?niet beschikbaar/i;

/**
 * SPEC 8: a refused access (403) shows the server's message; so does any message about AI being
 * unavailable or about AI credits, and a Dutch validation or rate-limit message; otherwise the fallback.
 */
export function aiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  if ([400, 403, 429].includes(error.status) || SAYS_WHY.test(error.message)) return error.message;
  return fallback;
}
