/**
 * Issue 27's figures as one table: each figure of the last run next to its baseline from the same run
 * and its target, read from the files in bench-results/ (what `npm run bench` wrote). The README carries
 * this table between two markers; `npm run bench:table` writes it there, and a test keeps it equal to
 * the files, so the README cannot claim a figure that no run produced.
 */

/** A bench's result file as written, by name ('eventstore.json', ...). */
export type BenchFiles = Readonly<Record<string, unknown>>;

export interface FigureRow {
  figure: string;
  value: string;
  /** The figure it is compared with, measured in the same run; '—' when the target is absolute. */
  baseline: string;
  target: string;
  /** Whether this run meets the target; null when the run cannot tell (no target, or one judged elsewhere). */
  met: boolean | null;
  /** Which run: the file, quick or full, the day. */
  run: string;
}

export const TABLE_START = '<!-- bench-table:start -->';
export const TABLE_END = '<!-- bench-table:end -->';

type Json = Record<string, unknown>;

function file(files: BenchFiles, name: string): Json {
  const content = files[name];
  if (!content || typeof content !== 'object') throw new Error(`bench-results/${name} is missing: run the bench that writes it first`);
  return content as Json;
}

function num(json: Json, key: string, name: string): number {
  const value = json[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`bench-results/${name} has no number "${key}"`);
  return value;
}

