import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Middleware } from 'koa';
import { systemApi } from '../../contracts/api';
import { createOpenApiDocument } from '../../contracts/openapi';
import { bind } from './bind';
import type { ApiModule } from './deps';

const ASSETS = '/api/docs/assets/';
const assetDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSET_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'application/javascript',
};

const PAGE = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>POP Planner API</title>
    <link rel="stylesheet" href="${ASSETS}swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ASSETS}swagger-ui-bundle.js"></script>
    <script src="${ASSETS}init.js"></script>
  </body>
</html>
`;
// A file of its own, so the page needs no inline script (Content-Security-Policy).
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/**
 * GET /api/openapi.json and /api/docs, rendered by Swagger UI. The description is the one the build
 * generated from the contract (app/build/post-build.ts); without a build, the same is generated here.
 */
export function apiDocsRoutes(builtFile?: string): ApiModule {
  return (router, deps) => {
    let document: Promise<Record<string, unknown>> | undefined;
    const load = async () => {
      const built = builtFile ? await fs.readFile(builtFile, 'utf8').catch(() => undefined) : undefined;
      return built ? (JSON.parse(built) as Record<string, unknown>) : (createOpenApiDocument() as unknown as Record<string, unknown>);
    };
    bind(router, deps, systemApi.openapi, () => (document ??= load()));
    bind(router, deps, systemApi.docs, async (ctx) => {
      ctx.type = 'html';
      ctx.body = PAGE;
    });
  };
}

/** The renderer's own files, from the swagger-ui-dist package. */
export const apiDocsAssets: Middleware = async (ctx, next) => {
  if (!ctx.path.startsWith(ASSETS) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  const name = ctx.path.slice(ASSETS.length);
  if (name === 'init.js') {
    ctx.type = 'application/javascript';
    ctx.body = INIT;
    return;
  }
  const type = ASSET_FILES[name];
  if (!type) return next();
  ctx.type = type;
  ctx.set('Cache-Control', 'public, max-age=86400');
  ctx.body = await fs.readFile(path.join(assetDir, name));
};
