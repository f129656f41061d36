import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { accountSubject } from '../../../events/data-subjects';
import { DataKeyStore } from './data-key-store';
import { checkValueOf, MasterKeyMismatchError, verifyMasterKey } from './master-key-check';

/** A database written before the check value existed: wrapped keys, no master_key_check table. */
let db: TestDatabase;
const master = randomBytes(32);

beforeEach(async () => {
  db = await createTestDatabase(2);
  const keys = await DataKeyStore.open(db.pool, master);
  await keys.keysToSeal([accountSubject(1), accountSubject(2)]);
});
afterEach(async () => {
  await db.drop();
});

const checkTable = async () =>
  (await db.pool.query<{ t: string | null }>(`SELECT to_regclass('data_keys.master_key_check')::text AS t`)).rows[0]!.t;

describe('the master key check value on a database written before it', () => {
  it('is written when the key opens the stored data keys', async () => {
    await verifyMasterKey(db.pool, master, 'DATA_KEY');
    const { rows } = await db.pool.query(`SELECT check_value FROM data_keys.master_key_check`);
    expect(rows).toEqual([{ check_value: checkValueOf(master) }]);
    expect(rows[0].check_value).not.toContain(master.toString('base64url'));
    await expect(verifyMasterKey(db.pool, randomBytes(32), 'DATA_KEY')).rejects.toBeInstanceOf(MasterKeyMismatchError);
  });

  it('is not written, and the start refused, when the key opens none of them', async () => {
    await expect(verifyMasterKey(db.pool, randomBytes(32), 'DATA_KEY')).rejects.toBeInstanceOf(MasterKeyMismatchError);
    expect(await checkTable()).toBeNull();
    // The right key still gets its check value afterwards: the refusal left nothing in the way.
    await verifyMasterKey(db.pool, master, 'DATA_KEY');
    expect(await checkTable()).toBe('data_keys.master_key_check');
  });
});
