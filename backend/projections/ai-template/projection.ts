import { byCategory } from '../by-category';
import { searchKey } from '../catalogue/seed';
import type { Projection } from '../projection';

/**
 * The conversation templates the admin generated (events/ai-template.ts). The seeded catalogue is
 * reference data outside the read schema, replaced whenever the seed changes; generated templates are
 * events, so they live here, are rebuilt like every read model, and the catalogue's queries read
 * both tables as one (catalogue/queries.ts). Their ids lie above the seed's (AI_TEMPLATE_ID_OFFSET).
 */
export const aiTemplatesProjection: Projection = {
  name: 'ai_templates',
  version: 1,
  setupSql: `
    CREATE TABLE ai_conversation_templates (
      id integer PRIMARY KEY,
      branch_id integer NOT NULL,
      function_id integer NOT NULL,
      naam text NOT NULL,
      type text NOT NULL,
      beschrijving text NOT NULL,
      goals jsonb NOT NULL,
      search_text text NOT NULL,
      provider text NOT NULL,
      model text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX ai_conversation_templates_function ON ai_conversation_templates (function_id, id);`,
  apply: byCategory({
    async ai_template(tx, event) {
      const d = event.data;
      await tx.query(
        `INSERT INTO ai_conversation_templates (id, branch_id, function_id, naam, type, beschrijving, goals, search_text, provider, model, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
        [
          d.templateId,
          d.branchId,
          d.functionId,
          d.naam,
          d.type,
          d.beschrijving,
          JSON.stringify(d.goals),
          searchKey([d.naam, d.type, d.beschrijving, d.branchName, d.functionName].join(' ')),
          d.provider,
          d.model,
          d.at,
        ],
      );
    },
  }),
};
