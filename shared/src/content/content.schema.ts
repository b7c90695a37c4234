import { z } from 'zod';
import { hasInvisibleCharacters } from '../fields';
import { ImageSrcsets } from '../content-admin/content-fields';
import type { PublicRegistration } from '../events/event-registration.schema';
import { enablerTranslatedFields, eventTranslatedFields, type siteTranslatedFields } from './content-translation';

/** Seed and API shapes of the site's content (product-spec.md §3). Content files are checked against these. */

/** The spec's labels of the home statistics, in the order the strip shows them: a club may rename them. */
export const defaultStatLabels = {
  membersLabel: 'Members',
  visitorsLabel: 'Daily Visitors',
  programsLabel: 'Health Program',
  impactLabel: 'Heart Beat',
} as const;

/**
 * Where a home counter's figure comes from (issue 43): `typed`, the number the admin typed (the
 * spec's); or a live figure, computed at most hourly: `members` (confirmed members), `visitors`
 * (daily visitors averaged over the last 30 days), `sessions` (mentoring sessions held), `events`
 * (events held). docs/reports.md defines each.
 */
export const statSources = ['typed', 'members', 'visitors', 'sessions', 'events'] as const;
export type StatSource = (typeof statSources)[number];
const statSource = z.enum(statSources).default('typed');
/** The four counters' sources; absent (settings stored before issue 43, an older editor) reads `typed` for all four. */
export const StatSources = z
  .object({ members: statSource, visitors: statSource, programs: statSource, impact: statSource })
  .default({ members: 'typed', visitors: 'typed', programs: 'typed', impact: 'typed' });
export type StatSources = z.infer<typeof StatSources>;

/** The club's WhatsApp number (issue 44): E.164 (a + and up to 15 digits) or empty; absent reads empty. */
export const ClubWhatsAppNumber = z
  .string()
  .trim()
  .regex(/^(\+[1-9]\d{6,14})?$/, {
    error: 'Please enter the WhatsApp number with a + and its country code, digits only, for example +919847012345.',
  })
  .default('');

export const SiteSettings = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  region: z.string().min(1),
  mission: z.string().min(1),
  address: z.string().min(1),
  email: z.string().min(3),
  phone: z.string().min(3),
  /**
   * The club's WhatsApp number (issue 44) in E.164, `+919847012345`, or empty for none: "Chat on
   * WhatsApp" beside the contact details. Settings stored before it read empty.
   */
  whatsapp: ClubWhatsAppNumber,
  /** The site's public address, which the chat assistant gives visitors it cannot answer; settings stored before it existed read the default. */
  website: z.url().default('https://womenfoundersclub.example'),
  social: z.array(z.object({ label: z.string().min(1), url: z.url() })),
  stats: z.object({
    members: z.number().int().nonnegative(),
    visitors: z.number().int().nonnegative(),
    programs: z.number().int().nonnegative(),
    impact: z.number().int().nonnegative(),
  }),
  /** Each home counter's source (issue 43); settings stored before them read `typed` for all four. */
  statSources: StatSources,
  /** The four home statistics' labels (issue 26); settings stored before them read the spec's (product-spec.md, Home page). */
  membersLabel: z.string().min(1).default(defaultStatLabels.membersLabel),
  visitorsLabel: z.string().min(1).default(defaultStatLabels.visitorsLabel),
  programsLabel: z.string().min(1).default(defaultStatLabels.programsLabel),
  impactLabel: z.string().min(1).default(defaultStatLabels.impactLabel),
});
/** A Malayalam answer's list of the fields left in English (decision 028); absent from English answers. */
const untranslated = <K extends string>(fields: readonly [K, ...K[]]) => z.array(z.enum(fields)).optional();
export type SiteSettings = z.infer<typeof SiteSettings>;

