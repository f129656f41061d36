import type { ConversationStatus } from '../../../contracts/conversations';
import type { AiGroundingReads } from '../../adapters/ai/grounding';
import type { CatalogueMaterialTemplate, SuggestionCandidate, TrendFacts } from '../../adapters/ai/port';
import type { Queryable } from '../../platform/db';
import { NORM_SQL } from './load-phrases';
import { relatedTerms } from './related-terms';
import { trendFacts } from './trend-facts';
import { employeesInTrend } from '../ai-answer/queries';

/**
 * A text as an OR of its Dutch stems, each also as a prefix (Dutch glues words together:
 * 'leiderschap' finds 'leiderschapsprogramma'), long stems also cut to 70% ('communicatie' finds
 * 'communiceren'). Stems with a backslash or quote are left out: they cannot be quoted safely.
 */
const orQuery = (param: string) => `(
  SELECT to_tsquery('simple', string_agg(t, ' | ')) FROM (
    SELECT '''' || l || ''':*' AS t FROM unnest(tsvector_to_array(to_tsvector('dutch', ${param}))) AS l WHERE l !~ '[\\\\'']'
    UNION SELECT '''' || left(l, ceil(length(l) * 0.7)::int) || ''':*' FROM unnest(tsvector_to_array(to_tsvector('dutch', ${param}))) AS l
     WHERE length(l) >= 8 AND l !~ '[\\\\'']'
  ) terms)`;

/** Matches of the topic itself count fully, matches of its related words (related-terms.ts) less. */
const RELATED_WEIGHT = 0.4;
const OTHER_BRANCH_WEIGHT = 0.25;
const rank = (vector: string) =>
  `(coalesce(ts_rank(${vector}, q.query, 1), 0) + ${RELATED_WEIGHT} * coalesce(ts_rank(${vector}, q.related, 1), 0))`;
const matches = (vector: string) => `(${vector} @@ q.query OR ${vector} @@ q.related)`;

const OWN_ITEMS: Record<'goal' | 'ambition', string> = { goal: 'read.conversation_goals', ambition: 'read.conversation_ambitions' };

async function suggestionCandidates(db: Queryable, ownerId: number, kind: 'goal' | 'ambition', topic: string, limit: number) {
  const own = OWN_ITEMS[kind];
  const { rows } = await db.query<SuggestionCandidate>(
    `WITH q AS (SELECT ${orQuery('$1')} AS query, ${orQuery('$5')} AS related),
     existing AS (SELECT ${NORM_SQL('description')} AS norm FROM read.library_entries WHERE owner_id = $2 AND kind = $3),
     found AS (
       SELECT p.text, p.context, 'catalogue' AS source, ${rank('p.tsv')} AS rank, p.norm, p.branch_id, p.tsv @@ q.query AS direct
         FROM reference.ai_phrases p, q WHERE p.kind = $3 AND ${matches('p.tsv')}
       UNION ALL
       SELECT i.description, 'Eigen gesprekken', 'own', ${rank("to_tsvector('dutch', i.description)")} * 1.1, ${NORM_SQL('i.description')}, NULL, true
         FROM ${own} i, q WHERE i.owner_id = $2 AND ${matches("to_tsvector('dutch', i.description)")}
     ),
     -- Related words count where the topic itself was found: 'dossier' in care, not in mortgages.
     topic_branches AS (SELECT DISTINCT branch_id FROM found WHERE direct AND branch_id IS NOT NULL),
     scoped AS (
       SELECT text, context, source, norm,
              rank * CASE WHEN direct OR branch_id IS NULL OR NOT EXISTS (SELECT 1 FROM topic_branches)
                               OR branch_id IN (SELECT branch_id FROM topic_branches) THEN 1 ELSE ${OTHER_BRANCH_WEIGHT} END AS rank
         FROM found
     ),
     best AS (SELECT DISTINCT ON (norm) * FROM scoped WHERE norm <> '' AND norm NOT IN (SELECT norm FROM existing) ORDER BY norm, rank DESC, source)
     SELECT text, context, source, rank::float8 AS rank FROM best ORDER BY rank DESC, text LIMIT $4`,
    [topic, ownerId, kind, limit, relatedTerms(topic)],
  );
  const existing = await db.query<{ description: string }>(
    'SELECT description FROM read.library_entries WHERE owner_id = $1 AND kind = $2 ORDER BY id LIMIT 500',
    [ownerId, kind],
  );
  return { candidates: rows, existing: existing.rows.map((r) => r.description) };
}

async function followUp(db: Queryable, ownerId: number, employeeId: number, conversationId: number, after: string) {
  const { rows } = await db.query<{ scheduled_at: Date; status: ConversationStatus }>(
    `SELECT scheduled_at, status FROM read.conversations
      WHERE owner_id = $1 AND employee_id = $2 AND id <> $3 AND scheduled_at > $4 AND archived_at IS NULL
      ORDER BY scheduled_at, id LIMIT 1`,
    [ownerId, employeeId, conversationId, after],
  );
  return rows[0] ? { scheduledAt: rows[0].scheduled_at.toISOString(), status: rows[0].status } : null;
}

async function templateMaterial(db: Queryable, branchId: number, functionId: number) {
  const { rows: places } = await db.query<{ branch_naam: string; function_naam: string }>(
    `SELECT b.naam AS branch_naam, f.naam AS function_naam FROM reference.functions f JOIN reference.branches b ON b.id = f.branch_id
      WHERE f.id = $1 AND b.id = $2`,
    [functionId, branchId],
  );
  const place = places[0];
  if (!place) return null;
  // The function's own templates first, then the rest of its branch.
  const { rows } = await db.query<CatalogueMaterialTemplate>(
    `SELECT (t.function_id = $2) AS "ownFunction", t.naam, t.type, t.beschrijving, t.goals FROM reference.conversation_templates t JOIN reference.functions f ON f.id = t.function_id
      WHERE f.branch_id = $1 ORDER BY (t.function_id = $2) DESC, t.id`,
    [branchId, functionId],
  );
  return { branch: { id: branchId, naam: place.branch_naam }, function: { id: functionId, naam: place.function_naam }, material: rows };
}

export function createAiGroundingReads(db: Queryable): AiGroundingReads {
  return {
    suggestionCandidates: (ownerId, kind, topic, limit) => suggestionCandidates(db, ownerId, kind, topic, limit),
    followUp: (ownerId, employeeId, conversationId, after) => followUp(db, ownerId, employeeId, conversationId, after),
    trendFacts: (ownerId, companyId, statuses, today): Promise<TrendFacts | null> => trendFacts(db, ownerId, companyId, statuses, today),
    templateMaterial: (branchId, functionId) => templateMaterial(db, branchId, functionId),
    trendEmployees: (ownerId, companyId, statuses) => employeesInTrend(db, ownerId, companyId, statuses),
  };
}
