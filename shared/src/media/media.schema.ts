import { z } from 'zod';
import { CONTROL_IN_LINE } from '../fields';

/**
 * Images uploaded by staff (issue 17, decision 023): each kept as WebP and AVIF at a few widths,
 * served from content-hashed addresses under /uploads/ cached as immutable.
 */

/** The formats an upload may be. SVG (script inside) and anything else are refused. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The largest upload, in bytes. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** The longest alt text. */
export const MAX_ALT = 250;

/** One stored rendition of an image. */
export interface MediaVariant {
  url: string;
  format: 'webp' | 'avif';
  width: number;
  height: number;
  bytes: number;
}

/** An uploaded image (POST /api/media): its alt text, its size, and every rendition. */
export interface MediaAsset {
  id: string;
  alt: string;
  width: number;
  height: number;
  variants: MediaVariant[];
}

/** What an `<img>` and its `<picture>` sources need: a fallback address and a srcset per format. */
export interface ImageSources {
  src: string;
  webp: string;
  avif: string;
}

/** The `srcset` of one format, and the fallback (the WebP closest to `preferredWidth`), of an asset. */
export function imageSourcesOf(asset: Pick<MediaAsset, 'variants'>, preferredWidth: number): ImageSources {
  const srcset = (format: MediaVariant['format']) =>
    asset.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  const webp = asset.variants.filter((variant) => variant.format === 'webp');
  const fallback = [...webp].sort((a, b) => Math.abs(a.width - preferredWidth) - Math.abs(b.width - preferredWidth))[0];
  return { src: fallback?.url ?? '', webp: srcset('webp'), avif: srcset('avif') };
}

export const mediaMessages = {
  noFile: 'Please choose an image to upload.',
  altRequired: 'Please describe the image for people who cannot see it (alt text).',
  altTooLong: `The alt text must be at most ${MAX_ALT} characters.`,
  tooLarge: `The image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
  wrongType: 'Please upload a JPEG, PNG, WebP or AVIF image. Other files, SVG included, are not accepted.',
  unreadable: 'That image could not be read: it may be damaged or incomplete. Please export it again and upload it.',
  tooManyPixels: 'That image is too large in pixels (at most 40 million). Please make it smaller and upload it again.',
} as const;

/** An upload's alt text: required, trimmed, at most 250 characters, no control characters. */
export const AltText = z
  .string({ error: mediaMessages.altRequired })
  .trim()
  .min(1, { error: mediaMessages.altRequired })
  .max(MAX_ALT, { error: mediaMessages.altTooLong })
  .refine((value) => !CONTROL_IN_LINE.test(value), { error: mediaMessages.altRequired });
