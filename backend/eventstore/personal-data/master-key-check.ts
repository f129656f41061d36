import { createHmac, timingSafeEqual } from 'node:crypto';
import { withTransaction, type Pool } from '../../platform/db';
import { open } from './cipher';
import { DATA_KEYS_SCHEMA } from './data-key-store';

/**
 * A check value of the master key, stored with the data keys: an HMAC of a fixed label under the
 * master key, which tells whether a key is the right one without revealing it. Without it a second
 * instance with another DATA_KEY would start, fail on every sealed event, and wrap new subjects' keys
 * with a master key the other instances cannot open.
 */
const LABEL = 'pop-platform:data-key-check:v1';
// Serialises the check of instances starting at once on an empty database: one writes, the others compare.
// Apart from the other startup locks (7301-7304).
const LOCK = 7310;

export const checkValueOf = (master: Buffer) => createHmac('sha256', master).update(LABEL).digest('base64url');

export class MasterKeyMismatchError extends Error {
  constructor(source: string) {
    super(
      `DATA_KEY does not match the key the personal data in this database is encrypted with (${source}). ` +
        'Set DATA_KEY to the value of the instance that first started on this database (for a generated key: ' +
        'the contents of its DATA_DIR/keys/data-key); every instance on one database must share DATA_KEY. Nothing was written.',
    );
    this.name = 'MasterKeyMismatchError';
  }
}

function sameValue(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Refuses a master key that is not the database's; on a database without a check value (empty, or
 * written before it existed) writes it, but only when the key opens a stored data key. Expects the
 * data-key schema to exist (DataKeyStore.open). One transaction: a refusal leaves nothing behind.
 */
export async function verifyMasterKey(pool: Pool, master: Buffer, source: string): Promise<void> {
  const expected = checkValueOf(master);
  await withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS ${DATA_KEYS_SCHEMA}.master_key_check (
      only_row    boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      check_value text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ check_value: string }>(`SELECT check_value FROM ${DATA_KEYS_SCHEMA}.master_key_check`);
    if (rows[0]) {
      if (!sameValue(rows[0].check_value, expected)) throw new MasterKeyMismatchError(source);
      return;
    }
    const { rows: sample } = await tx.query<{ subject: string; wrapped: string }>(
      `SELECT subject, wrapped FROM ${DATA_KEYS_SCHEMA}.subject_keys LIMIT 1`,
    );
    if (sample[0] && !open(master, sample[0].wrapped, `data-key:${sample[0].subject}`)) throw new MasterKeyMismatchError(source);
    await tx.query(`INSERT INTO ${DATA_KEYS_SCHEMA}.master_key_check (check_value) VALUES ($1)`, [expected]);
  });
}
