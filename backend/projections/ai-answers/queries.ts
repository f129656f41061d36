import type { AiAnswerRef } from '../../commands/conversation/history-ai';
import type { Queryable } from '../../platform/db';

/** The owner's AI answers for one conversation, and any whose output is one of `digests` (texts saved in it). */
export async function aiAnswersForConversation(
  db: Queryable,
  ownerId: number,
  popId: number,
  digests: readonly string[],
): Promise<AiAnswerRef[]> {
  const { rows } = await db.query<AiAnswerRef>(
    `SELECT call_id AS "callId", hr_user_id AS "ownerId", feature, provider, model, output, output_digest AS "outputDigest",
            pop_id AS "conversationId", to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM read.ai_answers
      WHERE hr_user_id = $1 AND (pop_id = $2 OR output_digest = ANY($3::text[]))
      ORDER BY created_at, call_id`,
    [ownerId, popId, digests],
  );
  return rows;
}
