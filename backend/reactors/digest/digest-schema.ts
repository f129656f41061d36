/**
 * Beside the other reactors' tables, outside the rebuilt read schema: a rebuild never sends a week's
 * digest again. `overdue_digest_schedule` holds when this database started sending digests, so a new
 * installation does not mail for a Monday before it existed.
 */
export const digestSchemaSql = `
CREATE TABLE IF NOT EXISTS overdue_digest_schedule (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  started_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS overdue_digests (
  owner_id integer NOT NULL,
  user_id integer NOT NULL,
  week text NOT NULL,
  -- Set while an instance is working on it; lapses, so a crash in between only delays the digest.
  claimed_until timestamptz,
  done_at timestamptz,
  PRIMARY KEY (owner_id, user_id, week)
);
CREATE INDEX IF NOT EXISTS overdue_digests_open ON overdue_digests (week) WHERE done_at IS NULL;
`;
