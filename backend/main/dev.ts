/* npm run dev: the API (with embedded PostgreSQL) plus Vite's dev server with hot reload. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { loadConfig } from '../platform/config';
import { listen, stopListening } from './server';
import { startRuntime } from './runtime';
import { GRACE_MS, stopOnSignals } from './serve';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  // A server logs its requests unless LOG_REQUESTS=0.
  const config = loadConfig({ LOG_REQUESTS: '1', ...process.env });
  const runtime = await startRuntime(config);
  const api = await listen(runtime.app, config.port);
  const vite = await createServer({ configFile: path.join(root, 'app/vite.config.ts') });
  await vite.listen();
  console.log(`\nAPI op http://localhost:${config.port}/api`);
  vite.printUrls();
  stopOnSignals(async () => {
    await vite.close();
    await stopListening(api, GRACE_MS);
    await runtime.stop();
  }, console.log);
}

main().catch((err: Error) => {
  console.error(`Starten mislukt: ${err.message}`);
  process.exit(1);
});
