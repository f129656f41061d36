import { Worker } from 'node:worker_threads';
import { ValidationError } from '../../platform/errors';
import { importMessages } from './messages';
import type { SheetRow } from './sheet-row';
import type { WorkerAnswer, WorkerInput } from './spreadsheet-worker';

/** A worker's heap: room for a 5 MB .xls of 10,000 rows, not for a file built to exhaust memory. */
const LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
const TIMEOUT_MS = 30_000;
/** Workers at once in this process (a 2-core machine, requests and projections beside them); the rest wait. */
const MAX_WORKERS = 2;

// The worker is TypeScript like the rest of the backend. Node 20 applies no --import loader to a worker,
// so a few lines of JavaScript load it through tsx's API, found from here rather than from the cwd.
const tsxApi = import.meta.resolve('tsx/esm/api');
const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(
  new URL('./spreadsheet-worker.ts', import.meta.url).href,
)}, ${JSON.stringify(import.meta.url)}))`;

let running = 0;
const queue: (() => void)[] = [];
async function slot(): Promise<() => void> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  return () => {
    running--;
    queue.shift()?.();
  };
}

function run(input: WorkerInput): Promise<SheetRow[]> {
  const worker = new Worker(bootstrap, { eval: true, workerData: input, resourceLimits: LIMITS });
  let timer: NodeJS.Timeout | undefined;
  return new Promise<SheetRow[]>((resolve, reject) => {
    timer = setTimeout(() => reject(new ValidationError(importMessages.tooSlow)), TIMEOUT_MS);
    worker.once('message', (answer: WorkerAnswer) => {
      if ('rows' in answer) resolve(answer.rows);
      else if ('refusal' in answer) reject(new ValidationError(answer.refusal));
      else reject(new Error(`spreadsheet worker failed: ${answer.failure}`));
    });
    // Past its memory limit the worker is stopped by Node: that file unpacks too far.
    worker.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ValidationError(importMessages.unpacksTooLarge) : err),
    );
    worker.once('exit', (code) => reject(new Error(`spreadsheet worker stopped (exit code ${code}) without an answer`)));
  }).finally(() => {
    clearTimeout(timer);
    void worker.terminate();
  });
}

/** Parses an .xls in a worker thread with memory and time limits; at most MAX_WORKERS at once. */
export async function readInWorker(input: WorkerInput): Promise<SheetRow[]> {
  const release = await slot();
  try {
    return await run(input);
  } finally {
    release();
  }
}
