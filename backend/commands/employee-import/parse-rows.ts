import { normalizeEmployeeEmail } from '../../../events/employee';
import { ValidationError } from '../../platform/errors';
import { employeeEmail, MAX_EMPLOYEE_NAAM } from '../../../contracts/employees';
import { isCleanText, isSingleLine } from '../../../contracts/fields';
import { importMessages } from './messages';
import { MAX_DATA_ROWS } from './read-spreadsheet';
import type { SheetRow } from './sheet-row';

/** One data row as the file has it; `company` is the company's name as typed, not yet resolved. */
export interface ImportRow {
  line: number;
  name: string;
  email: string;
  company: string;
}

export interface ImportError {
  line: number;
  reason: string;
}

export interface ValidRow extends ImportRow {
  companyId: number;
}

type Column = 'name' | 'email' | 'company';
// The titles and names are the headers of the user's own file, so they stay Dutch.
const COLUMNS: { key: Column; title: string; names: string[] }[] = [
  { key: 'name', title: 'Volledige naam', names: ['volledige naam', 'naam'] },
  { key: 'email', title: 'Email', names: ['email', 'e-mail', 'e-mailadres', 'emailadres'] },
  { key: 'company', title: 'Bedrijf', names: ['bedrijf', 'bedrijfsnaam'] },
];

const normalizeName = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Maps sheet rows onto the three fields. With a header row the columns are found by name
 * (case-insensitive, trimmed); without one the first three columns are taken in SPEC order.
 */
export function toImportRows(rows: SheetRow[], skipFirstRow: boolean): ImportRow[] {
  if (rows.length === 0) throw new ValidationError(importMessages.empty);
  let index: Record<Column, number> = { name: 0, email: 1, company: 2 };
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
    name: (cells[index.name] ?? '').trim(),
    email: (cells[index.email] ?? '').trim(),
    company: (cells[index.company] ?? '').trim(),
  }));
}

/** The owner's companies by normalised name; an active company wins over an inactive namesake. */
export function companiesByName(companies: { id: number; name: string; active: boolean }[]): Map<string, number> {
  const byName = new Map<string, number>();
  const ordered = [...companies].sort((a, b) => Number(b.active) - Number(a.active) || a.id - b.id);
  for (const company of ordered) {
    const key = normalizeName(company.name);
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
    valid.push({ ...row, companyId: companies.get(normalizeName(row.company))! });
  }
  return { valid, errors };
}

function rowProblem(row: ImportRow, companies: Map<string, number>, existing: Set<string>, seen: Map<string, number>): string | null {
  if (!row.name) return importMessages.nameMissing;
  if (row.name.length > MAX_EMPLOYEE_NAAM) return importMessages.nameTooLong;
  // The same rule as a name typed in the form (contracts/fields.ts): a cell may hold Alt+Enter breaks.
  if (!isCleanText(row.name) || !isSingleLine(row.name)) return importMessages.nameInvalid;
  if (!row.email) return importMessages.emailMissing;
  if (!employeeEmail.safeParse(row.email).success) return importMessages.emailInvalid;
  if (!row.company) return importMessages.companyMissing;
  if (!companies.has(normalizeName(row.company))) return importMessages.companyUnknown(row.company);
  const key = normalizeEmployeeEmail(row.email);
  const earlier = seen.get(key);
  if (earlier !== undefined) return importMessages.duplicateInFile(earlier);
  if (existing.has(key)) return importMessages.emailExists;
  return null;
}
