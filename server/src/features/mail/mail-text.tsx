import { setupI18n } from '@lingui/core';
import { createElement, Fragment, type ReactNode } from 'react';
import { messages as en } from '../../locales/mail/en';
import { messages as ml } from '../../locales/mail/ml';

/**
 * The texts of e-mail in the recipient's language (issue 18). No Lingui macro runs on the server
 * (tsx), so a message file calls `mailText(locale, 'Hello {name},', { name })` with the exact
 * English text, the msgid of server/src/locales/mail/<locale>.po (ICU: plurals for counts).
 */
export type MailLocale = 'en' | 'ml';

const catalogs = { en, ml };
const i18ns = { en: setupI18n({ locale: 'en', messages: { en } }), ml: setupI18n({ locale: 'ml', messages: { ml } }) };

/** What the inventory test is told: each text asked for, and each one missing from its language's catalog. */
export interface MailTextRecord {
  used: Set<string>;
  /** `<locale>: <text>` */
  missing: Set<string>;
}
let record: MailTextRecord | undefined;

/**
 * What mailText is asked for while `run` runs (for the inventory test): every text, and those it
 * cannot find. Recording stops when `run` returns or throws, so nothing stays set for later callers.
 */
export function recordMailTexts(run: () => void): MailTextRecord {
  const made: MailTextRecord = { used: new Set(), missing: new Set() };
  record = made;
  try {
    run();
  } finally {
    record = undefined;
  }
  return made;
}

/** The language of a queued message's data: Malayalam when it says so, else English. */
export function mailLocaleOf(data: unknown): MailLocale {
  return typeof data === 'object' && data !== null && (data as { locale?: unknown }).locale === 'ml' ? 'ml' : 'en';
}

/** One mail text in `locale`, its `{placeholders}` filled from `values`; a text missing from the catalog stays English. */
export function mailText(locale: MailLocale, text: string, values?: Record<string, string | number>): string {
  record?.used.add(text);
  if (Object.hasOwn(catalogs[locale], text)) return i18ns[locale]._(text, values);
  record?.missing.add(`${locale}: ${text}`);
  return i18ns.en._(text, values);
}

const MARK = '\u0001';

/**
 * mailText for a sentence with parts inside it (a link, an address in bold): the parts are
 * `values` that are elements, placed where their placeholders are in the translated sentence.
 */
export function mailNodes(locale: MailLocale, text: string, values: Record<string, ReactNode>): ReactNode {
  const nodes: ReactNode[] = [];
  const strings: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') strings[name] = value;
    else strings[name] = `${MARK}${nodes.push(value) - 1}${MARK}`;
  }
  const pieces = mailText(locale, text, strings).split(MARK);
  // Odd pieces are the indexes of the elements; spread as children, so React asks for no keys.
  return createElement(
    Fragment,
    null,
    ...pieces.map((piece, index) => (index % 2 === 1 ? nodes[Number(piece)] : piece)).filter((piece) => piece !== ''),
  );
}

const dayFormats = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  ml: new Intl.DateTimeFormat('ml-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
};
const timeFormats = {
  en: new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }),
  ml: new Intl.DateTimeFormat('ml-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }),
};

/** "Friday, 4 December 2026" (in India's time zone, where the club is) for an ISO instant, in `locale`. */
export function formatDay(iso: string, locale: MailLocale = 'en'): string {
  return dayFormats[locale].format(new Date(iso));
}

/** "2:30 pm" in India's time zone for an ISO instant, with the hour cycle of `locale` (12-hour in both; issue 38). */
export function formatTime(iso: string, locale: MailLocale = 'en'): string {
  return timeFormats[locale].format(new Date(iso));
}

/**
 * A time zone as a person reads it, in `locale`, at the instant `iso` (its summer time or not):
 * "India Standard Time", "Eastern Standard Time", never its IANA id (issue 38).
 */
export function zoneNameOf(zone: string, iso: string, locale: MailLocale = 'en'): string {
  const parts = new Intl.DateTimeFormat(locale === 'ml' ? 'ml-IN' : 'en-IN', { timeZone: zone, timeZoneName: 'long' }).formatToParts(
    new Date(iso),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
