import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadRootEnvFile, resolveWebDistDir } from '../server/src/config';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';
import { lowPriorityScripts } from './scripts/vite-script-priority.ts';

// WEB_DIST_DIR (from the environment or the root .env) moves the build; the server reads the same variable.
loadRootEnvFile();
const outDir = resolveWebDistDir();

// In development the API runs on its own port (3000) and Vite proxies /api to it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [linguiMacro(), react(), lingui({ configPath: `${import.meta.dirname}/lingui.config.ts` }), tailwindcss(), lowPriorityScripts()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The prerender bundle carries its dependencies, so it runs from any build folder.
  ssr: { noExternal: true },
  // wouter's useSyncExternalStore is React's own, not the shim for React before 18 (issue 39); the server's
  // render takes React's request store without Node's async hooks, which would slow every later
  // request (src/lib/render-storage.ts).
  resolve: {
    alias: [
      USE_SYNC_EXTERNAL_STORE_FROM_REACT,
      ...(isSsrBuild ? [{ find: /^(node:)?async_hooks$/, replacement: `${import.meta.dirname}/src/lib/render-storage.ts` }] : []),
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    assetsDir: 'assets',
    sourcemap: false,
    // A catalog's chunk is named by its group and language (`site-ml-<hash>.js`), so the budget test finds it.
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${catalogName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
        // The small modules the first load shares with later screens, in one chunk rather than one each.
        manualChunks: isSsrBuild
          ? undefined
          : (id: string) => (FIRST_LOAD_SHARED.some((part) => id.includes(part)) ? 'first-load-shared' : undefined),
      },
    },
  },
}));

/**
 * wouter imports `useSyncExternalStore` from `use-sync-external-store/shim`, which carries its own
 * version for React before 18 and picks React's at run time; the bundles take React's directly.
 */
const USE_SYNC_EXTERNAL_STORE_FROM_REACT = { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' };

/** Modules of the home page's first load that later screens import too (decisions.md 18's budget counts each chunk's own overhead). */
const FIRST_LOAD_SHARED = [
  '/src/lib/api-client',
  '/src/lib/staff-sign-in-store',
  '/src/lib/initial-data',
  'react/jsx-runtime',
  'react/cjs/react-jsx-runtime',
];

/** `…/src/locales/site/ml.po` → `site-ml`. */
function catalogName(moduleId: string | null): string | undefined {
  const match = /\/locales\/([a-z]+)\/([a-z-]+)\.po$/.exec(moduleId ?? '');
  return match ? `${match[1]}-${match[2]}` : undefined;
}
