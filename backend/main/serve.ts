import type { AddressInfo } from 'node:net';
import type { Config } from '../platform/config';
import { startRuntime } from './runtime';
import { listen, stopListening } from './server';

/** How long requests under way may take to finish once a stop signal came. */
export const GRACE_MS = 10_000;
/** Past this the process ends anyway: a stop that hangs must not keep a deploy waiting for ever. */
const HARD_LIMIT_MS = 30_000;

/**
 * Runs `stop` once on SIGTERM, SIGINT or SIGHUP, then exits 0 (1 when a step failed or the hard
 * limit passed). A repeated signal, e.g. Ctrl-C reaching both npm's child and the app, changes nothing.
 */
export function stopOnSignals(stop: (signal: string) => Promise<void>, log: (line: string) => void): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      log(`Afsluiten duurt langer dan ${HARD_LIMIT_MS / 1000} s; het proces stopt nu.`);
      process.exit(1);
    }, HARD_LIMIT_MS).unref();
    stop(signal).then(
      () => process.exit(0),
      (err: Error) => {
        log(`Afsluiten mislukt: ${err.message}`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, onSignal);
}

/**
 * The whole app on PORT until a stop signal: then no new connections or requests, the requests
 * under way finish (at most GRACE_MS), and only then the mail sender, projections, pool and the
 * embedded PostgreSQL stop, so every command that was answered is in the event store.
 */
export async function serve(config: Config, options: { staticDir?: string; log?: (line: string) => void } = {}) {
  const log = options.log ?? ((line: string) => console.log(line));
  const runtime = await startRuntime(config, { staticDir: options.staticDir, log });
  const server = await listen(runtime.app, config.port).catch(async (err: Error) => {
    await runtime.stop();
    throw err;
  });
  stopOnSignals(async (signal) => {
    log(`\n${signal}: afsluiten; lopende verzoeken krijgen tot ${GRACE_MS / 1000} s...`);
    const cut = await stopListening(server, GRACE_MS);
    if (cut) log(`${cut} verzoek(en) na ${GRACE_MS / 1000} s afgebroken.`);
    await runtime.stop();
    log('Afgesloten.');
  }, log);
  return { port: (server.address() as AddressInfo).port };
}
