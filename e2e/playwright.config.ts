import { defineConfig, devices } from '@playwright/test';
import type { Engine } from './support/database';

/**
 * Debian's Chromium headless shell (`chromium-headless-shell`, installed by scripts/ensure-chromium.mjs);
 * never a browser downloaded by the test tool. The same Blink and V8 as Debian's `chromium`, without
 * the full browser's window machinery: the journeys took about a quarter less time in it (issue 39).
 */
export const chromiumPath = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Every journey runs on SQLite but two. With TEST_DATABASE_URL (as in CI) the help loop (a question
 * from the home page through operator, enabler, requester and rating to the report, and its case
 * views' layouts) and a case surviving a restart run on a throwaway PostgreSQL database instead: the
 * production build, its migrations and its pool against the real engine. Without it they run on
 * SQLite. Their path on SQLite is the staff journey's (the home form, the operator's assignment, the
 * enabler, the report) and the API tests' and process tests' (a restart, a crash), so running them
 * on both engines walked one path twice (issue 39). Everything else that depends on the engine is
 * tested through the API on both engines (the `server-postgres` Vitest project runs every server
 * test that opens a database again), so the other journeys, which test screens, are not repeated
 * (decision 029; issue 39 took the member sign-in, newsletter, event, session and directory journeys
 * off this list by that rule).
 */
const postgresJourneys = ['help-loop.spec.ts', 'help-persistence.spec.ts'];
const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig<{ engine: Engine }>({
  testDir: './tests',
  fullyParallel: false,
  // Two, in CI as here: each worker starts its own server and browser, and the machines have two cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs about a fifth of the run, and CI keeps only what the run prints:
    // E2E_TRACE=1 records one for each failing test, to open with `npx playwright show-trace`.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromiumPath,
      // No GPU here: Chromium composites in software either way; in the browser's own process that
      // is one process and its messages fewer per worker (issue 39: about a tenth of the browser's CPU).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--in-process-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'sqlite', ...(postgres ? { testIgnore: postgresJourneys } : {}), use: { engine: 'sqlite' } },
    ...(postgres ? [{ name: 'postgres', testMatch: postgresJourneys, use: { engine: 'postgres' as const } }] : []),
  ],
});
