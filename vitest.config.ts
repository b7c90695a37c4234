import { defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;

// One run covers shared, server (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) and web.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      { extends: 'server/vitest.config.ts', test: { name: 'server-sqlite', root: 'server', env: { TEST_ENGINE: 'sqlite' } } },
      ...(postgres
        ? [{ extends: 'server/vitest.config.ts', test: { name: 'server-postgres', root: 'server', env: { TEST_ENGINE: 'postgres' } } }]
        : []),
      'web/vitest.config.ts',
    ],
  },
});
