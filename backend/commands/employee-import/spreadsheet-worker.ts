/*
 * Runs in a worker thread (read-in-worker.ts): SheetJS parses an .xls whole and synchronously,
 * CPU work that would stall every other request on the event loop, and a hostile file can at
 * most exhaust this thread's own memory limit.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ValidationError } from '../../platform/errors';
import { importMessages } from './messages';
import { readXls } from './read-xls';
import type { SheetRow } from './sheet-row';

export interface WorkerInput {
  file: Uint8Array;
  maxColumns: number;
  maxRows: number;
}

export type WorkerAnswer = { rows: SheetRow[] } | { refusal: string } | { failure: string };

const { file, maxColumns, maxRows } = workerData as WorkerInput;
const buffer = Buffer.from(file.buffer, file.byteOffset, file.byteLength);

async function answer(): Promise<WorkerAnswer> {
  try {
    const rows = await readXls(buffer, maxColumns);
    // SheetJS parses the whole sheet; the row limit still applies before anything is sent back.
    if (rows.length > maxRows) return { refusal: importMessages.tooManyRows };
    return { rows };
  } catch (err) {
    return err instanceof ValidationError ? { refusal: err.message } : { failure: String((err as Error).stack ?? err) };
  }
}

parentPort!.postMessage(await answer());
