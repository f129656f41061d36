import type { TemplateGoal } from '../../../contracts/templates';
import type { Queryable } from '../../platform/db';
import { generatedTemplatesOf } from '../../projections/ai-template/queries';
import { listFunctions } from '../../projections/catalogue/queries';
import { generatedTemplateToPort } from '../template/to-api';

/** The branches whose name matches a company's branche, either way round (SPEC 3: branche is free text). */
const MATCHING_BRANCHES = `SELECT id FROM reference.branches
  WHERE $1 <> '' AND (lower(naam) = lower($1) OR strpos(lower(naam), lower($1)) > 0 OR strpos(lower($1), lower(naam)) > 0)`;
const IN_MATCHING = (column: string) => `(NOT EXISTS (${MATCHING_BRANCHES}) OR ${column} IN (${MATCHING_BRANCHES}))`;

/** The admin generators' reads (the AdminReads port of backend/commands/admin/admin-reads.ts). */
export function createAdminReads(db: Queryable) {
  return {
    async branch(branchId: number) {
      const { rows } = await db.query<{ id: number; naam: string }>('SELECT id, naam FROM reference.branches WHERE id = $1', [branchId]);
      const functions = rows[0] ? await listFunctions(db, branchId) : null;
      return rows[0] && functions ? { ...rows[0], functions } : null;
    },
    generatedTemplates: async (functionId: number) => (await generatedTemplatesOf(db, functionId)).map(generatedTemplateToPort),
    async testdataMaterial(branche: string) {
      const name = branche.trim();
      const templates = await db.query<{ id: number; naam: string; goals: TemplateGoal[] }>(
        `SELECT t.id, t.naam, t.goals FROM reference.conversation_templates t JOIN reference.functions f ON f.id = t.function_id
          WHERE ${IN_MATCHING('f.branch_id')} ORDER BY t.id`,
        [name],
      );
      const ambitions = await db.query<{ text: string }>(
        `SELECT DISTINCT text FROM reference.ai_phrases WHERE kind = 'ambition' AND ${IN_MATCHING('branch_id')} ORDER BY text`,
        [name],
      );
      return { templates: templates.rows, ambitions: ambitions.rows.map((row) => row.text) };
    },
    async activeEmployees(ownerId: number, companyId: number) {
      const { rows } = await db.query<{ id: number; naam: string }>(
        'SELECT id, name AS naam FROM read.employees WHERE owner_id = $1 AND company_id = $2 AND active ORDER BY id',
        [ownerId, companyId],
      );
      return rows;
    },
  };
}
