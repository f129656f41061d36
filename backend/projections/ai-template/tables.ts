import type { GeneratedTemplateGoal } from '../../../events/ai-template';
import { readModelTable, type RowOf } from '../read-model-table';

/**
 * The conversation templates the admin generated. `goals` keeps the catalogue's shape (Dutch keys,
 * as the events and the seeded catalogue hold them): the catalogue's queries read both as one table.
 */
export const aiConversationTemplatesTable = readModelTable(
  'ai_conversation_templates',
  {
    id: { type: 'int' },
    branch_id: { type: 'int' },
    function_id: { type: 'int' },
    name: { type: 'text' },
    type: { type: 'text' },
    description: { type: 'text' },
    goals: { type: 'jsonb', list: true },
    search_text: { type: 'text' },
    provider: { type: 'text' },
    model: { type: 'text' },
    created_at: { type: 'timestamptz' },
  },
  { primaryKey: ['id'] },
);

export type AiConversationTemplateRow = Omit<RowOf<typeof aiConversationTemplatesTable.columns, Date>, 'goals'> & {
  goals: GeneratedTemplateGoal[];
};
