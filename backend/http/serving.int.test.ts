import fs from 'node:fs';
import path from 'node:path';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/support/use-test-app';
import { allModules } from './routes/modules';
import { createApp } from './app';

// The build npm test makes first (or E2E_DIST for a build elsewhere).
const distDir = path.resolve(process.env.E2E_DIST ?? 'app/dist');
const app = useTestApp();
let web: ReturnType<typeof supertest>;
let script: string;
beforeAll(async () => {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} has no build: run npm run build first`);
  web = supertest(createApp({ deps: app.runtime.deps, modules: allModules(), staticDir: distDir }).callback());
  script = `/assets/${fs.readdirSync(path.join(distDir, 'assets')).find((f) => f.startsWith('index-') && f.endsWith('.js'))}`;
});

describe('every answer carries security headers', () => {
  it.each(['/', '/dashboard', '/api/health', '/api/hr/profile'])('%s', async (url) => {
    const res = await web.get(url);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds Strict-Transport-Security when the public address is https', async () => {
    const secure = createApp({
      deps: { ...app.runtime.deps, config: { ...app.runtime.deps.config, appUrl: 'https://pop.example.nl' } },
      modules: [],
    });
    const res = await supertest(secure.callback()).get('/api/health');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});

describe('files are cached and compressed', () => {
  it('keeps hashed assets for a year and revalidates index.html', async () => {
    const asset = await web.get(script).expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await web.get('/').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<div id="root">');
  });

  it('sends the precompressed brotli or gzip file the browser accepts', async () => {
    const plain = fs.statSync(path.join(distDir, script)).size;
    const br = await web.get(script).set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    // What travels is the .br file (the client here decompresses it again).
    expect(Number(br.headers['content-length'])).toBeLessThan(plain / 2);
    const gz = await web.get(script).set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('compresses large JSON answers', async () => {
    const res = await web.get('/api/openapi.json').set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });
});

describe('what does not exist, and what is too big', () => {
  it('answers unknown /api paths with JSON 404, never the app', async () => {
    const res = await web.get('/api/bestaat-niet').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.message).toBe('Onbekende API-route');
  });

  it('answers a path the app has no page for with 404 (the app shows its not-found page) and known pages with 200', async () => {
    const missing = await web.get('/bestaat-niet');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<div id="root">');
    await web.get('/pop-conversations/12').expect(200);
    await web.get('/prijzen').expect(200);
    expect((await web.get('/assets/weg.js')).status).toBe(404);
  });

  it('refuses a JSON body over 256 kB with 413 and a Dutch message', async () => {
    const res = await web
      .post('/api/hr/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(300_000), password: 'x' }));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Het verzoek is te groot.');
  });
});
