import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { appPages, listedPages, publicPages } from '../../contracts/pages';
import { allModules } from './routes/modules';
import { useTestApp } from '../../tests/support/use-test-app';
import { createApp } from './app';

const APP_URL = 'https://pop.example.nl';
const app = useTestApp({ APP_URL });

describe('/sitemap.xml', () => {
  it('is a valid sitemaps.org 0.9 urlset of every listed public page, with absolute addresses under APP_URL', async () => {
    const res = await app.api.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.text)).toBe(true);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(res.text);
    // The structure of the schema: <urlset xmlns=...> holding <url> elements, each exactly one <loc> (2,048 characters at most).
    expect(Object.keys(doc).filter((key) => key !== '?xml')).toEqual(['urlset']);
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = doc.urlset.url as Record<string, unknown>[];
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    for (const url of urls) {
      expect(Object.keys(url)).toEqual(['loc']);
      const loc = String(url.loc);
      expect(loc.length).toBeLessThanOrEqual(2048);
      expect(new URL(loc).origin).toBe(APP_URL);
    }
    const locs = urls.map((url) => String(url.loc));
    expect(locs).toEqual(listedPages(publicPages).map((page) => `${APP_URL}${page.path}`));
    for (const page of ['/', '/publichelp', '/demo', '/contact', '/privacy', '/sitemap', '/prijzen', '/login'])
      expect(locs).toContain(`${APP_URL}${page}`);
    // Pages reached with a token from a mail, and pages behind the login, are not for search engines.
    expect(locs).not.toContain(`${APP_URL}/verify-email`);
    expect(locs).not.toContain(`${APP_URL}/reset-password`);
    expect(locs).not.toContain(`${APP_URL}/dashboard`);
  });
});

describe('/robots.txt', () => {
  it('names the sitemap by its absolute address and keeps crawlers out of the API and the pages behind the login', async () => {
    const res = await app.api.get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/api\/$/m);
    for (const page of appPages.filter((p) => !p.path.includes(':'))) expect(res.text).toContain(`Disallow: ${page.path}\n`);
    expect(res.text).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('the share image', () => {
  it('gets an absolute address from APP_URL in the page every visitor loads', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'og-'));
    try {
      await fs.writeFile(
        path.join(dir, 'index.html'),
        '<meta property="og:image" content="__APP_URL__/og-image.png"><div id="root"></div>',
      );
      const web = supertest(createApp({ deps: app.runtime.deps, modules: allModules(), staticDir: dir }).callback());
      for (const page of ['/', '/publichelp', '/bestaat-niet']) {
        const res = await web.get(page);
        expect(res.text).toContain(`<meta property="og:image" content="${APP_URL}/og-image.png">`);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
