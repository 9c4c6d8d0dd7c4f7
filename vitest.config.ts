import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests beside the code, integration tests through app.inject on a
// fresh database, and browser tests against the real built server in Debian's Chromium.
export default defineConfig({
  test: {
    env: { TZ: 'Europe/Berlin' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{core,app,search,db,services,server,demo,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Pure tests: one module graph for all files (62 → 27 s on 2 cores; issue 20). A test
          // that changes shared state (vi.mock, vi.stubEnv, fake timers) restores it itself.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**', 'build/**'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph for all files (each file still builds its own app on its own
          // database; the per-process caches are keyed by that app's objects): the app's modules
          // were loaded anew for each of the 78 files, 880 → 510 s on 2 cores (issue 20).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for the page (a search, a navigation) to settle; vitest's default
          // of 1 s was shorter than a search takes on a loaded 2-core CI machine, and the tests
          // that failed there passed when run alone. A poll that passes still returns at once.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          // Each file starts its own server and Chromium and stops them again; the test modules
          // (playwright-core, axe-core, the fixtures) are loaded once per lane (issue 20).
          isolate: false,
        },
      },
    ],
  },
});
