import type { ReplayRun } from '../projection';

/** The text a search looks in but the date (conversation_search_counts.search_name): the counts' triggers and finish. */
export const SEARCH_NAME = `lower(employee_name || ' ' || company_name || ' ' || status)`;

/** The statement triggers that keep the counts tables, as setupSql makes them. */
const COUNT_TRIGGERS = ['conversations_count', 'conversations_search_count'].flatMap((fn) =>
  ['insert', 'update', 'delete'].map((op) => `${fn}_${op}`),
);
export const countTriggers = (action: 'DISABLE' | 'ENABLE') =>
  `ALTER TABLE conversations ${COUNT_TRIGGERS.map((trigger) => `${action} TRIGGER ${trigger}`).join(', ')};`;

/**
 * A replay's counts, once at its end from the rows (its triggers are off meanwhile): every key a conversation
 * passed through keeps its row in conversation_counts (the batches wrote those with n = 0, as a row by row apply
 * leaves them), conversation_search_counts only keys with rows. From scratch, so that it is right also after a
 * batch that went the careful way.
 */
const COUNTS_FROM_ROWS_SQL = `
  UPDATE conversation_counts SET n = 0 WHERE n <> 0;
  INSERT INTO conversation_counts AS c (owner_id, company_id, status, archived, n)
  SELECT owner_id, company_id, status, archived_at IS NOT NULL, count(*) FROM conversations GROUP BY 1, 2, 3, 4
  ON CONFLICT (owner_id, company_id, status, archived) DO UPDATE SET n = excluded.n;
  DELETE FROM conversation_search_counts;
  INSERT INTO conversation_search_counts (owner_id, employee_id, company_id, status, archived, search_name, n)
  SELECT owner_id, employee_id, company_id, status, archived_at IS NOT NULL, ${SEARCH_NAME}, count(*)
    FROM conversations GROUP BY 1, 2, 3, 4, 5, 6;
  ${countTriggers('ENABLE')}`;

/**
 * A replay's finish: the counts from the rows, its triggers on again. With the triggers on during the replay
 * each COPY kept its rows for them (transition tables) and grouped them twice; 20,000 conversations copied in
 * at once took 117 ms with them, 83 ms without. Over the bench's whole history the difference is within the
 * noise (conversations alone: PostgreSQL 1.09-1.13 s against 1.12-1.13 s).
 */
export const countAtTheEnd: NonNullable<ReplayRun['finish']> = (steps) => steps.step((tx) => tx.query(COUNTS_FROM_ROWS_SQL));
