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
// (NUL in particular cannot be stored by PostgreSQL.)
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A person's name: 1..100 characters after trimming. */
export function nameField(label = 'name') {
  return z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, { error: `Please enter your ${label}.` })
    .max(MAX_NAME, { error: `Your ${label} must be at most ${MAX_NAME} characters.` })
    .refine((value) => !CONTROL_IN_LINE.test(value), { error: `Your ${label} contains characters we cannot accept.` });
}

// A pragmatic address check: one @, no spaces, a dot in the domain. Stricter rules reject real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

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

/** A password: 8..128 characters, never trimmed. */
export function passwordField() {
  return z
    .string({ error: 'Please enter a password.' })
    .min(MIN_PASSWORD, { error: `Your password must be at least ${MIN_PASSWORD} characters.` })
    .max(MAX_PASSWORD, { error: `Your password must be at most ${MAX_PASSWORD} characters.` })
    .refine((value) => !value.includes('\u0000'), { error: 'Your password contains characters we cannot accept.' });
}

/** The most items one request for a list may ask for (api-contract.md). */
export const MAX_PAGE_LIMIT = 200;

/** The `limit` of a paged list's query: a whole number from 1 to 200, `fallback` when absent. */
export function pageLimitField(fallback: number) {
  const invalid = `Limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`;
  return z.coerce.number({ error: invalid }).int({ error: invalid }).min(1, { error: invalid }).max(MAX_PAGE_LIMIT, { error: invalid }).default(fallback);
}

/** The opaque `cursor` of a paged list's query (the `Link` header's next page). */
export function cursorField() {
  return z.string().max(200, { error: 'That page link is not valid.' }).optional();
}
