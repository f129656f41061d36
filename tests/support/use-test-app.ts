import { afterAll, beforeAll } from 'vitest';
import { lateBound } from './late-bound';
import { startTestApp, type TestApp } from './test-app';

/**
 * Starts the real app on a fresh database before the file's tests (startTestApp with `env` and
 * `options`) and closes it after them; the returned app is usable inside tests and hooks.
 */
export function useTestApp(env: Record<string, string> = {}, options: Parameters<typeof startTestApp>[1] = {}): TestApp {
  const app = lateBound<TestApp>('the test app');
  beforeAll(async () => {
    app.set(await startTestApp(env, options));
  });
  afterAll(async () => {
    await app.current?.close();
  });
  return app.value;
}
