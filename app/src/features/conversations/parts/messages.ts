import { ApiError } from '../../../api/client';

/** SPEC section 8 (Conversations): the texts shown when a change fails. */
export const FAILURE = {
  save: 'Er is een fout opgetreden bij het opslaan',
  addGoal: 'Er is een fout opgetreden bij het toevoegen van het doel',
  updateGoal: 'Er is een fout opgetreden bij het bijwerken van het doel',
  addAmbition: 'Er is een fout opgetreden bij het toevoegen van de ambitie',
  updateAmbition: 'Er is een fout opgetreden bij het bijwerken van de ambitie',
  saveNote: 'Er is een fout opgetreden bij het opslaan van de notitie',
  remove: 'Er is een fout opgetreden bij het verwijderen van het gesprek',
  archive: 'Er is een fout opgetreden bij het wijzigen van de archiefstatus',
  noDate: 'Geen geldige datum/tijd gevonden voor dit gesprek',
  popupBlocked: 'Pop-up geblokkeerd. Sta pop-ups toe om te printen.',
  print: 'Printen naar PDF is mislukt',
  email: 'Er is een fout opgetreden bij het verzenden van de e-mail',
} as const;

/** The server's own validation message (400) as extra detail under the SPEC text; nothing otherwise. */
export function validationDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 400 && error.message ? error.message : undefined;
}
