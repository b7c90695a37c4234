import path from 'node:path';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * Compiles Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) with Babel before React's transform.
 * @vitejs/plugin-react 6 dropped its `babel` option for @rolldown/plugin-babel, which needs Node 22;
 * this runs only Lingui's Babel plugin, only on files that import a macro. The build and the
 * component tests both use it (docs/decisions/026-languages.md).
 */
export function linguiMacro(): Plugin {
  // The web's config whichever folder the tool runs from (the root's Vitest runs every workspace).
  const linguiConfig = getConfig({ configPath: path.join(import.meta.dirname, '..', 'lingui.config.ts') });
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !/@lingui\/(core|react)\/macro/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
