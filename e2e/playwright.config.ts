import { defineConfig, devices } from '@playwright/test';
import type { Engine } from './support/database';

/** Debian's Chromium; never a browser downloaded by the test tool. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Every journey runs on SQLite. With TEST_DATABASE_URL (as in CI) the journeys that write through
 * the database (help, inquiries, members, sign-up, the staff workflow, users, two-factor, sign-in
 * throttles, content editing, password reset, form posts) run again on a throwaway PostgreSQL
 * database. Their layout and axe passes (the "at 375 px" tests) do not: a page's layout does not
 * depend on the engine behind it, and they would double the longest part of the run.
 */
const postgresJourneys = ['staff.spec.ts', 'two-factor.spec.ts', 'before-scripts.spec.ts', 'help-loop.spec.ts', 'inquiry-loop.spec.ts', 'members.spec.ts', 'help-persistence.spec.ts', 'users.spec.ts', 'signup.spec.ts', 'sign-in-throttles.spec.ts', 'content-editing.spec.ts', 'content-lists.spec.ts', 'password-reset.spec.ts'];
const layoutChecks = /\bat \d+ px\b|\baxe\b/;

export default defineConfig<{ engine: Engine }>({
  testDir: './tests',
  fullyParallel: false,
  // Two, in CI as here: each test starts its own server, and the machines have two cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'sqlite', use: { engine: 'sqlite' } },
    ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', testMatch: postgresJourneys, grepInvert: layoutChecks, use: { engine: 'postgres' as const } }] : []),
  ],
});
