import type { Projection } from '../projection';
import { foldEvents, loadBatch } from './fold';
import { writeBatch } from './write';

/** `fn` after every statement that inserts, updates or deletes list rows, with the rows before (old_rows) and after (new_rows). */
const perStatementTriggers = (fn: string) => `
    CREATE TRIGGER ${fn}_insert AFTER INSERT ON pop_conversations
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
    CREATE TRIGGER ${fn}_update AFTER UPDATE ON pop_conversations
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
    CREATE TRIGGER ${fn}_delete AFTER DELETE ON pop_conversations
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;

/** List rows, goals and ambitions of POP conversations, shaped for the list, detail and dashboard. */
export const conversationsProjection: Projection = {
  name: 'conversations',
  version: 5,
  setupSql: `
    CREATE TABLE pop_conversations (
      id integer PRIMARY KEY,
      hr_user_id integer NOT NULL,
      bedrijf_id integer NOT NULL,
      bedrijf_naam text NOT NULL,
      medewerker_id integer NOT NULL,
      medewerker_naam text NOT NULL,
      medewerker_email text NOT NULL,
      datum_tijd timestamptz NOT NULL,
      status text NOT NULL,
      verslag text NOT NULL DEFAULT '',
      aantal_doelen integer NOT NULL DEFAULT 0,
      overall_progress numeric(3,1) NOT NULL DEFAULT 0,
      archiveer_datum timestamptz,
      hr_gebruiker_naam text NOT NULL,
      created_at timestamptz NOT NULL,
      last_modified_at timestamptz NOT NULL,
      -- What the list's free-text search looks in, lower case: employee, company, status, date as shown.
      zoek_tekst text NOT NULL DEFAULT ''
    );
    -- One index per sort column of the list, so a page costs the same with 10 or 10,000 conversations.
    CREATE INDEX pop_conversations_owner_date ON pop_conversations (hr_user_id, datum_tijd DESC, id DESC);
    CREATE INDEX pop_conversations_owner_employee_name ON pop_conversations (hr_user_id, medewerker_naam, id);
    CREATE INDEX pop_conversations_owner_company_name ON pop_conversations (hr_user_id, bedrijf_naam, id);
    CREATE INDEX pop_conversations_owner_goals ON pop_conversations (hr_user_id, aantal_doelen, id);
    CREATE INDEX pop_conversations_owner_progress ON pop_conversations (hr_user_id, overall_progress, id);
    CREATE INDEX pop_conversations_owner_status ON pop_conversations (hr_user_id, status, id);
    CREATE INDEX pop_conversations_owner_status_date ON pop_conversations (hr_user_id, status, datum_tijd DESC, id DESC);
    CREATE INDEX pop_conversations_owner_company ON pop_conversations (hr_user_id, bedrijf_id, datum_tijd DESC, id DESC);
    CREATE INDEX pop_conversations_owner_employee ON pop_conversations (hr_user_id, medewerker_id);
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
        CREATE INDEX pop_conversations_search ON pop_conversations USING gin (hr_user_id, zoek_tekst public.gin_trgm_ops)
          WITH (gin_pending_list_limit = 64);
      END IF;
    END $do$;

    CREATE FUNCTION pop_conversations_search_text() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      NEW.zoek_tekst := lower(NEW.medewerker_naam || ' ' || NEW.bedrijf_naam || ' ' || NEW.status || ' ' ||
        to_char(NEW.datum_tijd AT TIME ZONE 'Europe/Amsterdam', 'DD/MM/YYYY HH24:MI'));
      RETURN NEW;
    END $fn$;
    CREATE TRIGGER pop_conversations_search_text BEFORE INSERT OR UPDATE OF medewerker_naam, bedrijf_naam, status, datum_tijd
      ON pop_conversations FOR EACH ROW EXECUTE FUNCTION pop_conversations_search_text();

    -- Row counts per owner, company, status and archived flag: the list's total without counting rows.
    CREATE TABLE pop_conversation_counts (
      hr_user_id integer NOT NULL,
      bedrijf_id integer NOT NULL,
      status text NOT NULL,
      archived boolean NOT NULL,
      n integer NOT NULL,
      PRIMARY KEY (hr_user_id, bedrijf_id, status, archived)
    );
    -- Per statement, from the rows it inserted, updated or deleted (transition tables), so a batch written
    -- with one statement costs one grouped upsert here. A key keeps its row when its count drops to 0.
    CREATE FUNCTION pop_conversations_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO pop_conversation_counts AS c
        SELECT hr_user_id, bedrijf_id, status, archiveer_datum IS NOT NULL, count(*) FROM new_rows GROUP BY 1, 2, 3, 4
        ON CONFLICT (hr_user_id, bedrijf_id, status, archived) DO UPDATE SET n = c.n + excluded.n;
      ELSIF TG_OP = 'DELETE' THEN
        UPDATE pop_conversation_counts c SET n = c.n - o.n
          FROM (SELECT hr_user_id, bedrijf_id, status, archiveer_datum IS NOT NULL AS archived, count(*) AS n FROM old_rows GROUP BY 1, 2, 3, 4) o
         WHERE (c.hr_user_id, c.bedrijf_id, c.status, c.archived) = (o.hr_user_id, o.bedrijf_id, o.status, o.archived);
      ELSE
        -- Only keys whose count changes: one a row enters gets its row, one every row keeps has it already.
        INSERT INTO pop_conversation_counts AS c
        SELECT hr_user_id, bedrijf_id, status, archived, sum(d)
          FROM (SELECT hr_user_id, bedrijf_id, status, archiveer_datum IS NOT NULL AS archived, 1 AS d FROM new_rows
                UNION ALL
                SELECT hr_user_id, bedrijf_id, status, archiveer_datum IS NOT NULL, -1 FROM old_rows) r
         GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0
        ON CONFLICT (hr_user_id, bedrijf_id, status, archived) DO UPDATE SET n = c.n + excluded.n;
      END IF;
      RETURN NULL;
    END $fn$;
    ${perStatementTriggers('pop_conversations_count')}
    CREATE TABLE pop_goals (
      id integer PRIMARY KEY,
      pop_id integer NOT NULL,
      hr_user_id integer NOT NULL,
      omschrijving text NOT NULL,
      notitie text NOT NULL DEFAULT '',
      voortgang integer NOT NULL DEFAULT 0,
      deadline date,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX pop_goals_pop ON pop_goals (pop_id, id);
    CREATE TABLE pop_ambitions (
      id integer PRIMARY KEY,
      pop_id integer NOT NULL,
      hr_user_id integer NOT NULL,
      omschrijving text NOT NULL,
      notitie text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL
    );
    CREATE INDEX pop_ambitions_pop ON pop_ambitions (pop_id, id);

    -- Row counts per employee, company, status and archived flag with the text a search looks in, but for
    -- the date (zoek_naam: zoek_tekst up to the date, which is ' ' and digits, '/' and ':' only): the total
    -- of a search for a term without those characters, summed over the owner's few hundred keys instead of
    -- counted over every matching row (queries.ts). A key is gone when its count is 0, so an old name is
    -- not kept here after a rename or an erasure.
    CREATE TABLE pop_conversation_search_counts (
      hr_user_id integer NOT NULL,
      medewerker_id integer NOT NULL,
      bedrijf_id integer NOT NULL,
      status text NOT NULL,
      archived boolean NOT NULL,
      zoek_naam text NOT NULL,
      n integer NOT NULL,
      PRIMARY KEY (hr_user_id, medewerker_id, bedrijf_id, status, archived, zoek_naam)
    );
    CREATE FUNCTION pop_conversations_search_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO pop_conversation_search_counts AS c
        SELECT hr_user_id, medewerker_id, bedrijf_id, status, archiveer_datum IS NOT NULL,
               lower(medewerker_naam || ' ' || bedrijf_naam || ' ' || status), count(*)
          FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6
        ON CONFLICT (hr_user_id, medewerker_id, bedrijf_id, status, archived, zoek_naam) DO UPDATE SET n = c.n + excluded.n;
        RETURN NULL;
      END IF;
      IF TG_OP = 'DELETE' THEN
        UPDATE pop_conversation_search_counts c SET n = c.n - o.n
          FROM (SELECT hr_user_id, medewerker_id, bedrijf_id, status, archiveer_datum IS NOT NULL AS archived,
                       lower(medewerker_naam || ' ' || bedrijf_naam || ' ' || status) AS zoek_naam, count(*) AS n
                  FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6) o
         WHERE (c.hr_user_id, c.medewerker_id, c.bedrijf_id, c.status, c.archived, c.zoek_naam)
             = (o.hr_user_id, o.medewerker_id, o.bedrijf_id, o.status, o.archived, o.zoek_naam);
      ELSE
        INSERT INTO pop_conversation_search_counts AS c
        SELECT hr_user_id, medewerker_id, bedrijf_id, status, archived, zoek_naam, sum(d)
          FROM (SELECT hr_user_id, medewerker_id, bedrijf_id, status, archiveer_datum IS NOT NULL AS archived,
                       lower(medewerker_naam || ' ' || bedrijf_naam || ' ' || status) AS zoek_naam, 1 AS d FROM new_rows
                UNION ALL
                SELECT hr_user_id, medewerker_id, bedrijf_id, status, archiveer_datum IS NOT NULL,
                       lower(medewerker_naam || ' ' || bedrijf_naam || ' ' || status), -1 FROM old_rows) r
         GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0
        ON CONFLICT (hr_user_id, medewerker_id, bedrijf_id, status, archived, zoek_naam) DO UPDATE SET n = c.n + excluded.n;
      END IF;
      DELETE FROM pop_conversation_search_counts WHERE n = 0 AND hr_user_id IN (SELECT DISTINCT hr_user_id FROM old_rows);
      RETURN NULL;
    END $fn$;
    ${perStatementTriggers('pop_conversations_search_count')}`,
  /**
   * A batch at a time (issue 12): the rows its events touch are read, the events fold into them in
   * memory in order (fold.ts), and what changed is written with a few set-based statements per table
   * (write.ts). Same rows as applying the events one by one: projection.property.int.test.ts.
   */
  async apply(tx, events) {
    const batch = await loadBatch(tx, events);
    await foldEvents(batch, events);
    await writeBatch(tx, batch);
  },
};
