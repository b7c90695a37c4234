import type { I18n } from '@lingui/core';
import type { Event } from '@wfc/shared';
import { clubDate } from '../../../lib/club-date';

/**
 * An event's day as a card writes it: the content's English on an English page, else the club's
 * date in the page's language, in the club's time zone so the server's render and the browser's agree.
 */
export function eventDay(event: Pick<Event, 'date' | 'dateObj'>, i18n: I18n): string {
  return i18n.locale === 'en' ? event.date : clubDate(event.dateObj, i18n.locale, 'weekday');
}

/** A moment (an offer's end, registration's close) in the page's language and the club's time zone. */
export function eventMoment(iso: string, i18n: I18n): string {
  return clubDate(iso, i18n.locale, 'moment');
}
