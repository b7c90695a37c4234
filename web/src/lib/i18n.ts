import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { pageLocaleOfPath, type PageLocale } from '@wfc/shared';
import { readScriptJson } from './script-json';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * The catalogs of each language, one chunk each (the Lingui Vite plugin compiles the PO file on
 * import), so a page downloads only its own language's messages, and a visitor no staff screen's:
 * `site` is loaded before a page is rendered, `staff` with the staff screens, `members` with a
 * member's own page and the member directory (issue 42) (docs/i18n.md).
 */
const catalogs = {
  site: {
    en: () => import('../locales/site/en.po'),
    ml: () => import('../locales/site/ml.po'),
    pseudo: () => import('./pseudo-locale').then((pseudo) => pseudo.loadSitePseudo()),
  },
  staff: {
    en: () => import('../locales/staff/en.po'),
    ml: () => import('../locales/staff/ml.po'),
    pseudo: () => import('./pseudo-locale').then((pseudo) => pseudo.loadStaffPseudo()),
  },
  members: {
    en: () => import('../locales/members/en.po'),
    ml: () => import('../locales/members/ml.po'),
    pseudo: () => import('./pseudo-locale').then((pseudo) => pseudo.loadMembersPseudo()),
  },
} satisfies Record<string, Record<PageLocale, Catalog>>;

export type CatalogGroup = keyof typeof catalogs;

const instances = new Map<PageLocale, Promise<I18n>>();
const loadedGroups = new Map<string, Promise<void>>();

/**
 * The site's messages in one language, loaded once. Each language has its own instance, so the
 * server can render an English and a Malayalam page at the same moment without switching a shared one.
 */
export function loadI18n(locale: PageLocale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = catalogs.site[locale]().then(({ messages }) => setupI18n({ locale, messages: { [locale]: messages } }));
    instances.set(locale, instance);
  }
  return instance;
}

/** The id of the script element that carries a rendered page's messages (JSON) into the page. */
export const MESSAGES_ID = 'page-messages';

/**
 * The site's messages the page was rendered with, embedded in it as JSON by the server (data, not
 * code: no extra request before hydrating, decision 026); undefined on the staff screens' shell.
 */
export function embeddedI18n(locale: PageLocale): I18n | undefined {
  const embedded = readScriptJson(MESSAGES_ID);
  if (!embedded || !isMessages(embedded)) return undefined;
  const i18n = setupI18n({ locale, messages: { [locale]: embedded } });
  instances.set(locale, Promise.resolve(i18n));
  return i18n;
}

/** A compiled catalog: each message a text or the compiled tokens of one (Lingui's `Messages`). */
function isMessages(value: Record<string, unknown>): value is Messages {
  return Object.values(value).every((message) => typeof message === 'string' || Array.isArray(message));
}

/** Adds a group's messages to its language's instance (once); the screens using it re-render. */
function loadCatalog(locale: PageLocale, group: CatalogGroup): Promise<void> {
  const key = `${group}:${locale}`;
  let loaded = loadedGroups.get(key);
  if (!loaded) {
    loaded = Promise.all([loadI18n(locale), catalogs[group][locale]()]).then(([i18n, { messages }]) => i18n.load(locale, messages));
    loadedGroups.set(key, loaded);
  }
  return loaded;
}

/**
 * A lazy screen's module, loaded with its catalog group in the page's language, so it renders in
 * that language from its first frame. For screens only the browser renders (the staff screens).
 */
export function withCatalog<Module>(group: CatalogGroup, load: () => Promise<Module>): () => Promise<Module> {
  return () => Promise.all([load(), loadCatalog(pageLocaleOfPath(window.location.pathname), group)]).then(([module]) => module);
}
