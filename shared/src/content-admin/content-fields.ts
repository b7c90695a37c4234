import { z } from 'zod';
import { CONTROL_IN_LINE, CONTROL_IN_TEXT, hasInvisibleCharacters } from '../fields';

/** The fields every kind of edited content is made of (decision 022), each with its message in the editor's words. */

/** A line of content (a name, a title, an address): required, trimmed, at most `max` characters. */
export function contentLine(label: string, max: number) {
  return z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, { error: `Please enter the ${label}.` })
    .max(max, { error: `The ${label} must be at most ${max} characters.` })
    .refine((value) => !CONTROL_IN_LINE.test(value), { error: `The ${label} contains characters we cannot accept.` })
    .refine((value) => !hasInvisibleCharacters(value), { error: `The ${label} contains invisible or text-direction characters.` });
}

/** Paragraphs of content: required, trimmed, at most `max` characters, line breaks kept. */
export function contentText(label: string, max: number) {
  return z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, { error: `Please enter the ${label}.` })
    .max(max, { error: `The ${label} must be at most ${max} characters.` })
    .refine((value) => !CONTROL_IN_TEXT.test(value), { error: `The ${label} contains characters we cannot accept.` });
}

/** A web address a visitor may follow: http or https only (never `javascript:`). */
export function webAddress(label: string) {
  const invalid = `Please enter the ${label} as a web address starting with https:// or http://.`;
  return z
    .string({ error: invalid })
    .trim()
    .max(500, { error: `The ${label} must be at most 500 characters.` })
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), { error: invalid });
}

/** An image: one of the site's own under /images/, or an upload's rendition under /uploads/. */
export function imageAddress(label: string) {
  return z
    .string({ error: `Please choose ${label}.` })
    .refine((value) => /^\/(images|uploads)\/[\w./-]+$/.test(value) && !value.includes('..'), { error: `Please choose ${label}.` });
}

export const coverImage = imageAddress('a cover image');

/** An ISO date and time, with the editor's words when it is not one. */
export const when = (label: string) => z.iso.datetime({ error: `Please give the ${label}.` });

/** Whether an item is hidden: kept, but not shown on the site. */
export const hiddenFlag = z.boolean({ error: 'Please say whether it is hidden.' });

/** The version a save or a move to the trash was made on. */
export const versionField = z.number({ error: 'The version being edited is missing.' }).int().positive();

/** An upload (POST /api/media) chosen as an item's image instead of an address. */
export const mediaIdField = z.uuid({ error: 'That image could not be found. Please upload it again.' });

/** An uploaded image's srcsets, per format; null for the site's own images. */
export const ImageSrcsets = z.object({ webp: z.string(), avif: z.string() });
export type ImageSrcsets = z.infer<typeof ImageSrcsets>;
