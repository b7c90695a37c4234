import { z } from 'zod';
import { AltText } from '../media/media.schema';

/**
 * The home page's photo carousel as admins edit it (issue 17, decisions 022 and 023): one item, its
 * photos in order, each the site's own file or an upload, each with its alt text.
 */

/** The most photos the carousel holds. */
export const MAX_CAROUSEL_SLIDES = 12;

export const carouselMessages = {
  empty: 'Please keep at least one photo in the carousel.',
  tooMany: `The carousel holds at most ${MAX_CAROUSEL_SLIDES} photos.`,
  unknownPhoto: 'Please choose a photo of the carousel, or upload one.',
  /** A photo named by an address that the carousel does not have (`place` counts from 1). */
  notInCarousel: (place: number) => `Photo ${place} is not one of the carousel's photos. Please upload it.`,
  /** A photo named by an upload that is not stored. */
  uploadNotFound: (place: number) => `Photo ${place} could not be found. Please upload it again.`,
} as const;

/** The site's own carousel files, or an upload's rendition (decision 023): never another scheme, folder or `..`. */
const OWN_PHOTO = /^\/images\/carousel\/[\w-]+\.(webp|avif|jpe?g|png)$/;
const UPLOADED_PHOTO = /^\/uploads\/[\w-]{22}\.(webp|avif)$/;

/** A carousel photo's address. */
export const CarouselPhotoSrc = z
  .string({ error: carouselMessages.unknownPhoto })
  .refine((value) => OWN_PHOTO.test(value) || UPLOADED_PHOTO.test(value), { error: carouselMessages.unknownPhoto });

const dimension = z.number().int().positive().max(100_000);

/** One photo as stored and shown: its address, alt text and size, and an upload's srcsets. */
export const CarouselSlide = z.object({
  src: CarouselPhotoSrc,
  alt: AltText,
  width: dimension,
  height: dimension,
  /** An uploaded photo's srcsets, AVIF and WebP; absent for the site's own files. */
  sources: z.object({ webp: z.string(), avif: z.string() }).optional(),
});
export type CarouselSlide = z.infer<typeof CarouselSlide>;

/** The carousel's photos in the order shown: 1 to 12. */
export const EditableCarousel = z
  .array(CarouselSlide, { error: carouselMessages.empty })
  .min(1, { error: carouselMessages.empty })
  .max(MAX_CAROUSEL_SLIDES, { error: carouselMessages.tooMany });
export type EditableCarousel = z.infer<typeof EditableCarousel>;

/** The carousel as the editing model holds it (decision 022: an item is an object of labelled fields). */
export const CarouselItem = z.object({ slides: EditableCarousel });
export type CarouselItem = z.infer<typeof CarouselItem>;

/** What the carousel's one field is called in the history. */
export const carouselLabels: Record<keyof CarouselItem, string> = { slides: 'Photos' };

/**
 * A photo of a save: one the carousel has, by its `src`, or a new upload by `mediaId` (POST
 * /api/media); the server fills in the size and srcsets, never taking them from the browser.
 */
export const SaveCarouselSlide = z
  .object({
    src: CarouselPhotoSrc.optional(),
    mediaId: z.uuid({ error: 'That photo could not be found. Please upload it again.' }).optional(),
    alt: AltText,
  })
  .refine((slide) => (slide.src === undefined) !== (slide.mediaId === undefined), { error: carouselMessages.unknownPhoto });
export type SaveCarouselSlide = z.infer<typeof SaveCarouselSlide>;

/** PUT /api/admin/content/carousel: the photos in their new order, and the version edited. */
export const SaveCarouselBody = z.object({
  slides: z
    .array(SaveCarouselSlide, { error: carouselMessages.empty })
    .min(1, { error: carouselMessages.empty })
    .max(MAX_CAROUSEL_SLIDES, { error: carouselMessages.tooMany }),
  version: z.number({ error: 'The version being edited is missing.' }).int().positive(),
});
export type SaveCarouselBody = z.infer<typeof SaveCarouselBody>;
