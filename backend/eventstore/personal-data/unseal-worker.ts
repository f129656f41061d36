import { createSecretKey, type KeyObject } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { openText } from './cipher';
import type { UnsealAnswer, UnsealRequest } from './unseal-in-worker';

/**
 * Keys prepared before, by their bytes: a rebuild sends the same few thousand keys with every batch.
 * Only what the main thread sends is ever used, so a key erased there is never asked for again.
 */
const preparedKeys = new Map<string, KeyObject>();
const MAX_PREPARED = 50_000;

function prepared(raw: Buffer): KeyObject {
  const id = raw.toString('base64');
  let key = preparedKeys.get(id);
  if (!key) {
    if (preparedKeys.size >= MAX_PREPARED) preparedKeys.clear();
    preparedKeys.set(id, (key = createSecretKey(raw)));
  }
  return key;
}

/**
 * The worker side of unseal-in-worker.ts: opens a batch of sealed JSON values and answers them as
 * one JSON array text (null where a value did not open), so the main thread parses the batch once.
 */
function openBatch(request: UnsealRequest): string {
  const keys: KeyObject[] = [];
  for (let k = 0; k * 32 < request.keys.length; k++) keys.push(prepared(request.keys.subarray(k * 32, (k + 1) * 32)));
  const texts: string[] = new Array<string>(request.sealed.length);
  for (let i = 0; i < request.sealed.length; i++)
    texts[i] = openText(keys[request.keyOf[i]!]!, request.sealed[i]!, request.associated[i]!) ?? 'null';
  return `[${texts.join(',')}]`;
}

parentPort!.on('message', (request: UnsealRequest) => {
  let answer: UnsealAnswer;
  try {
    answer = { id: request.id, json: openBatch(request) };
  } catch (err) {
    answer = { id: request.id, failure: (err as Error).message };
  }
  parentPort!.postMessage(answer);
});
