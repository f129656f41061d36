import fs from 'node:fs';
import path from 'node:path';
import Koa, { type Middleware } from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import serve from 'koa-static';
import { errorMiddleware } from './error-middleware';
import type { ApiModule, AppDeps } from './deps';

export interface AppOptions<D extends AppDeps> {
  deps: D;
  modules: ApiModule<D>[];
  /** Built React app to serve at / (index.html for every non-API path). */
  staticDir?: string;
  /** Non-API pages mounted before the React app (the local mail inbox). */
  pages?: Middleware[];
  log?: (message: string, err: unknown) => void;
}

export function createApp<D extends AppDeps>({ deps, modules, staticDir, pages = [], log }: AppOptions<D>): Koa {
  const app = new Koa();
  app.proxy = true;
  app.use(errorMiddleware(log));

  const api = new Router({ prefix: '/api' });
  api.get('/health', (ctx) => {
    ctx.body = {
      status: 'ok',
      eventStore: deps.store.kind,
      projections: deps.projections.runners.map((r) => ({ name: r.projection.name, active: r.isActive, checkpoint: r.checkpoint })),
    };
  });
  for (const register of modules) register(api, deps);
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb' }));
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      ctx.status = 404;
      ctx.body = { message: 'Onbekende API-route' };
      return;
    }
    await next();
  });

  for (const page of pages) app.use(page);
  if (staticDir && fs.existsSync(path.join(staticDir, 'index.html'))) {
    app.use(serve(staticDir, { maxage: 0, index: 'index.html' }));
    const indexHtml = fs.readFileSync(path.join(staticDir, 'index.html'));
    app.use(async (ctx) => {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
      ctx.type = 'html';
      ctx.body = indexHtml;
    });
  }
  return app;
}
