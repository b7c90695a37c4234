import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The server's own catalogs (issue 18), keyed by their exact English text and compiled into
 * src/locales/.../<locale>.ts, which tsx imports. The API's answers are in shared
 * (shared/lingui.config.ts), so the site can use them too.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ml'],
  catalogs: [
    // The texts of e-mail (features/mail/mail-text.tsx), checked by mail-text.inventory.test.ts.
    { path: '<rootDir>/src/locales/mail/{locale}', include: [] },
  ],
  // The msgid is the English text itself (no hashed id), as the mail module looks it up.
  format: formatter({ origins: false, explicitIdAsDefault: true }),
  compileNamespace: 'ts',
});
