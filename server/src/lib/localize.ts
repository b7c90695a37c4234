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

/** A service's text in the answer's language, its `{slots}` filled (events' and sessions' answers). */
export function say(locale: Locale, template: string, values: Record<string, string | number> = {}): string {
  if (locale === 'ml') return localizeText(template, 'ml', values);
  return fillTemplate(
    template,
    Object.entries(values).map(([slot, value]) => [`{${slot}}`, String(value)]),
  );
}

/** An error body in the answer's language: its message and each field's message. */
export function localizeErrorBody(
  body: ErrorBody,
  locale: 'en' | 'ml',
  template?: { id: string; values: Record<string, unknown> },
): ErrorBody {
  if (locale === 'en') return body;
  // A varying text is looked up by its template; without a translation the English text stays.
  const message =
    template && hasAnswerTranslation(template.id) ? localizeText(template.id, locale, template.values) : localizeText(body.message, locale);
  const localized: ErrorBody = { ...body, error: message, message };
  // A field saying what the message says (a varying text, most often) reads as the message does.
  if (body.fields) {
    localized.fields = Object.fromEntries(
      Object.entries(body.fields).map(([name, text]) => [name, text === body.message ? message : localizeText(text, locale)]),
    );
  }
  return localized;
}
