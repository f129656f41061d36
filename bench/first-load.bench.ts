/**
 * npm run bench:first-load
 *
 * Bytes over the wire for the first load of `/` (a visitor) and `/dashboard` (a signed-in user) in
 * Chromium against the built app (`npm run build` first), everything the page fetches until the
 * network is idle, as served now (brotli/gzip, issue 16) and as served before compression (the same
 * files with `Accept-Encoding: identity`). Writes bench-results/first-load.json.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { loadAverages, resultsFile, runBenchmark, withBenchApp, writeResults } from './lib/bench-app';

interface Load {
  requests: number;
  wireBytes: number;
  bodyBytes: number;
}

async function firstLoad(browser: Browser, url: string, token: string | null, compressed: boolean): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'nl-NL',
    extraHTTPHeaders: compressed ? {} : { 'Accept-Encoding': 'identity' },
  });
  await context.addInitScript((t) => {
    localStorage.setItem('cookieConsent', 'false');
    if (t) localStorage.setItem('token', t);
  }, token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const load: Load = { requests: 0, wireBytes: 0, bodyBytes: 0 };
  cdp.on('Network.dataReceived', (e: { dataLength: number }) => (load.bodyBytes += e.dataLength));
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    load.requests++;
    load.wireBytes += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return load;
}

runBenchmark(async () => {
  const staticDir = path.resolve(process.env.E2E_DIST ?? 'app/dist');
  const results = await withBenchApp('first-load', { env: { LOG_REQUESTS: '0' }, staticDir }, async ({ origin }) => {
    const res = await fetch(`${origin}/api/hr/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ naam: 'Bench', email: `bench-${Date.now()}@bench.example.nl`, password: 'geheim123' }),
    });
    if (!res.ok) throw new Error(`registration answered ${res.status}`);
    const { token } = (await res.json()) as { token: string };
    const browser = await launchBrowser();
    try {
      const rows = [];
      for (const [name, pagePath, as] of [
        ['/', '/', null],
        ['/dashboard', '/dashboard', token],
      ] as const) {
        const before = await firstLoad(browser, `${origin}${pagePath}`, as, false);
        const after = await firstLoad(browser, `${origin}${pagePath}`, as, true);
        const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
        console.log(
          `  ${name.padEnd(11)} ${after.requests} requests: ${kb(before.wireBytes)} uncompressed -> ${kb(after.wireBytes)} over the wire (${((after.wireBytes / before.wireBytes) * 100).toFixed(0)}%)`,
        );
        rows.push({ page: name, uncompressed: before, compressed: after, ratio: Number((after.wireBytes / before.wireBytes).toFixed(3)) });
      }
      return rows;
    } finally {
      await browser.close();
    }
  });
  await writeResults(resultsFile('first-load'), { load: loadAverages(), pages: results });
});
