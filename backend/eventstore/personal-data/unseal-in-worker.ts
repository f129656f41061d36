import type { KeyObject } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { openJson } from './cipher';

/** One sealed JSON value to open: the key, the sealed text, what it was bound to. */
export interface UnsealJob {
  key: KeyObject;
  sealed: string;
  associated: string;
}

export interface UnsealRequest {
  id: number;
  /** The distinct keys of the batch, 32 raw bytes each, one after the other. */
  keys: Buffer;
  /** Per value, the index of its key. */
  keyOf: Uint32Array;
  sealed: string[];
  associated: string[];
}

export type UnsealAnswer = { id: number; json: string } | { id: number; failure: string };

/**
 * Below this many values a batch is opened on the calling thread: the round trip to the worker
 * costs more than it saves (a command loading one aggregate, the live runner's small batches).
 */
export const WORKER_THRESHOLD = 256;

// The worker is TypeScript like the rest of the backend; Node 20 applies no --import loader to a
// worker, so a few lines of JavaScript load it through tsx's API (as the spreadsheet worker does).
const tsxApi = import.meta.resolve('tsx/esm/api');
const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(
  new URL('./unseal-worker.ts', import.meta.url).href,
)}, ${JSON.stringify(import.meta.url)}))`;

/**
 * One worker thread per process that opens sealed values for the readers of the event store. A
 * rebuild reads the next batch while it applies the current one, so the AES-GCM work of reading
 * (a few microseconds per event, most of it Node setting up a decipher) runs on the second core
 * beside the projections instead of before them. Each request carries the keys it needs and the
 * worker opens with those alone (it keeps them prepared only to spare their import), so a key erased
 * on the main thread is never used after its erasure.
 */
class UnsealWorker {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (json: string) => void; reject: (err: Error) => void }>();

  private start(): Worker {
    const worker = new Worker(bootstrap, { eval: true });
    worker.on('message', (answer: UnsealAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('json' in answer) waiting.resolve(answer.json);
      else waiting.reject(new Error(`unseal worker: ${answer.failure}`));
      if (!this.pending.size) worker.unref();
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`unseal worker stopped (exit code ${code})`)));
    return worker;
  }

  open(request: Omit<UnsealRequest, 'id'>): Promise<string> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    // Referenced only while it has work, so an idle worker never keeps the process alive.
    worker.ref();
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...request } satisfies UnsealRequest);
    });
  }
}

const shared = new UnsealWorker();
/** Batches the worker has answered in this process (tests check that the worker path is taken). */
let answeredByWorker = 0;
export const batchesOpenedInWorker = () => answeredByWorker;
/** Set when the worker failed: from then on this process opens everything on the calling thread. */
let workerFailed = false;

/** The bytes of each key, exported once per KeyObject (the data key store keeps its KeyObjects). */
const exported = new WeakMap<KeyObject, Buffer>();
function rawKey(key: KeyObject): Buffer {
  let raw = exported.get(key);
  if (!raw) exported.set(key, (raw = key.export()));
  return raw;
}

function openHere(jobs: readonly UnsealJob[]): unknown[] {
  return jobs.map((job) => openJson(job.key, job.sealed, job.associated));
}

/**
 * The values sealed in `jobs`, in order; undefined where one does not open (tampered, or sealed
 * with another key or for another purpose). Large batches are opened in the worker thread; when
 * it cannot (it failed to start or stopped), on this thread, with the same result.
 */
export async function openSealedValues(jobs: readonly UnsealJob[]): Promise<unknown[]> {
  if (jobs.length < WORKER_THRESHOLD || workerFailed) return openHere(jobs);
  const keyIndex = new Map<KeyObject, number>();
  const keyOf = new Uint32Array(jobs.length);
  jobs.forEach((job, i) => {
    let k = keyIndex.get(job.key);
    if (k === undefined) keyIndex.set(job.key, (k = keyIndex.size));
    keyOf[i] = k;
  });
  const keys = Buffer.concat([...keyIndex.keys()].map(rawKey));
  let values: unknown;
  try {
    values = JSON.parse(
      await shared.open({ keys, keyOf, sealed: jobs.map((job) => job.sealed), associated: jobs.map((job) => job.associated) }),
    );
  } catch (err) {
    workerFailed = true;
    console.warn(
      `[avg] the unseal worker failed (${(err as Error).message}); this process opens sealed values on its main thread from now on`,
    );
    return openHere(jobs);
  }
  answeredByWorker++;
  return (values as unknown[]).map((value) => (value === null ? undefined : value));
}
