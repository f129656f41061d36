import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { createApp } from '../../../backend/http/app';
import { allModules } from '../../../backend/http/routes/modules';
import { listen } from '../../../backend/main/server';
import { startTestApp, type TestApp } from '../../support/test-app';

export interface E2eApp extends TestApp {
  baseUrl: string;
}

// E2E_DIST lets parallel work build into its own folder (`npx vite build --config app/vite.config.ts --outDir /tmp/x`).
const distDir = path.resolve(process.env.E2E_DIST ?? 'app/dist');

/** The real app serving the built React app on a free port, with a real SMTP receiver; `env` adds configuration. */
export async function startE2eApp(env: Record<string, string> = {}): Promise<E2eApp> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('app/dist is missing: run `npm run build` first (npm test does it).');
  }
  const testApp = await startTestApp(env);
  const app = createApp({ deps: testApp.runtime.deps, modules: allModules(), staticDir: distDir });
  const server: http.Server = await listen(app, 0);
  const port = (server.address() as { port: number }).port;
  return {
    ...testApp,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await testApp.close();
    },
  };
}
