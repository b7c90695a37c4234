import { z } from 'zod';

/** Building blocks for request schemas, with the limits of api-contract.md and messages in a visitor's words. */

export const MAX_NAME = 100;
export const MAX_EMAIL = 254;
export const MAX_TEXT = 5000;
/** The longest reason for handing a case back, and the longest rating comment. */
export const MAX_REASON = 1000;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

// Control characters have no place in a name or an address; text may keep tabs and line breaks.
// (NUL in particular cannot be stored by PostgreSQL.) The C1 controls U+0080-U+009F count too:
// mail and terminals act on some of them (issue 26).
/** A control character, none of which belongs in a line of text (a name, an address, a title). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
/** A control character other than tab and line breaks, which free text may keep. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// Characters that reverse the text's direction or show nothing (bidi controls U+202A-U+202E and
// U+2066-U+2069, zero-width U+200B-U+200F, U+2060, U+FEFF, the soft hyphen and every other format
// character, line separators, fillers and variation selectors): in a name they let one entry pose
// as another, "Eve\u202Enimda" showing as "Eveadmin" (issue 16).
// eslint-disable-next-line no-misleading-character-class -- each combining mark is listed on its own, on purpose
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/u;
// Zero-width (non-)joiners right after a virama shape Indic conjuncts, as IDNA's ContextJ rule allows:
// Malayalam and Hindi names may need them.
const JOINER_AFTER_VIRAMA = /([\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d\u0dca])[\u200c\u200d]/gu;

/** Whether `value` holds a direction-changing or invisible character (a joiner after a virama excepted). */
export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE.test(value.replace(JOINER_AFTER_VIRAMA, '$1'));
}

/** A person's name: 1..100 characters after trimming, none of them a control, direction-changing or invisible. */
export function nameField(label = 'name') {
  return z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, { error: `Please enter your ${label}.` })
    .max(MAX_NAME, { error: `Your ${label} must be at most ${MAX_NAME} characters.` })
    .refine((value) => !CONTROL_IN_LINE.test(value), { error: `Your ${label} contains characters we cannot accept.` })
    .refine((value) => !hasInvisibleCharacters(value), {
      error: `Your ${label} contains invisible or text-direction characters. Please type it again without them.`,
    });
}

// A pragmatic address check: one @, no spaces, a dot in the domain. Stricter rules reject real addresses.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An e-mail address: trimmed, at most 254 characters, stored lower-cased. */
export function emailField() {
  const invalid = 'Please enter a valid email address.';
  return z
    .string({ error: invalid })
    .trim()
    .max(MAX_EMAIL, { error: `Your email address must be at most ${MAX_EMAIL} characters.` })
    .regex(EMAIL_PATTERN, { error: invalid })
    .refine((value) => !CONTROL_IN_LINE.test(value), { error: invalid })
    .transform((value) => value.toLowerCase());
}

/** Free text such as a question or message: 1..5000 characters after trimming. */
export function textField(label: string) {
  return z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, { error: `Please enter your ${label}.` })
    .max(MAX_TEXT, { error: `Your ${label} must be at most ${MAX_TEXT} characters.` })
    .refine((value) => !CONTROL_IN_TEXT.test(value), { error: `Your ${label} contains characters we cannot accept.` });
}

/** A password: 8..128 characters, never trimmed; `The` when an admin chooses it for someone else. */
export function passwordField(whose: 'Your' | 'The' = 'Your') {
  return z
    .string({ error: 'Please enter a password.' })
    .min(MIN_PASSWORD, { error: `${whose} password must be at least ${MIN_PASSWORD} characters.` })
    .max(MAX_PASSWORD, { error: `${whose} password must be at most ${MAX_PASSWORD} characters.` })
    .refine((value) => !value.includes('\u0000'), { error: `${whose} password contains characters we cannot accept.` });
}

/** The most items one request for a list may ask for (api-contract.md). */
export const MAX_PAGE_LIMIT = 200;

/** The `limit` of a paged list's query: a whole number from 1 to 200, `fallback` when absent. */
export function pageLimitField(fallback: number) {
  const invalid = `Limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`;
  return z.coerce
    .number({ error: invalid })
    .int({ error: invalid })
    .min(1, { error: invalid })
    .max(MAX_PAGE_LIMIT, { error: invalid })
    .default(fallback);
}

/** The opaque `cursor` of a paged list's query (the `Link` header's next page). */
export function cursorField() {
  return z.string().max(200, { error: 'That page link is not valid.' }).optional();
}

/** The query of a paged list with no filters: `limit` (1..200, `fallback` when absent) and `cursor`. */
export function pageQuery(fallback: number) {
  return z.object({ limit: pageLimitField(fallback), cursor: cursorField() });
}
