import type { I18n } from '@lingui/core';
import type { BlogPost } from '@wfc/shared';
import { clubDate } from '../../../lib/club-date';

/**
 * A post's date as the page's language writes it: the content's own English text on an English
 * page, the club's date in another language (in IST, the club's time zone, so server and browser agree).
 */
export function postDate(post: Pick<BlogPost, 'date' | 'publishedAt'>, i18n: I18n): string {
  if (i18n.locale === 'en') return post.date;
  return clubDate(post.publishedAt, i18n.locale, 'day');
}
