import type { Projection } from '../projection';
import { loadBatch } from './batch';
import { foldIntoBatch } from './fold';
import { countTriggers, SEARCH_NAME } from './counts';
import { conversationsReplay } from './replay';
import {
  CONVERSATION_SEARCH_TEXT_SQL,
  conversationAmbitionsTable,
  conversationCountsTable,
  conversationGoalsTable,
  conversationSearchCountsTable,
  conversationsTable,
} from './tables';
import { writeBatch } from './write';

/** `fn` after every statement that inserts, updates or deletes list rows, with the rows before (old_rows) and after (new_rows). */
const perStatementTriggers = (fn: string) => `
    CREATE TRIGGER ${fn}_insert AFTER INSERT ON conversations
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
    CREATE TRIGGER ${fn}_update AFTER UPDATE ON conversations
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
    CREATE TRIGGER ${fn}_delete AFTER DELETE ON conversations
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;

/** The tables, the list's indexes and the counts' triggers. */
const SETUP_SQL = `
    ${CONVERSATION_SEARCH_TEXT_SQL}
    ${conversationsTable.ddl}
    -- One index per sort column of the list, so a page costs the same with 10 or 10,000 conversations.
    CREATE INDEX conversations_owner_date ON conversations (owner_id, scheduled_at DESC, id DESC);
    CREATE INDEX conversations_owner_employee_name ON conversations (owner_id, employee_name, id);
    CREATE INDEX conversations_owner_company_name ON conversations (owner_id, company_name, id);
    CREATE INDEX conversations_owner_goals ON conversations (owner_id, goal_count, id);
    CREATE INDEX conversations_owner_progress ON conversations (owner_id, overall_progress, id);
    CREATE INDEX conversations_owner_status ON conversations (owner_id, status, id);
    CREATE INDEX conversations_owner_status_date ON conversations (owner_id, status, scheduled_at DESC, id DESC);
    CREATE INDEX conversations_owner_company ON conversations (owner_id, company_id, scheduled_at DESC, id DESC);
    CREATE INDEX conversations_owner_employee ON conversations (owner_id, employee_id);
    -- Free-text search by trigrams within one owner's rows, when the server has pg_trgm and btree_gin
    -- (trusted extensions of every standard PostgreSQL); without them search scans the owner's rows.
    DO $do$
    BEGIN
      BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
        CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;
      EXCEPTION WHEN OTHERS THEN
        RAISE NOTICE 'pg_trgm/btree_gin not available (%): conversation search without trigram index', SQLERRM;
      END;
      IF (SELECT count(*) FROM pg_extension WHERE extname IN ('pg_trgm', 'btree_gin')) = 2 THEN
        -- A small pending list (64 kB, the least): new rows wait there to enter the index in bulk, and every
        -- search reads the list one entry at a time. With the default 4 MB, the rows written since the last
        -- (auto)vacuum made a search 5 times slower; with none (fastupdate off) a rebuild ran at half speed.
        CREATE INDEX conversations_search ON conversations USING gin (owner_id, search_text public.gin_trgm_ops)
          WITH (gin_pending_list_limit = 64);
      END IF;
    END $do$;

    ${conversationCountsTable.ddl}
    -- Per statement, from the rows it inserted, updated or deleted (transition tables), so a batch written
    -- with one statement costs one grouped upsert here. A key keeps its row when its count drops to 0.
    CREATE FUNCTION conversations_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO conversation_counts AS c
        SELECT owner_id, company_id, status, archived_at IS NOT NULL, count(*) FROM new_rows GROUP BY 1, 2, 3, 4
        ON CONFLICT (owner_id, company_id, status, archived) DO UPDATE SET n = c.n + excluded.n;
      ELSIF TG_OP = 'DELETE' THEN
        UPDATE conversation_counts c SET n = c.n - o.n
          FROM (SELECT owner_id, company_id, status, archived_at IS NOT NULL AS archived, count(*) AS n FROM old_rows GROUP BY 1, 2, 3, 4) o
         WHERE (c.owner_id, c.company_id, c.status, c.archived) = (o.owner_id, o.company_id, o.status, o.archived);
      ELSE
        -- Only keys whose count changes: one a row enters gets its row, one every row keeps has it already.
        INSERT INTO conversation_counts AS c
        SELECT owner_id, company_id, status, archived, sum(d)
          FROM (SELECT owner_id, company_id, status, archived_at IS NOT NULL AS archived, 1 AS d FROM new_rows
                UNION ALL
                SELECT owner_id, company_id, status, archived_at IS NOT NULL, -1 FROM old_rows) r
         GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0
        ON CONFLICT (owner_id, company_id, status, archived) DO UPDATE SET n = c.n + excluded.n;
      END IF;
      RETURN NULL;
    END $fn$;
    ${perStatementTriggers('conversations_count')}
    ${conversationGoalsTable.ddl}
    CREATE INDEX conversation_goals_conversation ON conversation_goals (conversation_id, id);
    ${conversationAmbitionsTable.ddl}
    CREATE INDEX conversation_ambitions_conversation ON conversation_ambitions (conversation_id, id);

    ${conversationSearchCountsTable.ddl}
    CREATE FUNCTION conversations_search_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO conversation_search_counts AS c
        SELECT owner_id, employee_id, company_id, status, archived_at IS NOT NULL,
               ${SEARCH_NAME}, count(*)
          FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6
        ON CONFLICT (owner_id, employee_id, company_id, status, archived, search_name) DO UPDATE SET n = c.n + excluded.n;
        RETURN NULL;
      END IF;
      IF TG_OP = 'DELETE' THEN
        UPDATE conversation_search_counts c SET n = c.n - o.n
          FROM (SELECT owner_id, employee_id, company_id, status, archived_at IS NOT NULL AS archived,
                       ${SEARCH_NAME} AS search_name, count(*) AS n
                  FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6) o
         WHERE (c.owner_id, c.employee_id, c.company_id, c.status, c.archived, c.search_name)
             = (o.owner_id, o.employee_id, o.company_id, o.status, o.archived, o.search_name);
      ELSE
        INSERT INTO conversation_search_counts AS c
        SELECT owner_id, employee_id, company_id, status, archived, search_name, sum(d)
          FROM (SELECT owner_id, employee_id, company_id, status, archived_at IS NOT NULL AS archived,
                       ${SEARCH_NAME} AS search_name, 1 AS d FROM new_rows
                UNION ALL
                SELECT owner_id, employee_id, company_id, status, archived_at IS NOT NULL,
                       ${SEARCH_NAME}, -1 FROM old_rows) r
         GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0
        ON CONFLICT (owner_id, employee_id, company_id, status, archived, search_name) DO UPDATE SET n = c.n + excluded.n;
      END IF;
      DELETE FROM conversation_search_counts WHERE n = 0 AND owner_id IN (SELECT DISTINCT owner_id FROM old_rows);
      RETURN NULL;
    END $fn$;
    ${perStatementTriggers('conversations_search_count')}`;

/** List rows, goals and ambitions of POP conversations, shaped for the list, detail and dashboard. */
export const conversationsProjection: Projection = {
  name: 'conversations',
  // 6: English table and column names (issue 23). 7: search_text a generated column instead of a trigger's.
  // 8: search_text's function in PL/pgSQL; no statistics of the columns only shown (tables.ts).
  version: 8,
  // The list's indexes: a batch finds its rows by id (batch.ts), goals and ambitions by conversation (kept).
  lateIndexes: [
    'conversations_owner_date',
    'conversations_owner_employee_name',
    'conversations_owner_company_name',
    'conversations_owner_goals',
    'conversations_owner_progress',
    'conversations_owner_status',
    'conversations_owner_status_date',
    'conversations_owner_company',
    'conversations_owner_employee',
    'conversations_search',
  ],
  setupSql: SETUP_SQL,
  /**
   * A batch at a time (issue 12): the rows its events touch are read, the events fold into them in
   * memory in order (fold.ts), and what changed is written with a few set-based statements per table
   * (write.ts). Same rows as applying the events one by one: projection.property.int.test.ts.
   */
  async apply(tx, events) {
    const batch = await loadBatch(tx, events);
    await foldIntoBatch(batch, events);
    await writeBatch(tx, batch);
  },
  // A rebuild keeps the rows it wrote in memory and reads none back (replay.ts), and counts once at the end
  // (counts.ts): the counts' triggers are off during its replay.
  replay: {
    setupSql: `${SETUP_SQL}\n    ${countTriggers('DISABLE')}`,
    start: () => conversationsReplay(),
  },
};
