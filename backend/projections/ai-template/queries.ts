import type { Queryable } from '../../platform/db';

export interface GeneratedTemplateRow {
  id: number;
  naam: string;
  type: string;
  beschrijving: string;
  goals: { omschrijving: string; notitie: string }[];
}

/** The generated templates of a function, oldest first. */
export async function generatedTemplatesOf(db: Queryable, functionId: number): Promise<GeneratedTemplateRow[]> {
  const { rows } = await db.query<GeneratedTemplateRow>(
    'SELECT id, naam, type, beschrijving, goals FROM read.ai_conversation_templates WHERE function_id = $1 ORDER BY id',
    [functionId],
  );
  return rows;
}
