import { fillTemplate, type ErrorBody, type Locale } from '@wfc/shared';
import { hasAnswerTranslation, translateAnswer } from '@wfc/shared/locales/answers';

/**
 * The language of the API's answer: Malayalam when Accept-Language prefers it to English, else
 * English, the contract's texts unchanged for a client that sends none.
 */
export function answerLocale(acceptLanguage: string | undefined): 'en' | 'ml' {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.find(({ language }) => language === 'ml' || language === 'en')?.language === 'ml' ? 'ml' : 'en';
}

/** One English text in the answer's language; a text without a translation stays English. */
export function localizeText(text: string, locale: 'en' | 'ml', values?: Record<string, unknown>): string {
  return translateAnswer(text, locale, values);
}

/** A value in a message: a number or a text as it is, or one written per language (a time of day). */
export type TextValue = string | number | ((locale: Locale) => string);

/**
 * A message and its values, as a service answers or fails with it: put in the reader's language
 * in one place, where the answer is sent (plugins/errors.ts; a page form's page, page-forms).
 * English fills the template's `{slots}`; Malayalam is looked up by the template in the answers'
 * catalog (English filled when it has none). Never sent as it is: untranslated, it reads in English.
 */
export class LocalText {
  constructor(
    /** The English template, the catalog's key: `{name} is confirmed.` */
    readonly id: string,
    readonly values: Readonly<Record<string, TextValue>> = {},
    /** What it reads as when its values do not fit the template (a stored text, newsletters' pause reason). */
    private readonly otherwise?: string,
  ) {}

  /** The message in `locale`. */
  in(locale: Locale): string {
    try {
      const values = Object.fromEntries(
        Object.entries(this.values).map(([slot, value]) => [slot, typeof value === 'function' ? value(locale) : value]),
      );
      if (locale === 'ml' && hasAnswerTranslation(this.id)) return localizeText(this.id, locale, values);
      return fillTemplate(
        this.id,
        Object.entries(values).map(([slot, value]) => [`{${slot}}`, String(value)]),
      );
    } catch (error) {
      if (this.otherwise === undefined) throw error;
      return this.otherwise;
    }
  }

  /** The safety net: a message that reached JSON untranslated reads in English. */
  toJSON(): string {
    return this.in('en');
  }

  toString(): string {
    return this.in('en');
  }
}

/** A service's message with its values (`text(eventMessages.approved, { name })`), for the answer to translate. */
export function text(template: string, values: Record<string, TextValue> = {}): LocalText {
  return new LocalText(template, values);
}

/** A service's answer as it leaves the service: its `message` may still be a LocalText. */
export type Unsaid<T> = { [K in keyof T]: K extends 'message' ? T[K] | LocalText : T[K] };

/**
 * Every LocalText in a JSON answer (at any depth: a top-level `message`, a newsletter's
 * `pauseReason` in a list) in `locale`; the rest as it is. Objects and arrays holding none are
 * kept, not copied; anything but plain objects and arrays (a Date, a Buffer) is left alone.
 */
export function sayAll(payload: unknown, locale: Locale): unknown {
  if (payload instanceof LocalText) return payload.in(locale);
  if (Array.isArray(payload)) {
    let copy: unknown[] | undefined;
    payload.forEach((item, index) => {
      const said = sayAll(item, locale);
      if (said !== item) (copy ??= [...payload])[index] = said;
    });
    return copy ?? payload;
  }
  if (!payload || typeof payload !== 'object' || Object.getPrototypeOf(payload) !== Object.prototype) return payload;
  let copy: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(payload)) {
    const said = sayAll(value, locale);
    if (said !== value) (copy ??= { ...payload })[key] = said;
  }
  return copy ?? payload;
}

/** An error body in the answer's language: its message and each field's message. */
export function localizeErrorBody(body: ErrorBody, locale: 'en' | 'ml', template?: LocalText): ErrorBody {
  if (locale === 'en') return body;
  // A varying text is looked up by its template; without a translation the English text stays.
  const message = template && hasAnswerTranslation(template.id) ? template.in(locale) : localizeText(body.message, locale);
  const localized: ErrorBody = { ...body, error: message, message };
  // A field saying what the message says (a varying text, most often) reads as the message does.
  if (body.fields) {
    localized.fields = Object.fromEntries(
      Object.entries(body.fields).map(([name, text]) => [name, text === body.message ? message : localizeText(text, locale)]),
    );
  }
  return localized;
}
