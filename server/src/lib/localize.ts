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

  /** In the language of the answer being serialized (`serializeIn`); English outside one, the safety net. */
  toJSON(): string {
    return this.in(serializing ?? 'en');
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

/** The language of the answer JSON.stringify is writing right now (`serializeIn`); set only during that synchronous call. */
let serializing: Locale | undefined;

/**
 * A JSON answer's serializer in `locale` (issue 40, one place translates): every LocalText in it,
 * at any depth (a top-level `message`, a newsletter's `pauseReason` in a list), says itself in
 * `locale` as JSON.stringify reaches it (its `toJSON`). Nothing walks the answer beforehand: an
 * answer with no message costs what JSON.stringify costs (a walk of every answer cost 1.6 times
 * JSON.stringify's time on a page of 100 cases).
 */
export function serializeIn(locale: Locale): (payload: unknown) => string {
  return (payload) => {
    serializing = locale;
    try {
      return JSON.stringify(payload);
    } finally {
      serializing = undefined;
    }
  };
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
