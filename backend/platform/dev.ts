/* npm run dev: the API (with embedded PostgreSQL) plus Vite's dev server with hot reload. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { loadConfig } from './config';
import { listen } from './server';
import { startRuntime } from './runtime';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const config = loadConfig();
  const runtime = await startRuntime(config);
  const api = await listen(runtime.app, config.port);
  const vite = await createServer({ configFile: path.join(root, 'app/vite.config.ts') });
  await vite.listen();
  console.log(`\nAPI op http://localhost:${config.port}/api`);
  vite.printUrls();
  const shutdown = async () => {
    await vite.close();
    await new Promise<void>((resolve) => api.close(() => resolve()));
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err: Error) => {
  console.error(`Starten mislukt: ${err.message}`);
  process.exit(1);
});
