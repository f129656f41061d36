import { byCategory } from '../by-category';
import { searchKey } from '../catalogue/seed';
import type { Projection } from '../projection';
import { insertRowSql } from '../read-model-table';
import { aiConversationTemplatesTable } from './tables';

/**
 * The conversation templates the admin generated (events/ai-template.ts). The seeded catalogue is
 * reference data outside the read schema, replaced whenever the seed changes; generated templates are
 * events, so they live here (tables.ts), are rebuilt like every read model, and the catalogue's queries read
 * both tables as one (catalogue/queries.ts). Their ids lie above the seed's (AI_TEMPLATE_ID_OFFSET).
 */
export const aiTemplatesProjection: Projection = {
  name: 'ai_templates',
  // 2: English column names (name, description) from one column table (tables.ts).
  version: 2,
  setupSql: `
    ${aiConversationTemplatesTable.ddl}
    CREATE INDEX ai_conversation_templates_function ON ai_conversation_templates (function_id, id);`,
  apply: byCategory({
    async ai_template(tx, event) {
      const d = event.data;
      await tx.query(
        ...insertRowSql(aiConversationTemplatesTable, {
          id: d.templateId,
          branch_id: d.branchId,
          function_id: d.functionId,
          name: d.naam,
          type: d.type,
          description: d.beschrijving,
          goals: d.goals,
          search_text: searchKey([d.naam, d.type, d.beschrijving, d.branchName, d.functionName].join(' ')),
          provider: d.provider,
          model: d.model,
          created_at: d.at,
        }),
      );
    },
  }),
};
