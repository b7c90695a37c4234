import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const tests = ['**/*.test.*', '**/testing/**'];
/** The screens only staff see (their routes are lazy and guarded). */
const staffFolders = [
  'admin',
  'cases',
  'content-admin',
  'directory-moderation',
  'enabler-dashboard',
  'guest-lists',
  'inbox',
  'members',
  'newsletters',
  'operator',
  'reports',
  'session-desk',
  'session-schedule',
].map((name) => `<rootDir>/src/features/${name}/**`);
/** The booking pages (issue 31): only the browser renders them, and their texts load with them. */
const sessionFolders = ['<rootDir>/src/features/session-booking/**'];
/** The member directory and introductions (issue 42): only signed-in members see them, and their texts load with them. */
const memberFolders = [
  ...['member-directory', 'introductions'].map((name) => `<rootDir>/src/features/${name}/**`),
  // Her page's WhatsApp (issue 44); its public parts (`whatsapp/public`: share, chat) are the site's.
  ...['api', 'components'].map((name) => `<rootDir>/src/features/whatsapp/${name}/**`),
];

/**
 * The site's languages (issue 18). English is the source: its catalog is written by extraction.
 * `pseudo` is the accented, lengthened pseudo-locale the browser tests use to find clipped or
 * untranslated text; it is generated from English at build time and never edited.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ml', 'pseudo'],
  pseudoLocale: 'pseudo',
  // No fallbackLocales: a fallback to English would hide a missing Malayalam message from `compile --strict`.
  // Four catalogs per language (docs/i18n.md): the public site's, loaded before a page hydrates;
  // the staff screens', loaded with them, so a visitor downloads no staff text; the booking pages'
  // (issue 31), loaded with them, so no other page carries their texts; the member directory's (issue 42), likewise.
  catalogs: [
    {
      path: '<rootDir>/src/locales/site/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...tests, ...staffFolders, ...sessionFolders, ...memberFolders],
    },
    { path: '<rootDir>/src/locales/staff/{locale}', include: staffFolders, exclude: tests },
    { path: '<rootDir>/src/locales/sessions/{locale}', include: sessionFolders, exclude: tests },
    { path: '<rootDir>/src/locales/members/{locale}', include: memberFolders, exclude: tests },
  ],
  // Origins without line numbers, so moving code does not change the catalogs (CI diffs them).
  format: formatter({ origins: true, lineNumbers: false }),
  compileNamespace: 'es',
});
