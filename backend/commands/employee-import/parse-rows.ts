import { normalizeEmployeeEmail } from '../../../events/employee';
import { ValidationError } from '../../platform/errors';
import { employeeEmail, MAX_EMPLOYEE_NAAM } from '../../../contracts/employees';
import { isCleanText, isSingleLine } from '../../../contracts/fields';
import { importMessages } from './messages';
import { MAX_DATA_ROWS } from './read-spreadsheet';
import type { SheetRow } from './sheet-row';

export interface ImportRow {
  line: number;
  naam: string;
  email: string;
  bedrijf: string;
}

export interface ImportError {
  line: number;
  reason: string;
}

export interface ValidRow {
  line: number;
  naam: string;
  email: string;
  bedrijf: string;
  bedrijfId: number;
}

type Column = 'naam' | 'email' | 'bedrijf';
const COLUMNS: { key: Column; title: string; names: string[] }[] = [
  { key: 'naam', title: 'Volledige naam', names: ['volledige naam', 'naam'] },
  { key: 'email', title: 'Email', names: ['email', 'e-mail', 'e-mailadres', 'emailadres'] },
  { key: 'bedrijf', title: 'Bedrijf', names: ['bedrijf', 'bedrijfsnaam'] },
];

const normalizeName = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Maps sheet rows onto the three fields. With a header row the columns are found by name
 * (case-insensitive, trimmed); without one the first three columns are taken in SPEC order.
 */
export function toImportRows(rows: SheetRow[], skipFirstRow: boolean): ImportRow[] {
  if (rows.length === 0) throw new ValidationError(importMessages.empty);
  let index: Record<Column, number> = { naam: 0, email: 1, bedrijf: 2 };
  let data = rows;
  if (skipFirstRow) {
    const header = rows[0]!.cells.map(normalizeName);
    const found = COLUMNS.map((column) => ({ column, at: header.findIndex((title) => column.names.includes(title)) }));
    const missing = found.filter((f) => f.at < 0).map((f) => f.column.title);
    if (missing.length) throw new ValidationError(importMessages.missingColumns(missing));
    index = Object.fromEntries(found.map((f) => [f.column.key, f.at])) as Record<Column, number>;
    data = rows.slice(1);
  }
  if (data.length === 0) throw new ValidationError(importMessages.empty);
  if (data.length > MAX_DATA_ROWS) throw new ValidationError(importMessages.tooManyRows);
  return data.map(({ line, cells }) => ({
    line,
    naam: (cells[index.naam] ?? '').trim(),
    email: (cells[index.email] ?? '').trim(),
    bedrijf: (cells[index.bedrijf] ?? '').trim(),
  }));
}

/** The owner's companies by normalised name; an active company wins over an inactive namesake. */
export function companiesByName(companies: { id: number; naam: string; actief: boolean }[]): Map<string, number> {
  const byName = new Map<string, number>();
  const ordered = [...companies].sort((a, b) => Number(b.actief) - Number(a.actief) || a.id - b.id);
  for (const company of ordered) {
    const key = normalizeName(company.naam);
    if (!byName.has(key)) byName.set(key, company.id);
  }
  return byName;
}

/**
 * Checks every row and reports the first problem of each. Duplicates are checked against the
 * owner's existing employees and against earlier rows of the file that are themselves valid.
 */
export function validateRows(
  rows: ImportRow[],
  companies: Map<string, number>,
  existingEmails: Set<string>,
): { valid: ValidRow[]; errors: ImportError[] } {
  const valid: ValidRow[] = [];
  const errors: ImportError[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const reason = rowProblem(row, companies, existingEmails, seen);
    if (reason) {
      errors.push({ line: row.line, reason });
      continue;
    }
    seen.set(normalizeEmployeeEmail(row.email), row.line);
    valid.push({ ...row, bedrijfId: companies.get(normalizeName(row.bedrijf))! });
  }
  return { valid, errors };
}

function rowProblem(row: ImportRow, companies: Map<string, number>, existing: Set<string>, seen: Map<string, number>): string | null {
  if (!row.naam) return importMessages.naamMissing;
  if (row.naam.length > MAX_EMPLOYEE_NAAM) return importMessages.naamTooLong;
  // The same rule as a name typed in the form (contracts/fields.ts): a cell may hold Alt+Enter breaks.
  if (!isCleanText(row.naam) || !isSingleLine(row.naam)) return importMessages.naamInvalid;
  if (!row.email) return importMessages.emailMissing;
  if (!employeeEmail.safeParse(row.email).success) return importMessages.emailInvalid;
  if (!row.bedrijf) return importMessages.bedrijfMissing;
  if (!companies.has(normalizeName(row.bedrijf))) return importMessages.bedrijfUnknown(row.bedrijf);
  const key = normalizeEmployeeEmail(row.email);
  const earlier = seen.get(key);
  if (earlier !== undefined) return importMessages.duplicateInFile(earlier);
  if (existing.has(key)) return importMessages.emailExists;
  return null;
}
