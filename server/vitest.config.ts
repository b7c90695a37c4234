import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Password hashing costs most of a second by design; allow for it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
