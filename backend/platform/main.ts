import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { ensureAppBuilt } from './app-build';
import { listen } from './server';
import { startRuntime } from './runtime';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const config = loadConfig();
  const staticDir = await ensureAppBuilt(root);
  const runtime = await startRuntime(config, { staticDir });
  const server = await listen(runtime.app, config.port);
  console.log(`\nPOP Planner draait op ${config.appUrl} (API onder ${config.appUrl}/api)`);
  console.log('Stoppen met Ctrl-C.');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: afsluiten...`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await runtime.stop();
    console.log('Afgesloten.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: Error) => {
  console.error(`\nStarten mislukt: ${err.message}`);
  process.exit(1);
});
