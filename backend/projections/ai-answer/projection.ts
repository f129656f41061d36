import { byCategory } from '../by-category';
import type { Projection } from '../projection';
import { insertRowSql } from '../read-model-table';
import { aiAnswersTable } from './tables';

const actorOf = (metadata: { actor?: string }) => {
  const id = Number(metadata.actor);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Every AI answer, by owner (tables.ts): what the conversation's Log shows of the AI (its reports and
 * tips for a conversation, and which saved texts came from the AI, found by the digest of the output).
 */
export const aiAnswersProjection: Projection = {
  name: 'ai_answers',
  // 2: employee_ids, so erasing an employee empties the answers that name them.
  // 3: English column names (owner_id, conversation_id, company_id) from one column table (tables.ts).
  // 4: actor_id, the member who asked (workspaces, issue 24): the Log names them.
  version: 4,
  setupSql: `
    ${aiAnswersTable.ddl}
    CREATE INDEX ai_answers_owner_output ON ai_answers (owner_id, output_digest);
    CREATE INDEX ai_answers_conversation ON ai_answers (conversation_id) WHERE conversation_id IS NOT NULL;`,
  apply: byCategory({
    async ai_answer(tx, event) {
      const d = event.data;
      await tx.query(
        ...insertRowSql(aiAnswersTable, {
          call_id: d.callId,
          owner_id: d.ownerId,
          actor_id: actorOf(event.metadata),
          feature: d.feature,
          provider: d.provider,
          model: d.model,
          input_digest: d.inputDigest,
          output: d.output,
          output_digest: d.outputDigest,
          tokens_in: d.tokens?.input ?? null,
          tokens_out: d.tokens?.output ?? null,
          conversation_id: d.conversationId,
          company_id: d.companyId,
          employee_ids: d.employeeIds ?? null,
          created_at: event.recordedAt,
        }),
      );
    },
  }),
};
