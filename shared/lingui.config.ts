import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The API's answers (issue 18): its error and success messages, keyed by their exact English text,
 * so the contract's English stays byte for byte what it is and a client that sends no
 * Accept-Language sees no change. In shared so the site can show the same texts later; compiled
 * into src/locales/answers/<locale>.ts (committed), read through src/locales/answers.ts.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ml'],
  catalogs: [{ path: '<rootDir>/src/locales/answers/{locale}', include: [] }],
  // The msgid is the English text itself (no hashed id), as translateAnswer looks it up.
  format: formatter({ origins: false, explicitIdAsDefault: true }),
  compileNamespace: 'ts',
});
