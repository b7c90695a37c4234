import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { serverTestExcludes } from './server/vitest.config.ts';
import { ownEnvironmentFiles, webProject } from './web/vitest.config.ts';

/**
 * The server's test files that never open a database: they do not import `test/helpers.ts`, the
 * one way a server test gets one (on the engine under test). They run once, in the SQLite project;
 * running them again on PostgreSQL would test the same code twice (issue 39: some of them, the
 * password-hash cost and the catalogs' inventories, are among the slowest files).
 */
function engineFreeServerTests(): string[] {
  const root = path.resolve(import.meta.dirname, 'server');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /^(src|test)\//.test(file) && file.endsWith('.test.ts') && !/\.(redis|scale|process)\.test\.ts$/.test(file),
  );
  return files.filter((file) => !/from '[./]*(test\/)?helpers'/.test(readFileSync(path.join(root, file), 'utf8')));
}

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;

// One run covers shared, server (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) and web.
export default defineConfig({
  test: {
    // Vitest's default on a two-core machine is one worker, yet most files wait on I/O (a database,
    // a hashing thread, a child process): three at once roughly halves the run, and a fourth keeps
    // the cores busy while the process tests wait on their servers' ticks (issue 39: 306 → 278 s).
    maxWorkers: 4,
    projects: [
      { test: { name: 'shared', root: 'shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      { extends: 'server/vitest.config.ts', test: { name: 'server-sqlite', root: 'server', env: { TEST_ENGINE: 'sqlite' } } },
      ...(postgres
        ? [
            {
              extends: 'server/vitest.config.ts',
              test: {
                name: 'server-postgres',
                root: 'server',
                env: { TEST_ENGINE: 'postgres' },
                exclude: [...serverTestExcludes, ...engineFreeServerTests()],
              },
            },
          ]
        : []),
      // Tests of the shared Redis store need a Redis server (CI has one on 127.0.0.1:6379).
      ...(redis
        ? [
            {
              test: {
                name: 'server-redis',
                root: 'server',
                environment: 'node',
                include: ['src/**/*.redis.test.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { TEST_ENGINE: 'sqlite' },
              },
            },
          ]
        : []),
      // Two real server processes on one PostgreSQL database and one Redis; each file has its own
      // database, Redis key prefix or throwaway cluster, so the files run beside the others (the
      // scheduler's file mostly waits for the processes' 30-second ticks).
      ...(postgres && redis
        ? [
            {
              test: {
                name: 'scale-out',
                root: 'server',
                environment: 'node',
                globalSetup: ['test/build-server.global.ts'],
                include: ['test/**/*.scale.test.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      // Real server processes on SQLite (crash and restart).
      {
        test: {
          name: 'processes',
          root: 'server',
          environment: 'node',
          globalSetup: ['test/build-server.global.ts'],
          include: ['test/**/*.process.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      'web/vitest.config.ts',
      webProject('web-hydration', { include: ownEnvironmentFiles, isolate: true }),
    ],
  },
});