function run(json: Json, name: string): string {
  const when = json.timestamp ?? json.date;
  const day = typeof when === 'string' ? when.slice(0, 10) : 'undated';
  return `\`${name}\`, ${json.quick ? 'quick' : 'full'}, ${day}`;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n} ms`;
const ratio = (n: number) => n.toFixed(2);

interface HttpRun {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

/** The goal-progress runs of the newest file that has them: a full bench:http run, or one with `--writes`. */
function writeRuns(files: BenchFiles): { one: HttpRun; ten: HttpRun; name: string; json: Json } {
  const candidates = ['http.json', 'http-writes.json']
    .filter((name) => files[name])
    .map((name) => {
      const json = file(files, name);
      const runs = (Array.isArray(json.runs) ? json.runs : []) as HttpRun[];
      const one = runs.find((r) => r.name === 'PUT goal progress, one conversation, 1 connection');
      const ten = runs.find((r) => r.name === 'PUT goal progress, one conversation, 10 connections');
      return { name, json, one, ten, date: String(json.date ?? '') };
    })
    .filter((c) => c.one && c.ten)
    .sort((a, b) => b.date.localeCompare(a.date));
  const newest = candidates[0];
  if (!newest) throw new Error('bench-results/http.json has no goal-progress runs: run npm run bench:http');
  return { one: newest.one!, ten: newest.ten!, name: newest.name, json: newest.json };
}

export function figureRows(files: BenchFiles): FigureRow[] {
  const es = file(files, 'eventstore.json');
  const esRun = run(es, 'eventstore.json');
  const appendRatio = num(es, 'append_vs_raw_ratio', 'eventstore.json');
  const lagP99 = num(es, 'lag_ms_p99', 'eventstore.json');
  const loneRatio = num(es, 'append_1_writer_vs_direct_ratio', 'eventstore.json');
  const writes = writeRuns(files);
  const writesRun = run(writes.json, writes.name);
  const rebuild = file(files, 'rebuild.json');
  const rebuildRatio = num(rebuild, 'parallel_vs_sequential_ratio', 'rebuild.json');
  const then = file(files, 'rebuild-then.json');
  const thenRatio = num(then, 'now_vs_then_ratio', 'rebuild-then.json');
  const slowest = String(rebuild.slowest_read_model ?? '?');
  return [
    {
      figure: 'appends, 8 writers (events/s)',
      value: int(num(es, 'append_8_writers_eps', 'eventstore.json')),
      baseline: `raw INSERT, 8 connections: ${int(num(es, 'raw_insert_8_writers_rps', 'eventstore.json'))}`,
      target: `ratio >= 1.0 (now ${ratio(appendRatio)})`,
      met: appendRatio >= 1,
      run: esRun,
    },
    {
      figure: 'appends, 1 writer (events/s)',
      value: int(num(es, 'append_1_writer_eps', 'eventstore.json')),
      baseline: `es_append without the queue, as before group commit: ${int(num(es, 'append_1_writer_direct_eps', 'eventstore.json'))}`,
      target: `no slower: ratio >= 1.0 (now ${ratio(loneRatio)})`,
      met: loneRatio >= 1,
      run: esRun,
    },
    {
      figure: 'append latency p50 / p99, 1 writer and 8 writers',
      value: `${ms(num(es, 'append_1_writer_p50_ms', 'eventstore.json'))} / ${ms(num(es, 'append_1_writer_p99_ms', 'eventstore.json'))}; ${ms(num(es, 'append_8_writers_p50_ms', 'eventstore.json'))} / ${ms(num(es, 'append_8_writers_p99_ms', 'eventstore.json'))}`,
      baseline: '—',
      target: 'reported',
      met: null,
      run: esRun,
    },
    {
      figure: `append to read model visible, p99 at ${int(num(es, 'lag_appends_per_s', 'eventstore.json'))} appends/s`,
      value: ms(lagP99),
      baseline: '—',
      target: '< 10 ms',
      met: lagP99 < 10,
      run: esRun,
    },
    {
      figure: 'PUT goal progress, 1 connection',
      value: `${int(writes.one.rps)} req/s, p50 ${ms(writes.one.p50)}`,
      baseline: '—',
      target: 'p50 <= 15 ms',
      met: writes.one.p50 <= 15,
      run: writesRun,
    },
    {
      figure: 'PUT goal progress, 10 connections on one conversation',
      value: `${int(writes.ten.rps)} req/s, p50 ${ms(writes.ten.p50)}, p99 ${ms(writes.ten.p99)}`,
      baseline: `1 connection: ${int(writes.one.rps)} req/s`,
      target: 'p50 <= 40 ms, >= 150 req/s, and at least the 1-connection rate',
      met: writes.ten.p50 <= 40 && writes.ten.rps >= 150 && writes.ten.rps >= writes.one.rps,
      run: writesRun,
    },
    {
      figure: `rebuild of every read model, side by side (${int(num(rebuild, 'events', 'rebuild.json'))} events, events/s)`,
      value: int(num(rebuild, 'parallel_eps', 'rebuild.json')),
      baseline: `one after the other: ${int(num(rebuild, 'sequential_eps', 'rebuild.json'))}`,
      target: `ratio >= 3 (now ${ratio(rebuildRatio)}); ready last: ${slowest} at ${int(num(rebuild, 'slowest_read_model_ms', 'rebuild.json'))} ms`,
      met: rebuildRatio >= 3,
      run: run(rebuild, 'rebuild.json'),
    },
    {
      figure: `rebuild against the code issue 27 measured (${String(then.then_commit ?? '?').slice(0, 7)}, events/s)`,
      value: int(num(then, 'now_eps', 'rebuild-then.json')),
      baseline: `that code: ${int(num(then, 'then_eps', 'rebuild-then.json'))}`,
      target: `ratio >= 3 (now ${ratio(thenRatio)})`,
      met: thenRatio >= 3,
      run: run(then, 'rebuild-then.json'),
    },
  ];
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function renderFiguresTable(rows: readonly FigureRow[]): string {
  const lines = [
    '| figure | this run | baseline, same run | target | met | run |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${[r.figure, r.value, r.baseline, r.target, r.met === null ? '—' : r.met ? 'yes' : '**no**', r.run].map(cell).join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}

/** The README with the table between its markers replaced by `table`. */
export function withFiguresTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${TABLE_START} ... ${TABLE_END} section for the table`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}
