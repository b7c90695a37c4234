import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';

/**
 * Files that hydrate a page of their own (React's hydration, the document's listeners): each runs
 * in a fresh environment, in the root config's `web-hydration` project, not in the shared one.
 */
// The server entry's streaming render (entry-server.events.test) leaves React's context values set
// for the client renders of the files after it, so it runs alone too.
export const ownEnvironmentFiles = ['src/lib/early-input.test.tsx', 'src/entry-server.events.test.tsx'];

/** A project of the web's tests: the macros and PO catalogs compile as in the build, so components render their English texts. */
export function webProject(name: string, test: NonNullable<ViteUserConfig['test']>): ViteUserConfig {
  return defineConfig({
    plugins: [linguiMacro(), react(), lingui({ configPath: `${import.meta.dirname}/lingui.config.ts` })],
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    test: {
      name,
      root: import.meta.dirname,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      // A whole screen's journey in jsdom (the content editor, a case) takes 2 to 6 s on a busy two-core
      // machine; the tests wait on conditions, and this is only the point at which one is called stuck.
      testTimeout: 20_000,
      ...test,
    },
  });
}

// One module graph and one jsdom per worker (decision 029); the setup file gives each file the
// site's own modules afresh.
export default webProject('web', {
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ['**/node_modules/**', ...ownEnvironmentFiles],
  isolate: false,
});
