import { defineConfig } from 'vitest/config';

/** Suites that need Redis or several processes run in their own projects (root vitest.config.ts). */
export const serverTestExcludes = ['**/*.redis.test.ts', '**/*.scale.test.ts', '**/*.process.test.ts', '**/node_modules/**'];

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: serverTestExcludes,
    // New password hashes at 2^14 in these in-process tests (test/setup.ts says why).
    setupFiles: ['test/setup.ts'],
    isolate: false,
    // Password hashing costs most of a second by design; allow for it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
