import { useLingui } from '@lingui/react';

/**
 * The `lang` of a text from the content that has no Malayalam version (a blog post's title): the
 * content is written in English, so on a page in another language it is marked English
 * (`lang="en"`), for screen readers' voices and for search engines; nothing to mark on an English page.
 */
export function useContentLang(): 'en' | undefined {
  return useLingui().i18n.locale === 'en' ? undefined : 'en';
}

/** An item of the content as a Malayalam answer gives it: the fields left in English (decision 028). */
export interface MaybeTranslated {
  untranslated?: readonly string[] | undefined;
}

/**
 * The `lang` of one translatable field of an item on a page in `locale` (decision 028): `en` when
 * the answer says that field fell back to English, or names none (an English answer); nothing when
 * it is in the page's language.
 */
function fieldLangOf(locale: string, item: MaybeTranslated, field: string): 'en' | undefined {
  if (locale === 'en') return undefined;
  return !item.untranslated || item.untranslated.includes(field) ? 'en' : undefined;
}

/** `fieldLangOf` for this page's language: `const langOf = useFieldLang(); <p lang={langOf(enabler, 'title')}>`. */
export function useFieldLang(): (item: MaybeTranslated, field: string) => 'en' | undefined {
  const { locale } = useLingui().i18n;
  return (item, field) => fieldLangOf(locale, item, field);
}
