import { int, intArray, readModelTable, text, timestamptz } from '../read-model-table';

/**
 * Every AI answer, by owner: what the conversation's Log shows of the AI.
 * - `actor_id`: the member who asked (metadata.actor); NULL for answers recorded before workspaces had members.
 * - `employee_ids`: the employees the output names (a trend analysis); NULL for answers recorded before they were.
 * - `created_at`: when the store recorded it, compared with the conversation's own events in the Log.
 */
export const aiAnswersTable = readModelTable(
  'ai_answers',
  [
    { call_id: text(), owner_id: int(), actor_id: int({ nullable: true }), feature: text(), provider: text(), model: text() },
    { input_digest: text(), output: text(), output_digest: text() },
    { tokens_in: int({ nullable: true }), tokens_out: int({ nullable: true }), conversation_id: int({ nullable: true }) },
    { company_id: int({ nullable: true }), employee_ids: intArray({ nullable: true }), created_at: timestamptz() },
  ],
  { primaryKey: ['call_id'] },
);
