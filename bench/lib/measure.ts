/** Small measuring helpers shared by the event store benchmark. */
import { performance } from 'node:perf_hooks';

/**
 * Runs `writers` concurrent loops, each awaiting `op(writer)` back to back until `ms` passed
 * (closed loop: a writer starts its next operation when the previous one resolved, like a
 * command handler). Returns completed operations per second over the real elapsed time,
 * which includes the last operations that finish after the deadline. `latencies` collects each
 * operation's milliseconds.
 */
export async function throughput(
  writers: number,
  ms: number,
  op: (writer: number) => Promise<void>,
  latencies?: number[],
): Promise<number> {
  let done = 0;
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (performance.now() < deadline) {
        const opStarted = performance.now();
        await op(writer);
        latencies?.push(performance.now() - opStarted);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** Nearest-rank percentile of unsorted samples; 0 for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** The middle value; of an even count, the mean of the two in the middle (not the lower one, as percentile's rank would take). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

/** Milliseconds a promise took, with its value. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** Logs at most one line every `everyMs`, so long phases show they are alive without flooding. */
export function throttledLog(everyMs = 2000, log: (line: string) => void = console.log) {
  let last = 0;
  return (line: () => string, force = false) => {
    const now = Date.now();
    if (!force && now - last < everyMs) return;
    last = now;
    log(line());
  };
}

/** Calls `probe` every `everyMs` and logs its line until stopped; for phases we cannot hook into. */
export function ticker(everyMs: number, probe: () => Promise<string>): () => void {
  const timer = setInterval(() => {
    probe()
      .then((line) => console.log(line))
      .catch(() => undefined);
  }, everyMs);
  return () => clearInterval(timer);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 12345.6 -> "12,346" */
export function fmt(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
