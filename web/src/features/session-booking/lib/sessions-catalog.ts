import type { Messages } from '@lingui/core';
import { pageLocaleOfPath, type PageLocale } from '@wfc/shared';
import { loadI18n } from '../../../lib/i18n';

/**
 * The booking pages' own catalog (web/lingui.config.ts, docs/i18n.md): loaded with their chunk, into
 * the page's language's instance, so the site's messages every page carries stay without them.
 */
const catalogs: Record<PageLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/sessions/en.po'),
  ml: () => import('../../../locales/sessions/ml.po'),
  pseudo: () =>
    Promise.all([import('../../../lib/pseudo-locale'), import('../../../locales/sessions/pseudo.po')]).then(([pseudo, { messages }]) => ({
      messages: pseudo.lengthenMessages(messages),
    })),
};

const loaded = new Map<PageLocale, Promise<void>>();

/** The booking pages' messages in the page's language, added once. */
function loadSessionsCatalog(locale: PageLocale = pageLocaleOfPath(window.location.pathname)): Promise<void> {
  let done = loaded.get(locale);
  if (!done) {
    done = Promise.all([loadI18n(locale), catalogs[locale]()]).then(([i18n, { messages }]) => i18n.load(locale, messages));
    loaded.set(locale, done);
  }
  return done;
}

/** A route module once its texts are loaded: what the router's `lazy` waits for, so the page renders in its language from its first frame. */
export function withSessionsTexts<Module>(module: Module): Promise<Module> {
  return loadSessionsCatalog().then(() => module);
}
