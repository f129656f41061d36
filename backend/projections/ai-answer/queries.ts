import type { AiFeature } from '../../../events/ai-answer';
import type { Queryable } from '../../platform/db';

/** An AI answer as the Log needs it: a row of read.ai_answers. */
export interface AiAnswerRef {
  callId: string;
  ownerId: number;
  /** The member who asked; null for answers from before workspaces had members (then the owner). */
  actorId: number | null;
  feature: AiFeature;
  provider: string;
  model: string;
  output: string;
  outputDigest: string;
  conversationId: number | null;
  at: string;
}

/** The owner's AI answers for one conversation, and any whose output is one of `digests` (texts saved in it). */
export async function aiAnswersForConversation(
  db: Queryable,
  ownerId: number,
  conversationId: number,
  digests: readonly string[],
): Promise<AiAnswerRef[]> {
  const { rows } = await db.query<AiAnswerRef>(
    `SELECT call_id AS "callId", owner_id AS "ownerId", actor_id AS "actorId", feature, provider, model, output, output_digest AS "outputDigest",
            conversation_id AS "conversationId", to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM read.ai_answers
      WHERE owner_id = $1 AND (conversation_id = $2 OR output_digest = ANY($3::text[]))
      ORDER BY created_at, call_id`,
    [ownerId, conversationId, digests],
  );
  return rows;
}

/**
 * The employees a trend analysis over these conversations can name (their names and goals are its
 * facts), those erased left out: their data reads as placeholders, and nothing can be sealed for them.
 * Read after the facts, so it holds every employee they name.
 */
export async function employeesInTrend(db: Queryable, ownerId: number, companyId: number, statuses: readonly string[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT c.employee_id AS id FROM read.conversations c
      WHERE c.owner_id = $1 AND c.company_id = $2 AND c.status = ANY($3::text[]) AND c.employee_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM data_keys.erased_subjects e WHERE e.subject = 'employee:' || c.employee_id)
      ORDER BY 1`,
    [ownerId, companyId, statuses],
  );
  return rows.map((r) => r.id);
}
