import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealJson } from './cipher';
import { batchesOpenedInWorker, openSealedValues, WORKER_THRESHOLD } from './unseal-in-worker';

const keys = Array.from({ length: 7 }, () => createSecretKey(randomBytes(32)));

/** `n` sealed values over the keys, each bound to its own purpose, with what they hold. */
function sealedValues(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const key = keys[i % keys.length]!;
    const associated = `employee-${i % keys.length}\u0000${randomUUID()}`;
    const value = { name: `Medewerker ${i} "van" Dijk ✓`, note: i % 3 ? `regel 1\nregel 2 ${i}` : '' };
    return { job: { key, associated, sealed: sealJson(key, value, associated) }, value };
  });
}

describe('openSealedValues', () => {
  it('opens a large batch in the worker thread, every value as it was sealed, in order', async () => {
    const values = sealedValues(WORKER_THRESHOLD * 4);
    const before = batchesOpenedInWorker();
    const opened = await openSealedValues(values.map((v) => v.job));
    expect(batchesOpenedInWorker()).toBe(before + 1);
    expect(opened).toEqual(values.map((v) => v.value));
  });

  it('answers undefined for a value that was tampered with, bound elsewhere or sealed with another key, in the worker and here', async () => {
    for (const n of [WORKER_THRESHOLD * 2, 10]) {
      const values = sealedValues(n);
      const jobs = values.map((v) => ({ ...v.job }));
      const body = Buffer.from(jobs[1]!.sealed, 'base64url');
      body[body.length - 1]! ^= 1;
      jobs[1]!.sealed = body.toString('base64url');
      jobs[2]!.associated = `employee-999\u0000${randomUUID()}`;
      jobs[3]!.key = createSecretKey(randomBytes(32));
      jobs[4]!.sealed = 'te-kort';
      const opened = await openSealedValues(jobs);
      expect(opened.slice(0, 6)).toEqual([values[0]!.value, undefined, undefined, undefined, undefined, values[5]!.value]);
      expect(opened.slice(6)).toEqual(values.slice(6).map((v) => v.value));
    }
  });

  it('opens small batches on the calling thread', async () => {
    const values = sealedValues(WORKER_THRESHOLD - 1);
    const before = batchesOpenedInWorker();
    expect(await openSealedValues(values.map((v) => v.job))).toEqual(values.map((v) => v.value));
    expect(batchesOpenedInWorker()).toBe(before);
  });
});
