/**
 * dependency-cruiser (npm test): the import graph's rules (issue 40). No module imports itself through
 * others (types count: a cycle of types is a cycle of meaning), and no server feature imports another
 * feature's repository, and no web feature reaches into another past its index.ts (the exceptions are
 * named below).
 */
/**
 * The modules of the home page's first load (its layout's and its own parts) that other features use:
 * every feature imports them by their own file, and no index exports them. Through an index, rolldown
 * split that load into a dozen scripts, over its budget (`npm run first-load`: 87.5 KB in 3 scripts,
 * 90.8 KB in 12), and gave each lazy screen an index's chunk to load besides (issue 40).
 */
const HOME_FIRST_LOAD_MODULES = [
  '^web/src/features/enablers/api/get-directory-enablers\\.ts$',
  '^web/src/features/enablers/components/enabler-portrait\\.tsx$',
  '^web/src/features/help/components/quick-help-form\\.tsx$',
  '^web/src/features/inquiry/use-inquiry-modal\\.tsx$',
  '^web/src/features/member-account/lib/use-member-details\\.ts$',
  '^web/src/features/sign-in-state/member-session-state\\.ts$',
  '^web/src/features/site/use-site\\.ts$',
  '^web/src/features/whatsapp/public/chat-on-whatsapp\\.tsx$',
];

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
        'A web feature reaches another feature only through what that feature exports for others, its index.ts; generic hooks and helpers live in web/src/lib, generic UI in web/src/components. A lazy route import (import() of a page) may name the page itself so its chunk stays split, and the modules of the home page first load are imported by their own file (HOME_FIRST_LOAD_MODULES). Tests may reach inside.',
      from: { path: '^web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^web/src/features/[^/]+/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.ts$', ...HOME_FIRST_LOAD_MODULES],
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
