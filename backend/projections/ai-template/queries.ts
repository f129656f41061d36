import type { Queryable } from '../../platform/db';
import { aiConversationTemplatesTable, type AiConversationTemplateRow } from './tables';

/** The generated templates of a function, oldest first. */
export async function generatedTemplatesOf(db: Queryable, functionId: number): Promise<AiConversationTemplateRow[]> {
  const { rows } = await db.query<AiConversationTemplateRow>(
    `SELECT ${aiConversationTemplatesTable.select()} FROM read.ai_conversation_templates WHERE function_id = $1 ORDER BY id`,
    [functionId],
  );
  return rows;
}
