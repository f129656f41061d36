import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../platform/config';
import { ensureAppBuilt } from './app-build';
import { serve } from './serve';
import { describeAiProvider } from '../adapters/ai/create-provider';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  // A server logs its requests unless LOG_REQUESTS=0.
  const config = loadConfig({ LOG_REQUESTS: '1', ...process.env });
  const staticDir = await ensureAppBuilt(root);
  await serve(config, { staticDir });
  console.log(`\nPOP Planner draait op ${config.appUrl} (API onder ${config.appUrl}/api)`);
  console.log(describeAiProvider(config));
  console.log('Stoppen met Ctrl-C.');
}

main().catch((err: Error) => {
  console.error(`\nStarten mislukt: ${err.message}`);
  process.exit(1);
});
