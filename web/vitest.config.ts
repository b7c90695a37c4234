import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';

export default defineConfig({
  // The macros and PO catalogs compile as in the build, so components render their English texts.
  plugins: [linguiMacro(), react(), lingui({ configPath: `${import.meta.dirname}/lingui.config.ts` })],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    isolate: false,
    // A whole screen's journey in jsdom (the content editor, a case) takes 2 to 6 s on a busy two-core
    // machine; the tests wait on conditions, and this is only the point at which one is called stuck.
    testTimeout: 20_000,
  },
});
