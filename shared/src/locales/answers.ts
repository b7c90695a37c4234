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

/**
 * zod's own messages, for the few schema rules without a text of ours (staff filters, mostly):
 * they vary, so each is looked up by its template, the varying part kept as it is.
 */
const ZOD_TEMPLATES: [RegExp, string, string[]][] = [
  [/^Invalid input: expected (\w+), received (\w+)$/, 'Invalid input: expected {expected}, received {received}', ['expected', 'received']],
  [/^Invalid option: expected one of (.+)$/, 'Invalid option: expected one of {options}', ['options']],
  [/^Too big: expected string to have <=(\d+) characters$/, 'Too big: expected string to have <={maximum} characters', ['maximum']],
  [/^Too small: expected string to have >=(\d+) characters$/, 'Too small: expected string to have >={minimum} characters', ['minimum']],
  [/^Too small: expected array to have >=(\d+) items$/, 'Too small: expected array to have >={minimum} items', ['minimum']],
  [/^Too big: expected number to be <=(-?\d+)$/, 'Too big: expected number to be <={maximum}', ['maximum']],
  [/^Too small: expected number to be >=(-?\d+)$/, 'Too small: expected number to be >={minimum}', ['minimum']],
  [/^Too small: expected number to be >(-?\d+)$/, 'Too small: expected number to be >{minimum}', ['minimum']],
];

/** The template of one of zod's own varying messages, with its values; undefined for any other text. */
export function zodTemplateOf(text: string): { id: string; values: Record<string, string> } | undefined {
  for (const [pattern, id, names] of ZOD_TEMPLATES) {
    const match = pattern.exec(text);
    if (match) return { id, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * One English text in the answer's language. A text without a translation stays English as it is
 * (never parsed as ICU, so an apostrophe stays); `values` fill a template's `{placeholders}`.
 */
export function translateAnswer(text: string, locale: AnswerLocale, values?: Record<string, unknown>): string {
  if (locale === 'en') return text;
  if (hasAnswerTranslation(text)) return malayalam._(text, values);
  const template = values ? undefined : zodTemplateOf(text);
  return template && hasAnswerTranslation(template.id) ? malayalam._(template.id, template.values) : text;
}
