import type { Browser, BrowserContext, Page } from 'playwright-core';
import { cursorScript } from './cursor';

export const VIDEO_SIZE = { width: 1280, height: 720 };

/**
 * A Dutch browser context on the demo server: signed in with `token` (stored as the app stores it) or
 * anonymous, the cookie choice made (so the banner stays out of the pictures), a visible pointer for films.
 */
export async function openDemoPage(
  browser: Browser,
  baseUrl: string,
  options: { token?: string; viewport: { width: number; height: number }; pointer?: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    deviceScaleFactor: 1,
  });
  if (options.pointer) await context.addInitScript({ content: cursorScript });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((token) => {
    localStorage.setItem('cookieConsent', 'false');
    if (token) localStorage.setItem('token', token);
  }, options.token ?? '');
  return { context, page };
}
