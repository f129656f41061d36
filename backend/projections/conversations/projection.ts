import type { ConversationEvent } from '../../../events/conversation';
import type { DbClient } from '../../platform/db';
import { byCategory } from '../by-category';
import type { Projection } from '../projection';
import { unhandled } from '../../platform/unhandled';

/** List rows, goals and ambitions of POP conversations, shaped for the list, detail and dashboard. */
export const conversationsProjection: Projection = {
  name: 'conversations',
  version: 3,
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
        CREATE INDEX pop_conversations_search ON pop_conversations USING gin (hr_user_id, zoek_tekst public.gin_trgm_ops);
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
    CREATE FUNCTION pop_conversations_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE pop_conversation_counts SET n = n - 1
         WHERE hr_user_id = OLD.hr_user_id AND bedrijf_id = OLD.bedrijf_id AND status = OLD.status AND archived = (OLD.archiveer_datum IS NOT NULL);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO pop_conversation_counts VALUES (NEW.hr_user_id, NEW.bedrijf_id, NEW.status, NEW.archiveer_datum IS NOT NULL, 1)
        ON CONFLICT (hr_user_id, bedrijf_id, status, archived) DO UPDATE SET n = pop_conversation_counts.n + 1;
      END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER pop_conversations_count AFTER INSERT OR DELETE OR UPDATE OF hr_user_id, bedrijf_id, status, archiveer_datum
      ON pop_conversations FOR EACH ROW EXECUTE FUNCTION pop_conversations_count();
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
    CREATE INDEX pop_ambitions_pop ON pop_ambitions (pop_id, id);`,
  apply: byCategory({
    pop: (tx, event, id) => applyEvent(tx, id, event),
    // List rows show the current company and employee names, like the rest of the app.
    async company(tx, event, id) {
      if (event.type === 'CompanyRenamed')
        await tx.query('UPDATE pop_conversations SET bedrijf_naam = $2 WHERE bedrijf_id = $1', [id, event.data.name]);
    },
    async employee(tx, event, id) {
      if (event.type === 'EmployeeRenamed')
        await tx.query('UPDATE pop_conversations SET medewerker_naam = $2 WHERE medewerker_id = $1', [id, event.data.name]);
      if (event.type === 'EmployeeEmailChanged')
        await tx.query('UPDATE pop_conversations SET medewerker_email = $2 WHERE medewerker_id = $1', [id, event.data.email]);
    },
  }),
};

async function touch(tx: DbClient, popId: number, at: string, set = '', params: unknown[] = []) {
  await tx.query(`UPDATE pop_conversations SET last_modified_at = $2${set} WHERE id = $1`, [popId, at, ...params]);
}

/** Derived from the goal rows, so replaying an event gives the same numbers. */
async function recountGoals(tx: DbClient, popId: number) {
  await tx.query(
    `UPDATE pop_conversations c SET aantal_doelen = g.n, overall_progress = g.avg
       FROM (SELECT count(*)::int AS n, coalesce(round(avg(voortgang)::numeric, 1), 0) AS avg FROM pop_goals WHERE pop_id = $1) g
      WHERE c.id = $1`,
    [popId],
  );
}

/** What a goal or ambition event names its row by. */
type ItemRef = { goalId: number } | { ambitionId: number };

const itemRow = (item: ItemRef): [table: string, id: number] =>
  'goalId' in item ? ['pop_goals', item.goalId] : ['pop_ambitions', item.ambitionId];

/** One column of a goal or ambition, then the conversation's modified time; the goal counts follow progress. */
async function setItem(
  tx: DbClient,
  popId: number,
  at: string,
  item: ItemRef,
  column: 'omschrijving' | 'notitie' | 'voortgang' | 'deadline',
  value: unknown,
) {
  const [table, id] = itemRow(item);
  await tx.query(`UPDATE ${table} SET ${column} = $2 WHERE id = $1`, [id, value]);
  if (column === 'voortgang') await recountGoals(tx, popId);
  return touch(tx, popId, at);
}

/** Deletes a goal or ambition, then the conversation's modified time; the goal counts follow. */
async function removeItem(tx: DbClient, popId: number, at: string, item: ItemRef) {
  const [table, id] = itemRow(item);
  await tx.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
  if (table === 'pop_goals') await recountGoals(tx, popId);
  return touch(tx, popId, at);
}

async function applyEvent(tx: DbClient, popId: number, event: ConversationEvent) {
  const at = event.data.at;
  switch (event.type) {
    case 'ConversationPlanned': {
      const d = event.data;
      await tx.query(
        `INSERT INTO pop_conversations (id, hr_user_id, bedrijf_id, bedrijf_naam, medewerker_id, medewerker_naam, medewerker_email,
           datum_tijd, status, verslag, hr_gebruiker_naam, created_at, last_modified_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) ON CONFLICT (id) DO NOTHING`,
        [
          popId,
          d.ownerId,
          d.companyId,
          d.companyName,
          d.employeeId,
          d.employeeName,
          d.employeeEmail,
          d.scheduledAt,
          d.status,
          d.report,
          d.ownerName,
          at,
        ],
      );
      return;
    }
    case 'ConversationRescheduled':
      return touch(tx, popId, at, ', datum_tijd = $3', [event.data.scheduledAt]);
    case 'ConversationStatusChanged':
      return touch(tx, popId, at, ', status = $3', [event.data.status]);
    case 'ConversationReportWritten':
      return touch(tx, popId, at, ', verslag = $3', [event.data.report]);
    case 'ConversationArchived':
      return touch(tx, popId, at, ', archiveer_datum = $2');
    case 'ConversationUnarchived':
      return touch(tx, popId, at, ', archiveer_datum = NULL');
    case 'ConversationDeleted':
      await tx.query('DELETE FROM pop_goals WHERE pop_id = $1', [popId]);
      await tx.query('DELETE FROM pop_ambitions WHERE pop_id = $1', [popId]);
      await tx.query('DELETE FROM pop_conversations WHERE id = $1', [popId]);
      return;
    case 'GoalAdded':
    case 'TemplateGoalsCopied': {
      const goals = event.type === 'GoalAdded' ? [event.data] : event.data.goals;
      await tx.query(
        `INSERT INTO pop_goals (id, pop_id, hr_user_id, omschrijving, notitie, created_at)
         SELECT g.id, $2, c.hr_user_id, g.omschrijving, g.notitie, $3
           FROM unnest($1::int[], $4::text[], $5::text[]) AS g(id, omschrijving, notitie), pop_conversations c
          WHERE c.id = $2
         ON CONFLICT (id) DO NOTHING`,
        [goals.map((g) => g.goalId), popId, at, goals.map((g) => g.description), goals.map((g) => g.note)],
      );
      await recountGoals(tx, popId);
      return touch(tx, popId, at);
    }
    case 'GoalDescriptionChanged':
    case 'AmbitionDescriptionChanged':
      return setItem(tx, popId, at, event.data, 'omschrijving', event.data.description);
    case 'GoalNoteChanged':
    case 'AmbitionNoteChanged':
      return setItem(tx, popId, at, event.data, 'notitie', event.data.note);
    case 'GoalProgressSet':
      return setItem(tx, popId, at, event.data, 'voortgang', event.data.progress);
    case 'GoalDeadlineSet':
      return setItem(tx, popId, at, event.data, 'deadline', event.data.deadline);
    case 'GoalRemoved':
    case 'AmbitionRemoved':
      return removeItem(tx, popId, at, event.data);
    case 'AmbitionAdded':
      await tx.query(
        `INSERT INTO pop_ambitions (id, pop_id, hr_user_id, omschrijving, notitie, created_at)
         SELECT $1, $2, hr_user_id, $3, $4, $5 FROM pop_conversations WHERE id = $2 ON CONFLICT (id) DO NOTHING`,
        [event.data.ambitionId, popId, event.data.description, event.data.note, at],
      );
      return touch(tx, popId, at);
    default:
      return unhandled(event);
  }
}
