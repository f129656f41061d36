import { byCategory } from '../by-category';
import type { Projection } from '../projection';

/**
 * Every AI answer, by owner: what the conversation's Log shows of the AI (its reports and tips for a
 * conversation, and which saved texts came from the AI, found by the digest of the output).
 */
export const aiAnswersProjection: Projection = {
  name: 'ai_answers',
  // 2: employee_ids, so erasing an employee empties the answers that name them.
  version: 2,
  setupSql: `
    CREATE TABLE ai_answers (
      call_id text PRIMARY KEY,
      hr_user_id integer NOT NULL,
      feature text NOT NULL,
      provider text NOT NULL,
      model text NOT NULL,
      input_digest text NOT NULL,
      output text NOT NULL,
      output_digest text NOT NULL,
      tokens_in integer,
      tokens_out integer,
      pop_id integer,
      bedrijf_id integer,
      -- The employees the output names (a trend analysis); NULL for answers recorded before they were.
      employee_ids integer[],
      -- When the store recorded it: compared with the conversation's own events in the Log.
      created_at timestamptz NOT NULL
    );
    CREATE INDEX ai_answers_owner_output ON ai_answers (hr_user_id, output_digest);
    CREATE INDEX ai_answers_pop ON ai_answers (pop_id) WHERE pop_id IS NOT NULL;`,
  apply: byCategory({
    async ai_answer(tx, event) {
      const d = event.data;
      await tx.query(
        `INSERT INTO ai_answers (call_id, hr_user_id, feature, provider, model, input_digest, output, output_digest, tokens_in, tokens_out, pop_id, bedrijf_id, employee_ids, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (call_id) DO NOTHING`,
        [
          d.callId,
          d.ownerId,
          d.feature,
          d.provider,
          d.model,
          d.inputDigest,
          d.output,
          d.outputDigest,
          d.tokens?.input ?? null,
          d.tokens?.output ?? null,
          d.conversationId,
          d.companyId,
          d.employeeIds ?? null,
          event.recordedAt,
        ],
      );
    },
  }),
};
