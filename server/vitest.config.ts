import { defineConfig } from 'vitest/config';

/** Suites that need Redis or several processes run in their own projects (root vitest.config.ts). */
export const serverTestExcludes = ['**/*.redis.test.ts', '**/*.scale.test.ts', '**/*.process.test.ts', '**/node_modules/**'];

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: serverTestExcludes,
    // One module graph per worker, not reset between files (decision 029, its issue 39 addendum): the
    // server's state lives on each file's own app (caches, kept answers, rate-limit windows, the
    // hashing pool, which createTestApp makes hash at the tests' lower cost, test/helpers.ts); its
    // modules hold constants, catalogs read once and WeakMaps keyed by an app or a request.
    isolate: false,
    // Password hashing costs most of a second by design; allow for it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
