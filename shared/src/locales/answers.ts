import { setupI18n } from '@lingui/core';
import { messages as ml } from './answers/ml';

/**
 * The API's answers in Malayalam, keyed by their exact English text (shared/lingui.config.ts).
 * Not re-exported from the package's index: whoever needs it imports `@wfc/shared/locales/answers`,
 * so a bundle that does not never carries the Malayalam texts.
 */
const malayalam = setupI18n({ locale: 'ml', messages: { ml } });

export type AnswerLocale = 'en' | 'ml';

/** Whether the catalog has a Malayalam text for this English text (or template id). */
export function hasAnswerTranslation(text: string): boolean {
  return Object.hasOwn(ml, text);
}

/** Every English text (or template id) the catalog translates. */
export function answerCatalogIds(): string[] {
  return Object.keys(ml);
}

/**
 * One English text in the answer's language. A text without a translation stays English as it is
 * (never parsed as ICU, so an apostrophe stays); `values` fill a template's `{placeholders}`.
 */
export function translateAnswer(text: string, locale: AnswerLocale, values?: Record<string, unknown>): string {
  if (locale === 'en' || !hasAnswerTranslation(text)) return text;
  return malayalam._(text, values);
}
