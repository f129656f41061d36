import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_BYTES, measureFirstLoad } from '../../app/build/first-load';
import { addGoal, companyWithEmployee, scheduleConversation, ZORGGROEP } from '../support/api-seed';
import { registerUser } from '../support/test-app';
import { seriousViolations } from './support/axe';
import { DESKTOP, openSignedIn, PHONE, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const distDir = path.resolve(process.env.E2E_DIST ?? 'app/dist');
const APP_URL = 'https://pop.example.nl';
const { run, app, browser } = useE2e({ APP_URL });

async function visit(pathname: string, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'false'));
  const page = await context.newPage();
  const response = await page.goto(`${app.baseUrl}${pathname}`);
  await page.waitForLoadState('networkidle');
  // networkidle does not always wait for a lazily loaded page to render: wait for its heading, past the spinner.
  await page.locator('h1').first().waitFor();
  await page.locator('.loading--page').waitFor({ state: 'detached' });
  return { context, page, status: response?.status() };
}

describe.runIf(run)('privacy, sitemap and the not-found page', () => {
  it('privacy: thirteen numbered sections with the retention periods, a back link and the date', async () => {
    const { context, page } = await visit('/privacy');
    const headings = await page.locator('.privacy__section h2').allInnerTexts();
    expect(headings).toHaveLength(13);
    headings.forEach((heading, i) => expect(heading).toMatch(new RegExp(`^${i + 1}\\. `)));
    expect(headings[12]).toBe('13. Contact');
    expect(headings[11]).toBe('12. Klachten bij de Autoriteit Persoonsgegevens');
    const text = await page.locator('.privacy').innerText();
    for (const period of [
      'tot maximaal 2 jaar na het einde van de overeenkomst',
      'POP-gesprekken: tot maximaal 7 jaar',
      'Factuurgegevens: 7 jaar',
      'Technische logs: tot maximaal 1 jaar',
    ]) {
      expect(text).toContain(period);
    }
    const today = new Date().toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
    expect(text).toContain(`Geraadpleegd op ${today}`);
    expect(await page.getByRole('button', { name: 'Terug' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Privacyverklaring | POP Planner');
    await snap(page, 'privacy-desktop');
    await context.close();
  });

  it('sitemap: the public pages and the pages after login, and a link to the XML sitemap', async () => {
    const { context, page } = await visit('/sitemap');
    for (const title of [
      'Home',
      'Help',
      'Demo',
      'Contact',
      'Privacyverklaring',
      'Prijzen',
      'Dashboard',
      'Bedrijven',
      'POP-gesprekken',
      'Beheer',
    ]) {
      // Polled: the list renders after the lazily loaded page, which networkidle does not always wait for.
      await expect.poll(() => page.locator('main').getByRole('link', { name: title, exact: true }).count(), { message: title }).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'sitemap.xml' }).getAttribute('href')).toBe('/sitemap.xml');
    const xml = await page.request.get(`${app.baseUrl}/sitemap.xml`);
    expect(await xml.text()).toContain(`<loc>${APP_URL}/publichelp</loc>`);
    await snap(page, 'sitemap-desktop');
    await context.close();
  });

  it('gives a visitor on an unknown path a clean not-found page with status 404; a signed-in user goes to the dashboard', async () => {
    const { context, page, status } = await visit('/bestaat-niet');
    expect(status).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Pagina niet gevonden' }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${app.baseUrl}/bestaat-niet`);
    expect(await page.title()).toBe('Pagina niet gevonden | POP Planner');
    await snap(page, 'not-found-desktop');
    await context.close();
    const user = await registerUser(app);
    const signedIn = await openSignedIn(browser, app.baseUrl, user.token, '/bestaat-niet');
    await signedIn.page.waitForURL(`${app.baseUrl}/dashboard`);
    await signedIn.context.close();
  });

  it('names the share image (1200x630) with an absolute address, and every public page has its title with the product suffix', async () => {
    const titles: Record<string, string> = {
      '/': 'POP-gesprekken voor HR managers | POP Planner',
      '/publichelp': 'Helpcentrum | POP Planner',
      '/demo': 'Demo | POP Planner',
      '/contact': 'Contact | POP Planner',
      '/sitemap': 'Sitemap | POP Planner',
      '/login': 'Inloggen | POP Planner',
    };
    const { context, page } = await visit('/');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${APP_URL}/og-image.png`);
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('nl_NL');
    const png = await page.request.get(`${app.baseUrl}/og-image.png`);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    for (const [pathname, title] of Object.entries(titles)) {
      await page.goto(`${app.baseUrl}${pathname}`);
      await expect.poll(() => page.title()).toBe(title);
    }
    await context.close();
  });
});

describe.runIf(run)('first load of the landing page', () => {
  it(`stays under ${FIRST_LOAD_BUDGET_BYTES / 1024} KB of gzipped script, as measured by the build and by a real load`, async () => {
    const built = await measureFirstLoad(distDir);
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${app.baseUrl}/`);
    await page.waitForLoadState('networkidle');
    const loaded = [...scripts].map((file) => zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length);
    const total = loaded.reduce((sum, n) => sum + n, 0);
    console.log(
      `First load of /: ${(total / 1024).toFixed(1)} KB gzipped script in ${loaded.length} files (the build measured ${(built.totalGzipBytes / 1024).toFixed(1)} KB).`,
    );
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    expect(total).toBe(built.totalGzipBytes);
    await context.close();
  });
});

