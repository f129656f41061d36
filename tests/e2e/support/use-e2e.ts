import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { lateBound } from '../../support/late-bound';
import { browserAvailable, launchBrowser } from './browser';
import { startE2eApp, type E2eApp } from './e2e-app';

/**
 * The setup every browser test file shares: whether Chromium is there (`run`, for `describe.runIf`),
 * and, when it is, the app serving the built React app (startE2eApp with `env`) and a browser,
 * started before the file's tests and closed after them (the browser first: closing it fails the
 * file on Content-Security-Policy violations). `app` and `browser` are usable inside tests and hooks.
 */
export function useE2e(env: Record<string, string> = {}): { run: boolean; app: E2eApp; browser: Browser } {
  const run = browserAvailable();
  const app = lateBound<E2eApp>('the e2e app');
  const browser = lateBound<Browser>('the browser');
  beforeAll(async () => {
    if (!run) return;
    app.set(await startE2eApp(env));
    browser.set(await launchBrowser());
  });
  afterAll(async () => {
    await browser.current?.close();
    await app.current?.close();
  });
  return { run, app: app.value, browser: browser.value };
}
