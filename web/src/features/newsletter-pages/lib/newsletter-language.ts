import type { I18n } from '@lingui/core';
import { clubDate } from '../../../lib/club-date';

interface Texts {
  subject: string;
  preheader: string;
}

/**
 * A newsletter's texts on a page in `locale`: its Malayalam version on a Malayalam page where
 * written, else its English ones, with `lang: 'en'` to mark them on a page in another language.
 */
export function newsletterIn<T extends Texts>(newsletter: T & { ml: T | null }, locale: string): { texts: T; lang: 'en' | undefined } {
  if (locale === 'ml' && newsletter.ml) return { texts: newsletter.ml, lang: undefined };
  return { texts: newsletter, lang: locale === 'en' ? undefined : 'en' };
}

/** When it was sent, as the page's language writes a date (in IST, the club's time zone, so server and browser agree). */
export function sentDate(sentAt: string, i18n: I18n): string {
  return clubDate(sentAt, i18n.locale, 'day');
}
