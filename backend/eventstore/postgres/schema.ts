/** The events table and the append function of the PostgreSQL event store. */
export const eventStoreSchemaSql = `
CREATE TABLE IF NOT EXISTS es_events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stream_id       text        NOT NULL,
  stream_position bigint      NOT NULL,
  event_id        uuid        NOT NULL,
  event_type      text        NOT NULL,
  schema_version  integer     NOT NULL DEFAULT 1,
  data            jsonb       NOT NULL,
  metadata        jsonb       NOT NULL DEFAULT '{}'::jsonb,
  recorded_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
  transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
  CONSTRAINT es_events_stream_position UNIQUE (stream_id, stream_position),
  CONSTRAINT es_events_stream_event_id UNIQUE (stream_id, event_id)
);
-- Global read order: by committing transaction, then by position (see readAll).
CREATE INDEX IF NOT EXISTS es_events_tx_order ON es_events (transaction_id, global_position);

-- The data subjects whose sealed groups an event carries (on the data and in the elements of the
-- arrays the envelope lists; see PersonalDataProtection), NULL when none: the key of the index
-- es_events_sealed_subjects (subject-indexes.ts), so an export finds a subject's events without
-- reading every tenant's. A body that answers differently for any data means rebuilding that index
-- under a new name. PL/pgSQL, not SQL: every append evaluates it for the index's predicate, and a
-- SQL function there is planned afresh for each INSERT (it about doubled an append's cost in the
-- database), while PL/pgSQL keeps its plan; events without the envelope ('~pii') answer NULL at once.
CREATE OR REPLACE FUNCTION es_sealed_subjects(data jsonb) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
BEGIN
  IF NOT (data ? '~pii') THEN
    RETURN NULL;
  END IF;
  RETURN (SELECT array_agg(DISTINCT s) FROM (
    SELECT jsonb_path_query(data, '$."~pii".g[*].s') #>> '{}' AS s
    UNION ALL
    SELECT jsonb_path_query(data -> a, '$[*]."~pii"[*].s') #>> '{}'
      FROM jsonb_array_elements_text(CASE jsonb_typeof(data -> '~pii' -> 'a') WHEN 'array' THEN data -> '~pii' -> 'a' END) AS a
  ) AS subjects);
END
$fn$;

-- The visibility gate: the oldest transaction still running in THIS database. Rows below it
-- are all committed (or gone), so a reader can never skip one that commits later. Plain
-- pg_snapshot_xmin is cluster-wide: a long transaction in another database on the same server
-- would stall every reader here. Only ids positively known to belong to another database are
-- ignored; anything unknown still holds readers back, which is the safe side.
-- STABLE on purpose: it then sees the calling statement's snapshot. A VOLATILE function would
-- take a newer one, whose gate could pass a transaction the caller cannot see yet.
CREATE OR REPLACE FUNCTION es_visibility_gate() RETURNS xid8
LANGUAGE sql STABLE AS $fn$
  WITH snap AS (SELECT pg_current_snapshot() AS s),
  foreign_xids AS (
    SELECT backend_xid::text::bigint AS x32 FROM pg_stat_activity
     WHERE backend_xid IS NOT NULL AND datname IS DISTINCT FROM current_database()
    UNION ALL
    SELECT transaction::text::bigint FROM pg_prepared_xacts WHERE database <> current_database()
  )
  SELECT coalesce(
    (SELECT min(x) FROM snap, pg_snapshot_xip(snap.s) AS x
      WHERE (x::text::bigint % 4294967296) NOT IN (SELECT x32 FROM foreign_xids)),
    (SELECT pg_snapshot_xmax(s) FROM snap))
$fn$;

-- One round trip per append: lock the stream, check the expected version, insert.
-- Returns the stream's new revision, or, when the events were already appended (a retried
-- command), the revision that first append produced, flagged as duplicate. Generic plans, as
-- es_append_group below says why.
CREATE OR REPLACE FUNCTION es_append(
  p_stream text, p_expected_kind text, p_expected bigint,
  p_ids uuid[], p_types text[], p_versions integer[], p_data jsonb[], p_metadata jsonb[]
) RETURNS TABLE (revision bigint, tx text, last_position bigint, duplicate boolean)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE
  current_revision bigint;
  existing_position bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_stream, 0));
  SELECT e.stream_position INTO existing_position
    FROM es_events e WHERE e.stream_id = p_stream AND e.event_id = p_ids[1];
  SELECT max(e.stream_position) INTO current_revision FROM es_events e WHERE e.stream_id = p_stream;
  IF existing_position IS NOT NULL THEN
    RETURN QUERY SELECT e.stream_position, e.transaction_id::text, e.global_position, true
      FROM es_events e WHERE e.stream_id = p_stream AND e.event_id = p_ids[array_length(p_ids, 1)];
    RETURN;
  END IF;
  IF (p_expected_kind = 'no_stream' AND current_revision IS NOT NULL)
     OR (p_expected_kind = 'stream_exists' AND current_revision IS NULL)
     OR (p_expected_kind = 'exact' AND current_revision IS DISTINCT FROM p_expected) THEN
    RAISE EXCEPTION 'wrong_expected_version:%', coalesce(current_revision::text, 'no_stream')
      USING ERRCODE = 'ES001';
  END IF;
  RETURN QUERY
  INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
  SELECT p_stream, coalesce(current_revision, -1) + u.ord, u.id, u.t, u.v, u.d, u.m
    FROM unnest(p_ids, p_types, p_versions, p_data, p_metadata) WITH ORDINALITY AS u(id, t, v, d, m, ord)
  RETURNING stream_position, transaction_id::text, global_position, false;
END
$fn$;
-- Several streams in one transaction and one statement, set-based: one lookup of the streams'
-- revisions and one INSERT for all their events (thousands of new streams from an import cost
-- about as much as one append). Stream locks are taken first in one fixed order, so two batches
-- sharing streams wait for each other instead of deadlocking. The same rules as es_append per
-- stream: a stream whose first event id is already there is a retry (nothing written, the first
-- append's revision answered); a wrong expected version names the stream by its 1-based index.
-- p_counts says how many of the flattened events belong to each stream.
CREATE OR REPLACE FUNCTION es_append_many(
  p_streams text[], p_kinds text[], p_expected bigint[], p_counts integer[],
  p_ids uuid[], p_types text[], p_versions integer[], p_data jsonb[], p_metadata jsonb[]
) RETURNS TABLE (stream_index integer, revision bigint, tx text, last_position bigint, duplicate boolean)
LANGUAGE plpgsql AS $fn$
DECLARE
  current_revisions bigint[];
  retried boolean[];
  refused record;
BEGIN
  PERFORM pg_advisory_xact_lock(locks.h)
     FROM (SELECT DISTINCT hashtextextended(s, 0) AS h FROM unnest(p_streams) AS s ORDER BY 1) AS locks;
  SELECT array_agg((SELECT max(e.stream_position) FROM es_events e WHERE e.stream_id = p_streams[i]) ORDER BY i),
         array_agg(EXISTS (SELECT 1 FROM es_events e WHERE e.stream_id = p_streams[i]
                             AND e.event_id = p_ids[(SELECT coalesce(sum(c), 0) FROM unnest(p_counts[1:i - 1]) AS c)::int + 1]) ORDER BY i)
    INTO current_revisions, retried
    FROM generate_subscripts(p_streams, 1) AS i;
  SELECT i AS idx, current_revisions[i] AS actual INTO refused
    FROM generate_subscripts(p_streams, 1) AS i
   WHERE NOT retried[i]
     AND ((p_kinds[i] = 'no_stream' AND current_revisions[i] IS NOT NULL)
       OR (p_kinds[i] = 'stream_exists' AND current_revisions[i] IS NULL)
       OR (p_kinds[i] = 'exact' AND current_revisions[i] IS DISTINCT FROM p_expected[i]))
   ORDER BY i LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'wrong_expected_version:%:%', coalesce(refused.actual::text, 'no_stream'), refused.idx USING ERRCODE = 'ES001';
  END IF;
  RETURN QUERY
  WITH request AS (
    SELECT i AS idx, p_streams[i] AS stream, (sum(p_counts[i]) OVER (ORDER BY i) - p_counts[i])::int AS before
      FROM generate_subscripts(p_streams, 1) AS i
  ), inserted AS (
    INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
    SELECT r.stream, coalesce(current_revisions[r.idx], -1) + n, p_ids[r.before + n], p_types[r.before + n],
           p_versions[r.before + n], p_data[r.before + n], p_metadata[r.before + n]
      FROM request r, generate_series(1, p_counts[r.idx]) AS n
     WHERE NOT retried[r.idx]
     ORDER BY r.idx, n
    RETURNING stream_id, stream_position, transaction_id, global_position
  ), written AS (
    SELECT w.stream_id, max(w.stream_position) AS revision, max(w.transaction_id::text) AS tx, max(w.global_position) AS last_position
      FROM inserted w GROUP BY w.stream_id
  )
  SELECT r.idx, coalesce(w.revision, d.stream_position), coalesce(w.tx, d.transaction_id::text), coalesce(w.last_position, d.global_position),
         retried[r.idx]
    FROM request r
    LEFT JOIN written w ON w.stream_id = r.stream
    LEFT JOIN LATERAL (SELECT e.stream_position, e.transaction_id, e.global_position FROM es_events e
                        WHERE retried[r.idx] AND e.stream_id = r.stream AND e.event_id = p_ids[r.before + p_counts[r.idx]]) AS d ON true
   ORDER BY r.idx;
END
$fn$;
-- Group commit's common case (append-sql.ts): appends whose expected version is exact or no_stream,
-- so every event's position is known before it is written. One INSERT writes them all, without the
-- stream locks and without looking up each stream's revision; in the database a group of eight cost
-- about a third less than through es_append_group (bench/eventstore). p_events holds one object per
-- event, in order: its stream (s), the revision its append expects the stream at (a, -1 for no
-- stream), its position (p), and id, type (t), schema version (v), data (d), metadata (m). One JSON
-- document rather than nine arrays: cheaper to make in Node and to read here (no array literals to
-- quote and parse). It answers each event written (no aggregate).
-- What the lock and the lookup made sure of, the INSERT's condition and the table's keys make sure
-- of. The condition reads only the append's a, alike for all of its events, so an append is written
-- whole or not at all: the stream is at a ("position a is there and a + 1 is not"). A retry of an
-- append that committed is not looked up by its first event id (as es_append_group's exact and
-- no_stream appends): the first attempt moved the stream past a, so the condition refuses it; a
-- retry that read its own events first (a holds again), like an event id reused further down a
-- stream, fails the INSERT on es_events_stream_event_id, rare cases that cost the group a statement.
-- Without that lookup (one index probe per event) eight writers appended about 4% more per second
-- in a paired A/B. An append the condition refuses is neither written nor answered: its caller asks
-- es_append, which says why (a wrong version, or the first append's revision). A writer committing
-- the same position or id after this statement's snapshot fails it on a key; the appends then go
-- alone through es_append. And since this takes no stream lock, an append under it (es_append,
-- es_append_many, es_append_group) can meet a position taken after its own lookup: it fails on the
-- key and is tried again (againAfterRace).
-- Each check is a lookup by key, and stays one: the generic plan is made once per connection, maybe
-- while es_events is nearly empty, when scanning or hashing the table looks as cheap (an EXISTS under
-- OR became a hash of the whole table, rebuilt on every call: appends slowed down as the table grew).
-- Hence the scalar subquery, and no sequential scans, hash or merge joins in here.
CREATE OR REPLACE FUNCTION es_append_at(p_events jsonb)
RETURNS TABLE (stream_id text, tx text, global_position bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan
  SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $fn$
BEGIN
  RETURN QUERY
  INSERT INTO es_events AS w (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
  SELECT u.s, u.p, u.id, u.t, u.v, u.d, u.m
    FROM ROWS FROM (jsonb_to_recordset(p_events) AS (s text, a bigint, p bigint, id uuid, t text, v integer, d jsonb, m jsonb))
         WITH ORDINALITY AS u(s, a, p, id, t, v, d, m, j)
   WHERE (SELECT max(e.stream_position) FROM es_events e
           WHERE e.stream_id = u.s AND e.stream_position BETWEEN u.a AND u.a + 1) IS NOT DISTINCT FROM nullif(u.a, -1)
   ORDER BY u.j
  RETURNING w.stream_id, w.transaction_id::text, w.global_position;
END
$fn$;
-- Group commit (postgres-event-store.ts) when an append's expected version is any or stream_exists
-- (else es_append_at above): the appends of several callers, one stream each, in one
-- transaction and one WAL flush. Stream locks first, in one fixed order (as es_append_many); then
-- the rules of es_append per stream, but a wrong expected version refuses only that caller's append:
-- it is reported (refused, with the stream's revision) and not written, and the others go on.
-- A few statements per group, not per stream: one lookup of all revisions, one INSERT of every
-- written event. Each statement's start is paid once per group (an INSERT's start prepares the
-- index expressions and predicates of es_events); a loop of es_append's statements paid it per
-- stream, and that was most of an append's time in the database. Generic plans: every statement
-- here looks rows up by key, and with the default PostgreSQL planned them afresh on each call (a
-- custom plan, estimated for the arrays at hand, always looked cheaper), which cost a call of one
-- stream about as much again as its work.
CREATE OR REPLACE FUNCTION es_append_group(
  p_streams text[], p_kinds text[], p_expected bigint[], p_counts integer[],
  p_ids uuid[], p_types text[], p_versions integer[], p_data jsonb[], p_metadata jsonb[]
) RETURNS TABLE (stream_index integer, revision bigint, tx text, last_position bigint, duplicate boolean, refused boolean)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE
  n integer := array_length(p_streams, 1);
  revisions bigint[];
  outcomes text[] := array_fill('write'::text, ARRAY[n]);
  -- Per event, in the order given: its stream, and its stream position (NULL when not written).
  event_streams text[] := '{}';
  event_positions bigint[] := '{}';
  written_streams text[];
  written_last bigint[];
  first integer := 1;
BEGIN
  PERFORM pg_advisory_xact_lock(locks.h)
     FROM (SELECT DISTINCT hashtextextended(s, 0) AS h FROM unnest(p_streams) AS s ORDER BY 1) AS locks;
  SELECT array_agg((SELECT max(e.stream_position) FROM es_events e WHERE e.stream_id = u.s) ORDER BY u.i)
    INTO revisions FROM unnest(p_streams) WITH ORDINALITY AS u(s, i);
  FOR i IN 1 .. n LOOP
    IF (p_kinds[i] = 'no_stream' AND revisions[i] IS NOT NULL)
       OR (p_kinds[i] = 'stream_exists' AND revisions[i] IS NULL)
       OR (p_kinds[i] = 'exact' AND revisions[i] IS DISTINCT FROM p_expected[i]) THEN
      outcomes[i] := 'refused';
    END IF;
    -- A retry is known by its first event id. An exact or no_stream expectation that still holds
    -- rules one out (the first attempt moved the stream), so those skip the lookup; an id taken
    -- anyway fails the INSERT, and the caller's append then goes alone through es_append.
    IF revisions[i] IS NOT NULL AND (outcomes[i] = 'refused' OR p_kinds[i] IN ('any', 'stream_exists'))
       AND EXISTS (SELECT 1 FROM es_events e WHERE e.stream_id = p_streams[i] AND e.event_id = p_ids[first]) THEN
      outcomes[i] := 'duplicate';
    END IF;
    FOR k IN 1 .. p_counts[i] LOOP
      event_streams := event_streams || p_streams[i];
      event_positions := event_positions || CASE WHEN outcomes[i] = 'write' THEN coalesce(revisions[i], -1) + k END;
    END LOOP;
    first := first + p_counts[i];
  END LOOP;
  WITH inserted AS (
    INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
    SELECT u.s, u.p, u.id, u.t, u.v, u.d, u.m
      FROM unnest(event_streams, event_positions, p_ids, p_types, p_versions, p_data, p_metadata)
           WITH ORDINALITY AS u(s, p, id, t, v, d, m, j)
     WHERE u.p IS NOT NULL
     ORDER BY u.j
    RETURNING stream_id, global_position
  )
  SELECT array_agg(w.stream_id), array_agg(w.last) INTO written_streams, written_last
    FROM (SELECT i.stream_id, max(i.global_position) AS last FROM inserted i GROUP BY i.stream_id) AS w;
  first := 1;
  FOR i IN 1 .. n LOOP
    stream_index := i;
    duplicate := outcomes[i] = 'duplicate';
    refused := outcomes[i] = 'refused';
    IF duplicate THEN
      SELECT e.stream_position, e.transaction_id::text, e.global_position INTO revision, tx, last_position
        FROM es_events e WHERE e.stream_id = p_streams[i] AND e.event_id = p_ids[first + p_counts[i] - 1];
    ELSIF refused THEN
      revision := revisions[i];
      tx := NULL;
      last_position := NULL;
    ELSE
      revision := coalesce(revisions[i], -1) + p_counts[i];
      tx := pg_current_xact_id()::text;
      last_position := written_last[array_position(written_streams, p_streams[i])];
    END IF;
    RETURN NEXT;
    first := first + p_counts[i];
  END LOOP;
END
$fn$;
`;
