import type { TemplateGoal } from '../../../contracts/templates';
import type { Queryable } from '../../platform/db';
import { NotFoundError } from '../../platform/errors';
import { searchKey } from './seed';

export interface NamedRow {
  id: number;
  naam: string;
}

/** A catalogue template as the guide shows it (SPEC 3, Conversation template). */
export interface CatalogueTemplateRow {
  id: number;
  naam: string;
  type: string;
  beschrijving: string;
  goals: TemplateGoal[];
  /** Only on templates the admin generated with AI (SPEC 2, Admin), never false. */
  gegenereerd?: true;
}

/**
 * The seeded catalogue (reference data, replaced when the seed changes) and the templates the admin
 * generated (events, in the read model of projections/ai-template) read as one table, under the
 * seeded table's column names (a UNION takes the first SELECT's).
 */
const ALL_TEMPLATES = `(
  SELECT id, function_id, naam, type, beschrijving, goals, search_text, false AS gegenereerd FROM reference.conversation_templates
  UNION ALL
  SELECT id, function_id, name, type, description, goals, search_text, true FROM read.ai_conversation_templates)`;

/** The flag only where it is true: a seeded template answers exactly as before. */
function marked<R extends { gegenereerd: boolean }>({ gegenereerd, ...row }: R): Omit<R, 'gegenereerd'> & { gegenereerd?: true } {
  return gegenereerd ? { ...row, gegenereerd: true } : row;
}

/** Enriched with its branch and function, for the template search modal. */
export interface EnrichedTemplateRow extends CatalogueTemplateRow {
  branche_id: number;
  branche_naam: string;
  functie_id: number;
  functie_naam: string;
}

type EnrichedRow = Omit<EnrichedTemplateRow, 'gegenereerd'> & { gegenereerd: boolean };

export const SEARCH_LIMIT = 50;
export const catalogueMessages = {
  branchNotFound: 'Branche niet gevonden',
  functionNotFound: 'Functie niet gevonden',
  templateNotFound: 'Gesprekstemplate niet gevonden',
} as const;

const enrichedSelect = `
  SELECT t.id, t.naam, t.type, t.beschrijving, t.goals, t.gegenereerd,
         b.id AS branche_id, b.naam AS branche_naam, f.id AS functie_id, f.naam AS functie_naam
  FROM ${ALL_TEMPLATES} t
  JOIN reference.functions f ON f.id = t.function_id
  JOIN reference.branches b ON b.id = f.branch_id`;

export async function listBranches(db: Queryable): Promise<NamedRow[]> {
  const { rows } = await db.query<NamedRow>('SELECT id, naam FROM reference.branches ORDER BY id');
  return rows;
}

/** null when the branch is unknown. */
export async function listFunctions(db: Queryable, branchId: number): Promise<NamedRow[] | null> {
  // One row per function, or one row of nulls for a branch without functions.
  const { rows } = await db.query<{ id: number | null; naam: string | null }>(
    `SELECT f.id, f.naam FROM reference.branches b
     LEFT JOIN reference.functions f ON f.branch_id = b.id WHERE b.id = $1 ORDER BY f.id`,
    [branchId],
  );
  if (rows.length === 0) return null;
  return rows.flatMap(({ id, naam }) => (id === null || naam === null ? [] : [{ id, naam }]));
}

/** null when the function is unknown or belongs to another branch. */
export async function listTemplatesOfFunction(db: Queryable, branchId: number, functionId: number): Promise<CatalogueTemplateRow[] | null> {
  const found = await db.query('SELECT 1 FROM reference.functions WHERE id = $1 AND branch_id = $2', [functionId, branchId]);
  if (found.rowCount === 0) return null;
  const { rows } = await db.query<Omit<CatalogueTemplateRow, 'gegenereerd'> & { gegenereerd: boolean }>(
    `SELECT id, naam, type, beschrijving, goals, gegenereerd FROM ${ALL_TEMPLATES} t WHERE function_id = $1 ORDER BY id`,
    [functionId],
  );
  return rows.map(marked);
}

/**
 * Every word of the query must occur somewhere in the template's name, type, description,
 * branch or function (case and accents ignored). An empty query lists the first templates.
 */
export async function searchTemplates(db: Queryable, query: string, limit = SEARCH_LIMIT): Promise<EnrichedTemplateRow[]> {
  const words = searchKey(query).split(/\s+/).filter(Boolean).slice(0, 10);
  const conditions = words.map((_, i) => `strpos(t.search_text, $${i + 2}) > 0`);
  const { rows } = await db.query<EnrichedRow>(
    `${enrichedSelect} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY t.id LIMIT $1`,
    [limit, ...words],
  );
  return rows.map(marked);
}

export async function findCatalogueTemplate(db: Queryable, templateId: number): Promise<EnrichedTemplateRow | undefined> {
  const { rows } = await db.query<EnrichedRow>(`${enrichedSelect} WHERE t.id = $1`, [templateId]);
  return rows[0] && marked(rows[0]);
}

/** The goals of a catalogue template, to copy into a conversation; unknown id: 404. */
export async function loadCatalogueTemplateGoals(db: Queryable, templateId: number): Promise<TemplateGoal[]> {
  const { rows } = await db.query<{ goals: TemplateGoal[] }>(`SELECT goals FROM ${ALL_TEMPLATES} t WHERE id = $1`, [templateId]);
  if (!rows[0]) throw new NotFoundError(catalogueMessages.templateNotFound);
  return rows[0].goals;
}
