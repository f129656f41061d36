import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBenchFiles } from '../bench/figures-table';
import { figureRows, renderFiguresTable, TABLE_END, TABLE_START, withFiguresTable } from '../bench/lib/figures';

const ROOT = path.resolve(__dirname, '..');

/** The smallest files the table reads, with the figures given. */
function files(
  over: {
    appendRatio?: number;
    loneRatio?: number;
    lag?: number;
    tenP50?: number;
    tenRps?: number;
    oneRps?: number;
    rebuildRatio?: number;
    thenRatio?: number;
  } = {},
) {
  const es = {
    quick: true,
    timestamp: '2026-11-27T10:00:00.000Z',
    append_8_writers_eps: 9000,
    raw_insert_8_writers_rps: 9000 / (over.appendRatio ?? 1),
    append_vs_raw_ratio: over.appendRatio ?? 1,
    append_1_writer_eps: 2000,
    append_1_writer_direct_eps: 2000 / (over.loneRatio ?? 1),
    append_1_writer_vs_direct_ratio: over.loneRatio ?? 1,
    append_1_writer_p50_ms: 0.5,
    append_1_writer_p99_ms: 0.9,
    append_8_writers_p50_ms: 0.9,
    append_8_writers_p99_ms: 1.9,
    lag_appends_per_s: 300,
    lag_ms_p99: over.lag ?? 5,
  };
  const writes = (date: string, tenP50: number) => ({
    date,
    quick: false,
    runs: [
      { name: 'PUT goal progress, one conversation, 1 connection', rps: over.oneRps ?? 100, p50: 6, p99: 20 },
      { name: 'PUT goal progress, one conversation, 10 connections', rps: over.tenRps ?? 400, p50: tenP50, p99: 40 },
    ],
  });
  return {
    'eventstore.json': es,
    'http.json': writes('2026-11-23T10:00:00.000Z', 198),
    'http-writes.json': writes('2026-11-27T10:00:00.000Z', over.tenP50 ?? 21),
    'rebuild.json': {
      timestamp: '2026-11-27T11:00:00.000Z',
      events: 159550,
      parallel_eps: 18000,
      sequential_eps: 18000 / (over.rebuildRatio ?? 1.8),
      parallel_vs_sequential_ratio: over.rebuildRatio ?? 1.8,
      slowest_read_model: 'growth',
      slowest_read_model_ms: 9000,
    },
    'rebuild-then.json': {
      timestamp: '2026-11-27T12:00:00.000Z',
      then_commit: '9e30d35ec0',
      then_eps: 10000,
      now_eps: 10000 * (over.thenRatio ?? 1.5),
      now_vs_then_ratio: over.thenRatio ?? 1.5,
      now_with_cleanup_vs_then_ratio: 1.4,
    },
  };
}

const met = (rows: ReturnType<typeof figureRows>, figure: string) => rows.find((r) => r.figure.startsWith(figure))!.met;

describe('the README benchmark table (issue 27)', () => {
  it('judges each figure by its target, at the edge too', () => {
    expect(met(figureRows(files({ appendRatio: 1 })), 'appends, 8 writers')).toBe(true);
    expect(met(figureRows(files({ appendRatio: 0.99 })), 'appends, 8 writers')).toBe(false);
    expect(met(figureRows(files({ loneRatio: 1 })), 'appends, 1 writer')).toBe(true);
    expect(met(figureRows(files({ loneRatio: 0.98 })), 'appends, 1 writer')).toBe(false);
    expect(met(figureRows(files({ lag: 9.9 })), 'append to read model')).toBe(true);
    expect(met(figureRows(files({ lag: 10 })), 'append to read model')).toBe(false);
    expect(met(figureRows(files({ tenP50: 40 })), 'PUT goal progress, 10')).toBe(true);
    expect(met(figureRows(files({ tenP50: 41 })), 'PUT goal progress, 10')).toBe(false);
    expect(met(figureRows(files({ tenRps: 149 })), 'PUT goal progress, 10')).toBe(false);
    // Ten connections on one stream must serve at least what one does.
    expect(met(figureRows(files({ tenRps: 300, oneRps: 301 })), 'PUT goal progress, 10')).toBe(false);
    // Issue 27's rebuild target: 3 times the rebuild it measured, that code run in the same bench.
    expect(met(figureRows(files({ thenRatio: 3 })), 'rebuild against the code issue 27 measured')).toBe(true);
    expect(met(figureRows(files({ thenRatio: 2.99 })), 'rebuild against the code issue 27 measured')).toBe(false);
    // Side by side against one after the other, today's code both ways: reported with the worst case, no target.
    expect(met(figureRows(files({ rebuildRatio: 1.7 })), 'rebuild of every read model')).toBe(null);
  });

  it('takes the write runs from the newer file, and says which', () => {
    const row = figureRows(files()).find((r) => r.figure.startsWith('PUT goal progress, 10'))!;
    expect(row.value).toBe('400 req/s, p50 21 ms, p99 40 ms');
    expect(row.run).toBe('`http-writes.json`, full, 2026-11-27');
  });

  it('names the missing file instead of printing a table without it', () => {
    const { 'rebuild.json': _, ...without } = files();
    expect(() => figureRows(without)).toThrow('bench-results/rebuild.json is missing');
  });

  it('replaces only what lies between the markers', () => {
    const readme = `# x\n${TABLE_START}\nold\n${TABLE_END}\nafter\n`;
    expect(withFiguresTable(readme, '| new |')).toBe(`# x\n${TABLE_START}\n| new |\n${TABLE_END}\nafter\n`);
  });

  it('is in the README as the committed bench-results hold it (npm run bench:table writes it)', async () => {
    const readme = await fs.readFile(path.join(ROOT, 'README.md'), 'utf8');
    const table = renderFiguresTable(figureRows(await readBenchFiles(path.join(ROOT, 'bench-results'))));
    expect(withFiguresTable(readme, table), 'README.md is behind bench-results/: run npm run bench:table').toBe(readme);
  });
});
