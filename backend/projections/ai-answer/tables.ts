import { readModelTable } from '../read-model-table';

/** Every AI answer, by owner: what the conversation's Log shows of the AI. */
export const aiAnswersTable = readModelTable(
  'ai_answers',
  {
    call_id: { type: 'text' },
    owner_id: { type: 'int' },
    // The member who asked (metadata.actor); NULL for answers recorded before workspaces had members.
    actor_id: { type: 'int', nullable: true },
    feature: { type: 'text' },
    provider: { type: 'text' },
    model: { type: 'text' },
    input_digest: { type: 'text' },
    output: { type: 'text' },
    output_digest: { type: 'text' },
    tokens_in: { type: 'int', nullable: true },
    tokens_out: { type: 'int', nullable: true },
    conversation_id: { type: 'int', nullable: true },
    company_id: { type: 'int', nullable: true },
    // The employees the output names (a trend analysis); NULL for answers recorded before they were.
    employee_ids: { type: 'int[]', nullable: true },
    // When the store recorded it: compared with the conversation's own events in the Log.
    created_at: { type: 'timestamptz' },
  },
  { primaryKey: ['call_id'] },
);
