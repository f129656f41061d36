import { planDisplayName } from '../../../contracts/plan-catalogue';

/** Every Dutch text of the import, in one place (SPEC 5 and 8). */
export const importMessages = {
  /** A row past the plan's employee limit (SPEC 9): named with the plan and its limit. */
  planLimit: (plan: string, max: number) =>
    `Niet geïmporteerd: met je ${planDisplayName(plan)}-abonnement kun je maximaal ${max} medewerkers registreren`,
  noFile: 'Kies een bestand (.xls of .xlsx) om te importeren.',
  tooLarge: 'Het bestand is groter dan 5 MB. Splits het bestand en importeer de delen apart.',
  unpacksTooLarge:
    'Het bestand is uitgepakt groter dan 50 MB. Verwijder overbodige tabbladen, afbeeldingen of opmaak, of splits het bestand, en probeer het opnieuw.',
  tooSlow: 'Het lezen van het bestand duurde te lang. Controleer of het een gewone lijst met medewerkers is, of splits het bestand.',
  importRunning: 'Er loopt al een import voor je account. Wacht tot die klaar is en probeer het daarna opnieuw.',
  notASpreadsheet: 'Dit bestand is geen geldig Excel-bestand. Kies een .xls- of .xlsx-bestand.',
  unreadable: 'Het bestand kon niet worden gelezen. Kies een .xls- of .xlsx-bestand.',
  xlsUnsupported:
    'Het importeren van .xls-bestanden is op dit moment niet beschikbaar. Sla het bestand op als .xlsx en probeer het opnieuw.',
  empty: 'Het bestand is leeg: er staan geen medewerkers in.',
  tooManyRows: 'Het bestand bevat meer dan 10.000 rijen. Splits het bestand en importeer de delen apart.',
  skipFirstRow: 'Ongeldige waarde voor "eerste rij overslaan": gebruik 1 of 0.',
  missingColumns: (missing: string[]) =>
    `Het bestand mist ${missing.length === 1 ? 'de kolom' : 'de kolommen'} ${missing.join(', ')}. Vereiste kolommen: Volledige naam, Email, Bedrijf.`,
  nameMissing: 'Naam ontbreekt',
  nameTooLong: 'Naam is te lang (maximaal 200 tekens)',
  nameInvalid: 'Naam moet op één regel staan, zonder regeleinden, tabs of andere ongeldige tekens',
  emailMissing: 'E-mailadres ontbreekt',
  emailInvalid: 'Ongeldig e-mailadres',
  companyMissing: 'Bedrijf ontbreekt',
  companyUnknown: (name: string) => `Bedrijf "${name}" niet gevonden`,
  emailExists: 'E-mailadres bestaat al',
  duplicateInFile: (line: number) => `Dubbel in bestand (regel ${line})`,
} as const;
