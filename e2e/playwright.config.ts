import { defineConfig, devices } from '@playwright/test';
import type { Engine } from './support/database';

/** Debian's Chromium; never a browser downloaded by the test tool. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Every journey runs on SQLite; with TEST_DATABASE_URL (as in CI) the journeys that write (help,
 * inquiry, membership, the staff workflow, the Users screen, two-factor sign-in, content editing, password reset) run again on a throwaway PostgreSQL database.
 */
const postgresJourneys = ['staff.spec.ts', 'two-factor.spec.ts', 'before-scripts.spec.ts', 'help-loop.spec.ts', 'inquiry-loop.spec.ts', 'members.spec.ts', 'help-persistence.spec.ts', 'quick-help.spec.ts', 'inquiry.spec.ts', 'membership.spec.ts', 'users.spec.ts', 'signup.spec.ts', 'sign-in-throttles.spec.ts', 'content-editing.spec.ts', 'content-lists.spec.ts', 'password-reset.spec.ts'];

export default defineConfig<{ engine: Engine }>({
  testDir: './tests',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
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
    ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', testMatch: postgresJourneys, use: { engine: 'postgres' as const } }] : []),
  ],
});