export const Enabler = z.object({
  id: z.number().int().positive(),
  name: z
    .string()
    .min(1)
    .max(100)
    .refine((value) => !hasInvisibleCharacters(value), {
      error: 'An enabler name must not contain invisible or text-direction characters.',
    }),
  /** The seed's portrait under /images/enablers/, or an uploaded one's fallback under /uploads/ (decision 023). */
  photo: z.string().refine((value) => value.startsWith('/images/enablers/') || value.startsWith('/uploads/')),
  /** An uploaded portrait's srcsets, WebP and AVIF; absent for the seed's. */
  photoSources: ImageSrcsets.optional(),
  /** An uploaded portrait's alt text; absent for the seed's (the site says "Portrait of <name>"). */
  photoAlt: z.string().optional(),
  title: z.string().min(1),
  description: z.string().min(1),
  expertise: z.array(z.string().min(1)).min(1),
  region: z.string().min(1),
  yearsOfExperience: z.number().int().nonnegative(),
  untranslated: untranslated(enablerTranslatedFields),
});
export type Enabler = z.infer<typeof Enabler>;

/** An image of the site's own under /images/, or an upload's rendition under /uploads/ (decision 023). */
const siteImage = z.string().refine((value) => value.startsWith('/images/') || value.startsWith('/uploads/'));
/** An uploaded image's srcsets, WebP and AVIF; absent for the site's own images. */
const imageSources = ImageSrcsets.optional();

export const eventCategories = ['event', 'workshop'] as const;
export const Event = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  date: z.string().min(1),
  dateObj: z.iso.datetime(),
  time: z.string().min(1),
  location: z.string().min(1),
  description: z.string().min(1),
  /** Where to register: another site's page, or the event's own page here (`/events/<slug>`, issue 30). */
  link: z.union([z.url(), z.string().regex(/^\/events\/[a-z0-9-]+$/)]),
  category: z.enum(eventCategories),
  coverImage: siteImage,
  imageSources,
  imageAlt: z.string().min(1),
  /** Its own page's address (`/events/<slug>`); the API always gives it, the seed may leave it to the title. */
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: 'An event page address may use only lowercase letters, digits and dashes.' })
    .optional(),
  /** When it ends; null (or absent in the seed): two hours after it starts, for calendars. */
  endsAt: z.iso.datetime().nullable().optional(),
  /** Registration here (issue 30): what a visitor may know, live; null or absent: guests register at the link. */
  registration: z.custom<PublicRegistration>().nullable().optional(),
  untranslated: untranslated(eventTranslatedFields),
});
export type Event = z.infer<typeof Event>;

export const BlogPost = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  date: z.string().min(1),
  publishedAt: z.iso.datetime(),
  readTime: z.string().min(1),
  image: siteImage,
  imageSources,
  imageAlt: z.string().min(1),
  category: z.string().min(1),
  /** The article elsewhere, or the post's own page (/resources/blog/<slug>) when it was written here. */
  link: z.union([z.url(), z.string().regex(/^\/resources\/blog\/[a-z0-9-]+$/)]),
  /** A post written here: its Markdown (the seed's; the API sends the list without it). */
  slug: z.string().optional(),
  body: z.string().optional(),
});
export type BlogPost = z.infer<typeof BlogPost>;

export const PodcastEpisode = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  platform: z.string().min(1),
  link: z.url(),
  image: siteImage,
  imageSources,
  imageAlt: z.string().min(1),
  publishedAt: z.iso.datetime(),
});
export type PodcastEpisode = z.infer<typeof PodcastEpisode>;

export const Webinar = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.iso.datetime(),
  duration: z.string().min(1),
  thumbnail: siteImage,
  imageSources,
  thumbnailAlt: z.string().min(1),
  youtubeLink: z.url(),
});
export type Webinar = z.infer<typeof Webinar>;

export const CarouselImage = z.object({
  src: siteImage,
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** An uploaded photo's srcsets (decision 023); absent for the site's own files. */
  sources: imageSources,
});
export type CarouselImage = z.infer<typeof CarouselImage>;

/** GET /api/site: the settings with the home carousel's images and the directory's expertise list. */
export type SiteResponse = SiteSettings & {
  carousel: CarouselImage[];
  expertise: string[];
  /** In a Malayalam answer only: the settings' texts left in English (decision 028). */
  untranslated?: (typeof siteTranslatedFields)[number][];
};

/** GET /api/blog/<slug>: a post written here, and its Markdown rendered as HTML by the server (raw HTML in it shown as text). */
export interface BlogArticle {
  post: BlogPost;
  html: string;
}
