import path from 'node:path';
import zlib from 'node:zlib';
import Koa, { type Middleware } from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import compress from 'koa-compress';
import { allEndpoints, systemApi } from '../../contracts/api';
import { apiDocsAssets, apiDocsRoutes } from './api-docs';
import { bind } from './bind';
import { errorMiddleware } from './error-middleware';
import { healthHandler } from './health';
import { rawBodies } from './raw-body';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';
import { siteFiles } from './site-files';
import { staticApp } from './static-app';
import type { ApiModule, AppDeps } from './deps';

/** The largest JSON body: a 50,000-character report in UTF-8 with room to spare. The import has its own 5 MB. */
const JSON_LIMIT = '256kb';

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
export function apiRouter<D extends AppDeps>(deps: D, modules: ApiModule<D>[], staticDir?: string): Router {
  const api = new Router({ prefix: '/api' });
  bind(api, deps, systemApi.health, healthHandler(deps));
  apiDocsRoutes(staticDir && path.join(staticDir, 'openapi.json'))(api, deps);
  for (const register of modules) register(api, deps);
  return api;
}

export function createApp<D extends AppDeps>({ deps, modules, staticDir, pages = [], log }: AppOptions<D>): Koa {
  const app = new Koa();
  // X-Forwarded-For is anyone's to write: believe it only behind as many proxies as configured.
  app.proxy = deps.config.trustProxy > 0;
  app.maxIpsCount = deps.config.trustProxy;
  app.use(requestLog(deps.config));
  app.use(securityHeaders(deps.config));
  app.use(errorMiddleware(log));
  // JSON, HTML and scripts made per request; the built files come precompressed (static-app.ts).
  app.use(compress({ threshold: 1024, br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } }));

  const api = apiRouter(deps, modules, staticDir);
  // Signed webhooks keep their bytes (bodyType 'raw' in the contract); everything else is JSON.
  app.use(rawBodies(allEndpoints()));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_LIMIT }));
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

  app.use(siteFiles(deps.config));
  for (const page of pages) app.use(page);
  const site = staticDir ? staticApp(staticDir, deps.config.appUrl) : undefined;
  if (site) app.use(site);
  return app;
}
