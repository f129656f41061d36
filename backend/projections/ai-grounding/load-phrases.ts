import { createHash } from 'node:crypto';
import type { Pool } from '../../platform/db';
import { withTransaction } from '../../platform/db';
import { readSeed, SEED_DIR } from '../catalogue/seed';
import { phrasesOf } from './phrases';

/** Bump when the table or phrasesOf changes: the phrases are then derived again at start. */
const LAYOUT_VERSION = 2;
const LOCK_KEY = 0x61697068; // serialises loaders of several processes

/** Lower case, punctuation to single spaces: how "the same text" is compared, in SQL and here alike. */
export const NORM_SQL = (column: string) => `btrim(regexp_replace(lower(${column}), '[^[:alnum:]]+', ' ', 'g'))`;

/**
 * reference.ai_phrases: the catalogue's goals and ambitions with a Dutch full-text vector (text
 * weight A, template B, function and branch C) under a GIN index. Reference data like the catalogue
 * itself: rebuilt only when the seed or this layout changes, outside the rebuilt read schema.
 */
export async function loadAiPhrases(pool: Pool, options: { dir?: string } = {}): Promise<{ loaded: boolean; phrases: number }> {
  const seed = await readSeed(options.dir ?? SEED_DIR);
  const phrases = phrasesOf(seed.branches);
  const hash = createHash('sha256').update(`${LAYOUT_VERSION}:${seed.hash}`).digest('hex');
  return withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [LOCK_KEY]);
    await tx.query('CREATE SCHEMA IF NOT EXISTS reference');
    await tx.query(`CREATE TABLE IF NOT EXISTS reference.ai_phrases_version (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton), content_hash text NOT NULL)`);
    const { rows } = await tx.query<{ content_hash: string }>('SELECT content_hash FROM reference.ai_phrases_version');
    if (rows[0]?.content_hash === hash) return { loaded: false, phrases: phrases.length };
    await tx.query(`
      DROP TABLE IF EXISTS reference.ai_phrases;
      CREATE TABLE reference.ai_phrases (
        id integer PRIMARY KEY,
        kind text NOT NULL,
        text text NOT NULL,
        context text NOT NULL,
        branch_id integer NOT NULL,
        norm text NOT NULL,
        tsv tsvector NOT NULL
      );`);
    await tx.query(
      `INSERT INTO reference.ai_phrases (id, kind, text, context, branch_id, norm, tsv)
       SELECT r.id, r.kind, r.text, r.context, r.branch_id, ${NORM_SQL('r.text')},
              setweight(to_tsvector('dutch', r.text), 'A') || setweight(to_tsvector('dutch', r.template_text), 'B') ||
              setweight(to_tsvector('dutch', r.place_text), 'C')
         FROM jsonb_to_recordset($1::jsonb) AS r(id integer, kind text, text text, context text, branch_id integer, template_text text, place_text text)`,
      [
        JSON.stringify(
          phrases.map((p, id) => ({
            id,
            kind: p.kind,
            text: p.text,
            context: p.context,
            branch_id: p.branchId,
            template_text: p.templateText,
            place_text: p.placeText,
          })),
        ),
      ],
    );
    await tx.query('CREATE INDEX ai_phrases_tsv ON reference.ai_phrases USING gin (tsv)');
    await tx.query(
      `INSERT INTO reference.ai_phrases_version (singleton, content_hash) VALUES (true, $1)
       ON CONFLICT (singleton) DO UPDATE SET content_hash = EXCLUDED.content_hash`,
      [hash],
    );
    return { loaded: true, phrases: phrases.length };
  });
}
