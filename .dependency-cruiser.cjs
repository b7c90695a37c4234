/**
 * dependency-cruiser (npm test): the import graph's rules (issue 40). No module imports itself through
 * others (types count: a cycle of types is a cycle of meaning), and no server feature imports another
 * feature's repository. No exceptions.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself through its imports: move what both need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-other-feature-repository',
      severity: 'error',
      comment:
        "Routes → service → repository (docs/architecture.md): a feature reaches another feature's tables through that feature's service or a non-repository helper it exports, never its repository. Tests may seed other features' tables.",
      from: { path: '^server/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/src/features/[^/]+/.*\\.repository\\.ts$', pathNot: '^server/src/features/$1/' },
    },
    {
      name: 'web-feature-through-index',
      severity: 'error',
      comment:
        'A web feature reaches another feature only through what that feature exports for others, its index.ts; generic hooks and helpers live in web/src/lib, generic UI in web/src/components. A lazy route import (import() of a page) may name the page itself so its chunk stays split. Tests may reach inside.',
      from: { path: '^web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^web/src/features/[^/]+/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.ts$'],
        dynamic: false,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
