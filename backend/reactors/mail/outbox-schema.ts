import { checkpointsTableSql } from '../../projections/projection';

/** Reactors keep their state outside the read schema: a rebuild never replays a side effect. */
export const REACTOR_SCHEMA = 'reactors';

export const reactorSchemaSql = `
CREATE SCHEMA IF NOT EXISTS ${REACTOR_SCHEMA};
SET LOCAL search_path TO ${REACTOR_SCHEMA}, public;
${checkpointsTableSql}
CREATE TABLE IF NOT EXISTS mail_outbox (
  mail_id text PRIMARY KEY,
  kind text NOT NULL,
  user_id integer,
  to_email text,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
`;
