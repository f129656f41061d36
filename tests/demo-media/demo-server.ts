import fs from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../backend/http/app';
import { loadConfig } from '../../backend/platform/config';
import { startEmbeddedPostgres } from '../../backend/platform/embedded-postgres';
import { allModules } from '../../backend/http/routes/modules';
import { startRuntime, type Runtime } from '../../backend/main/runtime';
import { listen } from '../../backend/main/server';

export interface DemoServer {
  baseUrl: string;
  runtime: Runtime;
  stop(): Promise<void>;
}

/** A promo code that puts the demo account on Pro, so the plan's limits leave room for the demo's data. */
export const DEMO_PROMO = 'DEMOMEDIA';

/**
 * The whole app on a throwaway embedded PostgreSQL, serving the built React app from `distDir`, with
 * its local mail catcher (no SMTP_URL): what a visitor of the demo would see, nothing of the machine's own data.
 */
export async function startDemoServer(distDir: string, log: (line: string) => void): Promise<DemoServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-demo-media-'));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), persistent: false, notice: log });
  let runtime: Runtime | undefined;
  let server: http.Server | undefined;
  try {
    const config = loadConfig({
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      APP_URL: 'http://localhost:5000',
      PROMO_CODES: `${DEMO_PROMO}:pro:12`,
      RATE_LIMIT_FACTOR: '100',
    });
    runtime = await startRuntime(config, { log: () => undefined });
    const app = createApp({
      deps: runtime.deps,
      modules: allModules(),
      staticDir: distDir,
      pages: runtime.mail.middleware ? [runtime.mail.middleware] : [],
    });
    server = await listen(app, 0);
    const port = (server.address() as { port: number }).port;
    const started = { runtime, server };
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      runtime,
      async stop() {
        await new Promise<void>((resolve) => started.server.close(() => resolve()));
        started.server.closeAllConnections();
        await started.runtime.stop();
        await pg.stop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await runtime?.stop().catch(() => undefined);
    await pg.stop().catch(() => undefined);
    throw err;
  }
}
