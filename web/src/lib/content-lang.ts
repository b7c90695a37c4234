import { useLingui } from '@lingui/react';

/**
 * The `lang` of a text from the content (a biography, the mission) on this page: the content is
 * written in English, so on a page in another language it is marked English (`lang="en"`), for
 * screen readers' voices and for search engines; nothing to mark on an English page.
 */
export function useContentLang(): 'en' | undefined {
  return useLingui().i18n.locale === 'en' ? undefined : 'en';
}
