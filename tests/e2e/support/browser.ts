import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Whether browser tests can run; under CI=true a missing browser is an error, not a skip. */
export function browserAvailable(): boolean {
  if (fs.existsSync(chromePath)) return true;
  const hint = `Chromium not found at ${chromePath}. Install it with: apt-get update && apt-get install -y chromium (or set CHROME_PATH).`;
  if (process.env.CI === 'true') throw new Error(hint);
  console.warn(`\n*** BROWSER TESTS SKIPPED *** ${hint}\n`);
  return false;
}

/**
 * Chromium for the browser tests. Every page it opens is watched for Content-Security-Policy
 * violations (the app is served with the production CSP); closing the browser fails the test file
 * when any were seen, so a change that needs inline script or a foreign host cannot slip through.
 * `extraArgs` adds flags, e.g. `--lang=nl-NL` for Dutch date fields in recordings.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
  const violations: string[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    });
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (...args: Parameters<Browser['close']>) => {
    await close(...args);
    if (violations.length) throw new Error(`Content-Security-Policy violations in the browser:\n${violations.join('\n')}`);
  };
  return browser;
}

const screenshotDir = path.resolve('tests/e2e/screenshots');

/** Saves a full-page screenshot under tests/e2e/screenshots (git-ignored) to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * The calls (other than GET) the page makes to paths matching `path` from now on, as
 * 'METHOD path body -> status at N ms', for explainedStep to tell when a step fails.
 */
export function recordCalls(page: Page, path: RegExp): string[] {
  const calls: string[] = [];
  const started = Date.now();
  page.on('response', (res) => {
    const req = res.request();
    const pathname = new URL(req.url()).pathname;
    if (req.method() !== 'GET' && path.test(pathname))
      calls.push(`${req.method()} ${pathname} ${req.postData() ?? ''} -> ${res.status()} at ${Date.now() - started} ms`);
  });
  return calls;
}

/**
 * Awaits `step`; when it fails, says what the page showed (its address, alerts and toasts) and
 * `details` (say, the calls it made), so a failure seen once in CI can be explained afterwards.
 */
export async function explainedStep(
  page: Page,
  step: Promise<void>,
  details: () => string[] | Promise<string[]> = () => [],
): Promise<void> {
  try {
    await step;
  } catch (error) {
    const shown = await page
      .locator('.alert, .toast')
      .allTextContents()
      .catch(() => ['(page closed)']);
    const lines = [`address: ${page.url()}`, `alerts and toasts: ${shown.join(' | ') || '(none)'}`, ...(await details())];
    throw new Error(`${(error as Error).message}\n${lines.join('\n')}`, { cause: error });
  }
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

/** Nothing on the page is wider than a phone's screen: no sideways scrolling. */
export async function expectFitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The end of a phone check: nothing scrolls sideways, the snapshot `shot` is taken, the context closed. */
export async function finishOnPhone({ context, page }: { context: BrowserContext; page: Page }, shot: string): Promise<void> {
  await expectFitsPhone(page);
  await snap(page, shot);
  await context.close();
}

/**
 * A new Dutch browser context signed in with `token` (stored the way the app stores it), on `path`.
 * The context belongs to the caller: close it at the end of the test.
 */
export async function openSignedIn(browser: Browser, baseUrl: string, token: string, path = '/dashboard', viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  // A returning user made the cookie choice long ago: the banner (tested in contact.e2e) stays away.
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('cookieConsent', 'false');
  }, token);
  await page.goto(`${baseUrl}${path}`);
  return { context, page };
}
