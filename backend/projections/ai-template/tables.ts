import type { GeneratedTemplateGoal } from '../../../events/ai-template';
import { int, jsonb, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/**
 * The conversation templates the admin generated. `goals` keeps the catalogue's shape (Dutch keys,
 * as the events and the seeded catalogue hold them): the catalogue's queries read both as one table.
 */
export const aiConversationTemplatesTable = readModelTable(
  'ai_conversation_templates',
  [
    { id: int(), branch_id: int(), function_id: int(), name: text(), type: text(), description: text() },
    { goals: jsonb({ list: true }), search_text: text(), provider: text(), model: text(), created_at: timestamptz() },
  ],
  { primaryKey: ['id'] },
);

export type AiConversationTemplateRow = Omit<RowOf<typeof aiConversationTemplatesTable.columns, Date>, 'goals'> & {
  goals: GeneratedTemplateGoal[];
};
