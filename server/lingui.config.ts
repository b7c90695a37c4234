import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The server's answers (issue 18): error and success messages of the API, keyed by their exact
 * English text, so the contract's English stays byte for byte what it is and a client that sends
 * no Accept-Language sees no change; and the texts of e-mail, in the recipient's language. Compiled into src/locales/<locale>.ts, which tsx imports.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ml'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: [] },
    // The texts of e-mail (features/mail/mail-text.tsx), checked by mail-text.inventory.test.ts.
    { path: '<rootDir>/src/locales/mail/{locale}', include: [] },
  ],
  // The msgid is the English text itself (no hashed id), as the error handler looks it up.
  format: formatter({ origins: false, explicitIdAsDefault: true }),
  compileNamespace: 'ts',
});
