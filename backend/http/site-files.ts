import type { Middleware } from 'koa';
import { appPages, listedPages, publicPages } from '../../contracts/pages';
import type { Config } from '../platform/config';

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The public pages as a sitemap (sitemaps.org 0.9) with absolute addresses under APP_URL. */
export function sitemapXml(appUrl: string): string {
  const urls = listedPages(publicPages).map((page) => `  <url><loc>${escapeXml(`${appUrl}${page.path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read the public pages; the API, the local mail inbox and the pages behind the login are of no use to them. */
export function robotsTxt(appUrl: string): string {
  const closed = ['/api/', '/dev/', ...appPages.filter((page) => !page.path.includes(':')).map((page) => page.path)];
  return ['User-agent: *', ...closed.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
}

/**
 * /sitemap.xml and /robots.txt, made from contracts/pages.ts and APP_URL (the addresses in them must
 * be absolute, so they cannot be files of the build).
 */
export function siteFiles(config: Pick<Config, 'appUrl'>): Middleware {
  const files: Record<string, { type: string; body: string }> = {
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: sitemapXml(config.appUrl) },
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: robotsTxt(config.appUrl) },
  };
  return async (ctx, next) => {
    const file = files[ctx.path];
    if (!file || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.type = file.type;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = file.body;
  };
}
