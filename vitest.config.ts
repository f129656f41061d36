import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    include: ['{contracts,events,backend,app,tests}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for state that arrives eventually (a projection, a mail, a browser update):
    // 1 s by default, which a loaded CI machine with three browsers and PostgreSQLs does not always meet.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    maxWorkers: 3,
  },
});
