import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectFitsPhone, PHONE, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();

/** A visitor who made the cookie choice already (the banner has its own test). */
async function visit(path: string, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'false'));
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}${path}`);
  return { context, page };
}

const count = (page: Page) => page.locator('.help-count').innerText();

describe.runIf(run)('help centre', () => {
  it('searches case-insensitively over question, answer and category, filters videos and counts what it shows', async () => {
    const { context, page } = await visit('/publichelp');
    await expect.poll(() => count(page)).toBe('17 gesprekken');
    expect(await page.locator('.help-faq').count()).toBe(10);
    expect(await page.locator('.help-video').count()).toBe(7);
    await snap(page, 'publichelp-desktop');
    // Case ignored: 'EXCEL' finds the import question and the import video's description.
    await page.getByRole('searchbox', { name: 'Zoeken in het helpcentrum' }).fill('EXCEL');
    await expect.poll(() => count(page)).toBe('2 gesprekken');
    await expect.poll(() => page.getByText('Hoe importeer ik medewerkers uit Excel?').isVisible()).toBe(true);
    // A category name finds its items: three questions and a video of Account.
    await page.getByRole('searchbox', { name: 'Zoeken in het helpcentrum' }).fill('account');
    const accountHits = Number((await count(page)).split(' ')[0]);
    expect(accountHits).toBeGreaterThanOrEqual(4);
    await page.getByRole('checkbox', { name: 'Alleen video tutorials' }).check();
    await expect.poll(() => count(page)).toBe('1 gesprek');
    expect(page.url()).toContain('videos=true');
    await page.getByRole('searchbox', { name: 'Zoeken in het helpcentrum' }).fill('');
    await expect.poll(() => count(page)).toBe('7 gesprekken');
    expect(await page.locator('.help-faq').count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Zoeken in het helpcentrum' }).fill('xyzzy');
    await expect.poll(() => page.getByText('Niets gevonden').isVisible()).toBe(true);
    await context.close();
  });

  it('pre-checks the video filter with ?videos=true (the landing page links there)', async () => {
    const { context, page } = await visit('/publichelp?videos=true');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Alleen video tutorials' }).isChecked()).toBe(true);
    await expect.poll(() => count(page)).toBe('7 gesprekken');
    await context.close();
  });

  it("plays a video in a modal with the browser's own player, locks scrolling, and closes on Escape, the overlay and the close button", async () => {
    const { context, page } = await visit('/publichelp');
    const play = page.getByRole('button', { name: 'Video afspelen: Een POP-gesprek plannen' });
    const dialog = page.getByRole('dialog', { name: 'Een POP-gesprek plannen' });
    const locked = () => page.evaluate(() => document.body.style.overflow);

    await play.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const video = dialog.locator('video');
    expect(await video.getAttribute('controls')).not.toBeNull();
    // The recording is served by the app itself and really plays.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({
        error: v.error,
        width: v.videoWidth,
        seconds: v.duration > 5,
        src: new URL(v.currentSrc).origin,
      })),
    ).toEqual({
      error: null,
      width: 1280,
      seconds: true,
      src: app.baseUrl,
    });
    expect(await dialog.locator('track[kind="captions"]').count()).toBe(1);
    expect(await locked()).toBe('hidden');
    await snap(page, 'publichelp-video-desktop');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await locked()).toBe('');

    await play.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.mouse.click(8, 8);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await play.click();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await locked()).toBe('');
    await context.close();
  });

  it('works at phone width', async () => {
    const { context, page } = await visit('/publichelp', PHONE);
    await expect.poll(() => count(page)).toBe('17 gesprekken');
    await expectFitsPhone(page);
    await snap(page, 'publichelp-phone');
    await context.close();
  });
});

describe.runIf(run)('demo gallery', () => {
  it('shows 19 real screenshots one by one with previous/next, thumbnails and "x van 19", and links to /login and /contact', async () => {
    const { context, page } = await visit('/demo');
    const counter = () => page.locator('.demo__counter').innerText();
    await expect.poll(counter).toBe('1 van 19');
    expect(await page.locator('.demo__thumb img').count()).toBe(19);
    // Compressed, lazy thumbnails; only the shown screenshot is a full image.
    expect(await page.locator('.demo__thumb img[loading="lazy"]').count()).toBe(19);
    await expect.poll(() => page.locator('.demo__image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
    expect(await page.locator('.demo__image').getAttribute('src')).toMatch(/^\/media\/demo\/01-[a-z-]+\.webp$/);
    await snap(page, 'demo-desktop');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect.poll(counter).toBe('2 van 19');
    await page.getByRole('button', { name: 'Vorige' }).click();
    await page.getByRole('button', { name: 'Vorige' }).click();
    await expect.poll(counter).toBe('19 van 19');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect.poll(counter).toBe('1 van 19');
    await page.locator('.demo__thumb').nth(4).click();
    await expect.poll(counter).toBe('5 van 19');
    expect(await page.locator('.demo__thumb').nth(4).getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(counter).toBe('6 van 19');
    const sizes = await page.evaluate(async () => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return entries.filter((e) => e.name.includes('/media/demo/') && !e.name.includes('/thumbs/')).map((e) => e.encodedBodySize);
    });
    expect(Math.max(...sizes)).toBeLessThan(120_000);
    expect(await page.getByRole('link', { name: 'Probeer het zelf' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Neem contact op' }).getAttribute('href')).toBe('/contact');
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page } = await visit('/demo', PHONE);
    await expect.poll(() => page.locator('.demo__counter').innerText()).toBe('1 van 19');
    await expectFitsPhone(page);
    await snap(page, 'demo-phone');
    await context.close();
  });
});
