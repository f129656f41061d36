import type { Pool } from '../../platform/db';
import { withTransaction } from '../../platform/db';
import { readSeed, searchKey, SEED_DIR } from './seed';

/**
 * The conversation template catalogue is versioned reference data in the repository, not
 * events: it lives in schema `reference`, outside the rebuilt read schema, and is replaced
 * as a whole when the seed's content hash (or this loader's table layout) changes.
 */
const LAYOUT_VERSION = 1;
const LOCK_KEY = 0x63617461; // any constant; serialises loaders of several processes

export const REFERENCE_SCHEMA = 'reference';

const createTablesSql = `
  DROP TABLE IF EXISTS reference.conversation_templates, reference.functions, reference.branches;
  CREATE TABLE reference.branches (id integer PRIMARY KEY, naam text NOT NULL);
  CREATE TABLE reference.functions (
    id integer PRIMARY KEY,
    branch_id integer NOT NULL REFERENCES reference.branches (id),
    naam text NOT NULL
  );
  CREATE INDEX functions_branch ON reference.functions (branch_id);
  CREATE TABLE reference.conversation_templates (
    id integer PRIMARY KEY,
    function_id integer NOT NULL REFERENCES reference.functions (id),
    naam text NOT NULL,
    type text NOT NULL,
    beschrijving text NOT NULL,
    goals jsonb NOT NULL,
    search_text text NOT NULL
  );
  CREATE INDEX conversation_templates_function ON reference.conversation_templates (function_id);`;

export interface CatalogueLoadResult {
  loaded: boolean;
  hash: string;
  templates: number;
}

export async function loadCatalogue(pool: Pool, options: { dir?: string } = {}): Promise<CatalogueLoadResult> {
  const seed = await readSeed(options.dir ?? SEED_DIR);
  const hash = `${LAYOUT_VERSION}:${seed.hash}`;
  const templates = seed.branches.flatMap((b) =>
    b.functies.flatMap((f) =>
      f.templates.map((t) => ({
        id: t.id,
        function_id: f.id,
        naam: t.naam,
        type: t.type,
        beschrijving: t.beschrijving,
        goals: t.goals,
        search_text: searchKey([t.naam, t.type, t.beschrijving, b.naam, f.naam].join(' ')),
      })),
    ),
  );
  return withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [LOCK_KEY]);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${REFERENCE_SCHEMA}`);
    await tx.query(`CREATE TABLE IF NOT EXISTS reference.catalogue_version (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      content_hash text NOT NULL,
      loaded_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ content_hash: string }>('SELECT content_hash FROM reference.catalogue_version');
    if (rows[0]?.content_hash === hash) return { loaded: false, hash, templates: templates.length };

    await tx.query(createTablesSql);
    await tx.query(
      `INSERT INTO reference.branches (id, naam) SELECT id, naam FROM jsonb_to_recordset($1::jsonb) AS r(id integer, naam text)`,
      [JSON.stringify(seed.branches.map(({ id, naam }) => ({ id, naam })))],
    );
    await tx.query(
      `INSERT INTO reference.functions (id, branch_id, naam)
       SELECT id, branch_id, naam FROM jsonb_to_recordset($1::jsonb) AS r(id integer, branch_id integer, naam text)`,
      [JSON.stringify(seed.branches.flatMap((b) => b.functies.map((f) => ({ id: f.id, branch_id: b.id, naam: f.naam }))))],
    );
    await tx.query(
      `INSERT INTO reference.conversation_templates (id, function_id, naam, type, beschrijving, goals, search_text)
       SELECT id, function_id, naam, type, beschrijving, goals, search_text FROM jsonb_to_recordset($1::jsonb)
         AS r(id integer, function_id integer, naam text, type text, beschrijving text, goals jsonb, search_text text)`,
      [JSON.stringify(templates)],
    );
    await tx.query(
      `INSERT INTO reference.catalogue_version (singleton, content_hash, loaded_at) VALUES (true, $1, now())
       ON CONFLICT (singleton) DO UPDATE SET content_hash = EXCLUDED.content_hash, loaded_at = EXCLUDED.loaded_at`,
      [hash],
    );
    return { loaded: true, hash, templates: templates.length };
  });
}
