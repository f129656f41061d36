import fs from 'node:fs';
import path from 'node:path';
import Koa, { type Middleware } from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import serve from 'koa-static';
import { systemApi } from '../../contracts/api';
import { apiDocsAssets, apiDocsRoutes } from './api-docs';
import { bind } from './bind';
import { errorMiddleware } from './error-middleware';
import { healthHandler } from './health';
import { requestLog } from './request-log';
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

/** Every endpoint of the contract, bound under /api (the route coverage test reads its layers). */
export function apiRouter<D extends AppDeps>(deps: D, modules: ApiModule<D>[]): Router {
  const api = new Router({ prefix: '/api' });
  bind(api, deps, systemApi.health, healthHandler(deps));
  apiDocsRoutes(api, deps);
  for (const register of modules) register(api, deps);
  return api;
}

export function createApp<D extends AppDeps>({ deps, modules, staticDir, pages = [], log }: AppOptions<D>): Koa {
  const app = new Koa();
  // X-Forwarded-For is anyone's to write: believe it only behind as many proxies as configured.
  app.proxy = deps.config.trustProxy > 0;
  app.maxIpsCount = deps.config.trustProxy;
  app.use(requestLog(deps.config));
  app.use(errorMiddleware(log));

  const api = apiRouter(deps, modules);
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb' }));
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(apiDocsAssets);
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
