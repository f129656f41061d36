import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPLAY_READ } from './projection';

const TRACE_IDS = /\b(?:commandId|causationId|correlationId)\b/;

describe("a rebuild's read of the store", () => {
  it('leaves out the trace ids, which no projection reads (they are not there in a rebuild)', () => {
    expect(REPLAY_READ).toEqual({ traceIds: false });
    const readers = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      .filter((file) => TRACE_IDS.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});
