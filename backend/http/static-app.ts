import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { isKnownPage } from '../../contracts/pages';

/**
 * The built React app. Files under /assets/ carry a content hash in their names and never change:
 * browsers keep them for a year. index.html and other unhashed files are revalidated on every load.
 * The build writes .br and .gz beside each file (app/vite.config.ts); koa-send serves those when the
 * browser accepts them, so nothing is compressed per request. Paths the app has no page for answer
 * 404 with the app, which shows visitors its not-found page (signed-in users go to the dashboard).
 * index.html's __APP_URL__ becomes APP_URL: a share image (og:image) needs an absolute address.
 */
export function staticApp(staticDir: string, appUrl: string): Middleware | undefined {
  const indexFile = path.join(staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const files = serve(staticDir, {
    index: false,
    brotli: true,
    gzip: true,
    setHeaders(res, file) {
      const hashed = path.relative(staticDir, file).startsWith(`assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = fs.readFileSync(indexFile, 'utf8').replaceAll('__APP_URL__', appUrl);
  const page: Middleware = async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (/\.[a-z0-9]+$/i.test(ctx.path)) {
      // A missing file, not a page: no app to render it.
      ctx.status = 404;
      ctx.body = 'Niet gevonden';
      return;
    }
    ctx.status = isKnownPage(ctx.path) ? 200 : 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = indexHtml;
  };
  return (ctx, next) => files(ctx, () => page(ctx, next));
}
