import { z } from 'zod';
import { CONTROL_IN_LINE, CONTROL_IN_TEXT, hasInvisibleCharacters } from '../fields';

/**
 * Content in Malayalam (issue 18, decision 028): an item's translatable text fields each have an
 * optional Malayalam version, kept in the item's `ml` object; a field without one is shown in English.
 */

/** The site settings' texts that have a Malayalam version. */
export const siteTranslatedFields = [
  'name',
  'tagline',
  'region',
  'mission',
  'address',
  'membersLabel',
  'visitorsLabel',
  'programsLabel',
  'impactLabel',
] as const;
/** An enabler's texts that have a Malayalam version: her title, biography and region (issue 38: her card on /ml). */
export const enablerTranslatedFields = ['title', 'description', 'region'] as const;
/** An event's texts that have a Malayalam version. */
export const eventTranslatedFields = ['title', 'date', 'time', 'location', 'description', 'imageAlt'] as const;

/** The Malayalam versions of some of an item's fields; a field absent has none. */
export type Translation<K extends string> = Partial<Record<K, string>>;

/** An item as a Malayalam answer gives it: the Malayalam texts in place, and the fields left in English. */
export type Localized<T, K extends string> = T & { untranslated: K[] };

/** What a client that sends a Malayalam text as anything but text is told. */
const NOT_TEXT = 'Please send the Malayalam texts as text.';

/** Drops the empty texts (an empty field means "no translation"), so an untouched form saves nothing new. */
function compact<K extends string>(value: Translation<K>): Translation<K> {
  return Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === 'string' && text !== '')) as Translation<K>;
}

/** A Malayalam line: optional (empty is no translation), trimmed, at most `max` characters like its English. */
export function translationLine(label: string, max: number) {
  return z
    .string({ error: NOT_TEXT })
    .trim()
    .max(max, { error: `The ${label} must be at most ${max} characters.` })
    .refine((value) => !CONTROL_IN_LINE.test(value), { error: `The ${label} contains characters we cannot accept.` })
    .refine((value) => !hasInvisibleCharacters(value), { error: `The ${label} contains invisible or text-direction characters.` })
    .optional();
}

/** Malayalam paragraphs: optional, trimmed, at most `max` characters, line breaks kept. */
export function translationText(label: string, max: number) {
  return z
    .string({ error: NOT_TEXT })
    .trim()
    .max(max, { error: `The ${label} must be at most ${max} characters.` })
    .refine((value) => !CONTROL_IN_TEXT.test(value), { error: `The ${label} contains characters we cannot accept.` })
    .optional();
}

/**
 * What a save without `ml` parses to: "keep the stored Malayalam texts". A client that knows
 * nothing of translations (an editor tab opened before they existed, a script) then cannot erase
 * them; to remove them all, a save sends `ml: {}`. The server swaps it for the stored texts inside
 * the save's transaction (saveVersion); anywhere else it reads as no translation.
 */
export const KEEP_STORED_TRANSLATION: Translation<never> = Object.freeze({});

/** An item's `ml` object from its fields' schemas: absent keeps what is stored, empty texts are dropped. */
export function translationOf<S extends z.ZodRawShape>(shape: S) {
  return z
    .object(shape, { error: NOT_TEXT })
    .optional()
    .transform(
      (value) => (value === undefined ? KEEP_STORED_TRANSLATION : compact(value as Translation<string>)) as z.infer<z.ZodObject<S>>,
    );
}

/**
 * An item in Malayalam: each translated field's Malayalam text in place of its English, and the
 * translatable fields that have none listed in `untranslated` (the page marks those `lang="en"`).
 */
export function localizeItem<T extends Record<K, string>, K extends string>(
  item: T,
  ml: Translation<K> | null | undefined,
  fields: readonly K[],
): Localized<T, K> {
  const localized: T = { ...item };
  const untranslated: K[] = [];
  for (const field of fields) {
    const text = ml?.[field];
    if (text) localized[field] = text as T[K];
    else untranslated.push(field);
  }
  return { ...localized, untranslated };
}

/** An item's Malayalam texts as its `ml` column stores them: JSON, or null when there are none. */
export function serializeTranslation(ml: object): string | null {
  return Object.keys(ml).length > 0 ? JSON.stringify(ml) : null;
}

/** Parses a stored `ml` JSON column: null or unreadable is no translation. */
export function parseTranslation<K extends string>(json: string | null | undefined): Translation<K> {
  if (!json) return {};
  const value = JSON.parse(json) as unknown;
  return value && typeof value === 'object' ? (value as Translation<K>) : {};
}
