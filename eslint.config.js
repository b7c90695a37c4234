import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * `String.prototype.replace` reads `$&`, `$'`, `` $` `` and `$1` in a replacement string: content
 * put there (a profile, a post, a typed value) copied the page template into the page (issue 26).
 * A replacement is written out in the code or made by a function; content goes through a function
 * or `fillTemplate` (shared).
 */
const contentInReplacement = {
  selector:
    "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]:not([arguments.1.type='Literal'], [arguments.1.type=/FunctionExpression$/], [arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
  message: "A replacement string reads $& $' $` as patterns: pass content through a function (() => text) or fillTemplate.",
};

/**
 * Queries live in repositories (issue 40): a Kysely query or raw `sql` in the server is written in a
 * `*.repository.ts` file or in `db/`, and a service, a route or a scheduler calls it.
 */
const queryMessage = 'Queries live in a *.repository.ts file (or db/): call a repository function from here.';
const queryOutsideRepository = [
  {
    selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: queryMessage,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: queryMessage },
];

/**
 * JSON the server stored is read through db/json-column.ts with its schema, and JSON from outside is
 * validated where it arrives: never `JSON.parse(…) as T`, a claim nothing checks (decision 035).
 */
const jsonParseCast = {
  selector: "TSAsExpression > CallExpression.expression[callee.object.name='JSON'][callee.property.name='parse']",
  message: 'Read stored JSON with parseJsonColumn(schema, text) (db/json-column.ts), or validate it with a schema: not JSON.parse(…) as T.',
};

/**
 * The web's own syntax rules. A form without method="post" sends what was typed in the URL when it
 * is submitted before the page's scripts have run (issue 12; docs/architecture.md, Forms). Data is
 * read one way, through lib/query (decision 036): an effect that makes its own AbortController is a
 * hand-made loader; an action on a click may still abort its own request.
 */
const webSyntax = [
  contentInReplacement,
  {
    selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
    message: 'Every <form> needs method="post", so that nothing typed into it can end up in a URL.',
  },
  {
    selector: "CallExpression[callee.name=/^use(Layout)?Effect$/] NewExpression[callee.name='AbortController']",
    message:
      'Read data with useQuery (lib/query) or usePagedList (lib/paged-query), not an effect with its own AbortController (decision 036).',
  },
];

/**
 * A count in a sentence is a `Select` on its plural form with the number written by `countOf`
 * (web/src/lib/count.ts; docs/i18n.md): Lingui's `Plural` and `plural` write their `#` with a new
 * Intl.NumberFormat, whose first one costs a page about 20 ms of main thread (issue 39).
 */
const countMessage = 'Write a count with countOf + Select (web/src/lib/count.ts, docs/i18n.md), not Lingui’s ';
const pluralImports = [
  { name: '@lingui/react/macro', importNames: ['Plural'], message: `${countMessage}Plural.` },
  { name: '@lingui/core/macro', importNames: ['plural'], message: `${countMessage}plural: select(form, …) in t or msg.` },
];

/** JSON the page reads (its embedded data and messages) is checked before it is used; tests may read their own. */
const webJsonParseCast = {
  selector: jsonParseCast.selector,
  message: 'Check parsed JSON before using it (readScriptJson in lib/script-json, a type guard): not JSON.parse(…) as T.',
};

export default tseslint.config(
  {
    ignores: [
      'web/src/locales/**',
      'server/src/locales/**',
      'shared/src/locales/answers/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', contentInReplacement],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A form without method="post" sends what was typed in the URL when it is submitted before
      // the page's scripts have run (issue 12; docs/architecture.md, Forms).
      'no-restricted-syntax': ['error', ...webSyntax, webJsonParseCast],
      // Routing comes from lib/router, which keeps the page's language in links and moves (/ml/...)
      // and gives a location React Router's parts; it alone imports the router package (decision 034).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'wouter', message: "Import routing from lib/router, which keeps the page's language in the path." },
            ...pluralImports,
          ],
          patterns: [{ group: ['wouter/*'], message: 'Import routing from lib/router.' }],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.{ts,tsx}'],
    ignores: ['server/src/**/*.repository.ts', 'server/src/db/**', 'server/src/**/*.test.{ts,tsx}', 'server/src/**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', contentInReplacement, ...queryOutsideRepository, jsonParseCast] },
  },
  {
    // Where queries may be written, stored JSON is still read through its schema.
    files: ['server/src/**/*.repository.ts', 'server/src/db/**/*.ts'],
    ignores: ['server/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', contentInReplacement, jsonParseCast] },
  },
  {
    // Routes → service → repository (issue 40): a route calls its feature's service, which calls the repository.
    files: ['server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '\\.repository$', message: "A route calls its feature's service, never a repository: add a service function." },
          ],
        },
      ],
    },
  },
  {
    // The chat's phrase tables are written in the code, and use `$1` on purpose.
    files: ['server/src/features/chat/knowledge-base.ts', 'server/src/features/chat/knowledge-words.ml.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...webSyntax] },
  },
  {
    // The one loader (decision 036) is the one effect that owns an AbortController.
    files: ['web/src/lib/query.ts'],
    rules: { 'no-restricted-syntax': ['error', contentInReplacement] },
  },
  {
    // The router's own file imports wouter; the count rule still holds there.
    files: ['web/src/lib/router.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: pluralImports }] },
  },
);