describe.runIf(run)('accessibility (axe-core): no serious or critical violations', () => {
  const publicPaths = ['/', '/login', '/publichelp', '/demo', '/contact', '/privacy', '/sitemap', '/prijzen', '/bestaat-niet'];

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'public pages at %s width',
    async (_name, viewport) => {
      const found: string[] = [];
      for (const pathname of publicPaths) {
        const { context, page } = await visit(pathname, viewport);
        found.push(...(await seriousViolations(page)).map((v) => `${pathname}: ${v}`));
        if (viewport === PHONE)
          expect(await page.evaluate(() => document.documentElement.scrollWidth), pathname).toBeLessThanOrEqual(PHONE.width);
        await context.close();
      }
      expect(found).toEqual([]);
    },
    120_000,
  );

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'app pages of a signed-in user at %s width',
    async (_name, viewport) => {
      const user = await registerUser(app, { verified: true, naam: 'Iris Smit' });
      const [companyId, employeeId] = await companyWithEmployee(app, user, ZORGGROEP, {
        naam: 'Tim Bakker',
        email: `tim${viewport.width}@example.nl`,
      });
      const pop = await scheduleConversation(app, user, {
        bedrijf_id: companyId,
        medewerker_id: employeeId,
        datum_tijd: '2027-02-01T10:00',
        status: 'open',
      });
      await addGoal(app, user, pop, { omschrijving: 'Binnen drie maanden de cursus timemanagement afronden' });
      const found: string[] = [];
      const pages = [
        '/dashboard',
        '/companies',
        '/employees',
        '/goals',
        '/ambitions',
        '/templates',
        '/gesprek-templates',
        '/pop-conversations',
        `/pop-conversations/${pop}`,
        '/calendar',
        '/profile',
        '/publichelp',
        '/contact',
        '/privacy',
        '/sitemap',
        '/prijzen',
      ];
      const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/dashboard', viewport);
      await page.evaluate(() => localStorage.setItem('cookieConsent', 'false'));
      for (const pathname of pages) {
        await page.goto(`${app.baseUrl}${pathname}`);
        await page.waitForLoadState('networkidle');
        found.push(...(await seriousViolations(page)).map((v) => `${pathname}: ${v}`));
      }
      await context.close();
      expect(found).toEqual([]);
    },
    120_000,
  );
});
