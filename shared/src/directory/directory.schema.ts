import { z } from 'zod';
import { CONTROL_IN_LINE, CONTROL_IN_TEXT, hasInvisibleCharacters, nameField, pageLimitField, cursorField } from '../fields';
import { valuesOf, verticalOptions } from '../membership/membership.options';
import { directoryMessages } from './directory.messages';

export * from './directory.messages';

/**
 * The member directory (issue 42): a member lists herself from her own page, choosing field by
 * field what her card shows; members who are signed in find each other there. Her name is always
 * on a listed card; every other field only when she chose it (`shown`). Nothing here ever holds
 * an address: addresses travel only in an accepted introduction's e-mail (introductions feature).
 */

export const MAX_LISTING_LINE = 100;
export const MAX_CITY = 60;
export const MAX_LISTING_TEXT = 300;
export const MAX_TAGS = 8;
export const MAX_REPORT_REASON = 500;

/** The languages a card's own texts can be marked with. */
export const listingTextLocales = ['en', 'ml'] as const;
export type ListingTextLocale = (typeof listingTextLocales)[number];

/** The parts of a card she chooses to show, besides her name. */
export const listingParts = ['photo', 'companyRole', 'verticalCity', 'canHelp', 'lookingFor', 'links'] as const;
export type ListingPart = (typeof listingParts)[number];

function lineField(max: number, label: string) {
  return z
    .string({ error: `Please enter your ${label} as text.` })
    .trim()
    .max(max, { error: `Your ${label} must be at most ${max} characters.` })
    .refine((value) => !CONTROL_IN_LINE.test(value) && !hasInvisibleCharacters(value), {
      error: `Your ${label} contains characters we cannot accept.`,
    })
    .default('');
}

function shortTextField(label: string) {
  return z
    .string({ error: `Please enter ${label} as text.` })
    .trim()
    .max(MAX_LISTING_TEXT, { error: `"${label}" must be at most ${MAX_LISTING_TEXT} characters.` })
    .refine((value) => !CONTROL_IN_TEXT.test(value), { error: `"${label}" contains characters we cannot accept.` })
    .default('');
}

/** A tag: 2..30 letters (any script), digits, spaces or hyphens, kept lower-cased with single spaces. */
export const TAG_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} -]{0,28}[\p{L}\p{M}\p{N}]$/u;

export function normalizeTag(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

const tagList = z
  .array(
    z
      .string({ error: directoryMessages.tagShape })
      .transform(normalizeTag)
      .pipe(z.string().regex(TAG_PATTERN, { error: directoryMessages.tagShape })),
    {
      error: directoryMessages.tagShape,
    },
  )
  .max(MAX_TAGS, { error: directoryMessages.tooManyTags })
  .transform((list) => [...new Set(list)])
  .default([]);

function linkField(pattern: RegExp, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(300, { error: message })
    .refine((value) => value === '' || (pattern.test(value) && !CONTROL_IN_LINE.test(value) && URL.canParse(value)), { error: message })
    .default('');
}

/** Body of PUT /api/member/listing: everything her card can hold, which parts it shows, and whether it is listed. */
export const ListingBody = z.object({
  listed: z.boolean({ error: 'Listed must be yes or no.' }),
  name: nameField('name'),
  /** A photo uploaded with POST /api/member/listing/photo, or null for none. */
  photoId: z.string().max(40).nullable().default(null),
  photoAlt: lineField(200, 'photo description'),
  company: lineField(MAX_LISTING_LINE, 'company'),
  role: lineField(MAX_LISTING_LINE, 'role'),
  vertical: z.enum(valuesOf(verticalOptions), { error: 'Please choose your vertical.' }).nullable().default(null),
  city: lineField(MAX_CITY, 'city'),
  canHelp: shortTextField('I can help with'),
  canHelpTags: tagList,
  lookingFor: shortTextField('I am looking for'),
  lookingForTags: tagList,
  website: linkField(/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/i, directoryMessages.websiteShape),
  linkedin: linkField(/^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/\S+$/i, directoryMessages.linkedinShape),
  /** The language her own texts are written in, shown beside them. */
  textLocale: z.enum(listingTextLocales, { error: 'Please choose the language your card is written in.' }).default('en'),
  shown: z
    .array(z.enum(listingParts, { error: 'Please choose what your card shows from the list.' }))
    .max(listingParts.length)
    .transform((list) => [...new Set(list)])
    .default([]),
});
export type ListingBody = z.infer<typeof ListingBody>;
export type ListingInput = z.input<typeof ListingBody>;

/** One rendition of a card's photo, served to signed-in members only. */
export interface DirectoryPhoto {
  alt: string;
  width: number;
  height: number;
  /** `/api/member/directory/photos/<rendition id>`, by width and format. */
  sources: { url: string; width: number; format: 'webp' | 'avif' }[];
}

/** A card as other members see it: her name, and only the parts she chose to show. */
export interface DirectoryCard {
  /** The listing's own id (never her membership's). */
  id: string;
  name: string;
  textLocale: ListingTextLocale;
  photo?: DirectoryPhoto;
  company?: string;
  role?: string;
  vertical?: (typeof verticalOptions)[number]['value'];
  city?: string;
  canHelp?: string;
  canHelpTags?: string[];
  lookingFor?: string;
  lookingForTags?: string[];
  website?: string;
  linkedin?: string;
}

/** GET /api/member/listing: her listing's values (all of them, shown or not), its state and her card's preview. */
export interface MyListing {
  /** Null before she has saved a listing: the form starts from her membership's name and vertical. */
  listing: (ListingBody & { id: string; updatedAt: string }) | null;
  /** When staff hid her card, why; she sees it on her page. */
  hiddenByStaff: { reason: string; at: string } | null;
  /** Her card exactly as other members would see it now. */
  preview: DirectoryCard;
  /** Her membership's name and vertical, to start a new listing from. */
  defaults: { name: string; vertical: ListingBody['vertical'] };
}

/** Query of GET /api/member/directory: words to search, filters, and the page. */
export const DirectoryQuery = z.object({
  q: z.string().trim().max(100, { error: 'Please search with at most 100 characters.' }).optional(),
  vertical: z.enum(valuesOf(verticalOptions), { error: 'Please choose a vertical from the list.' }).optional(),
  city: z.string().trim().max(MAX_CITY).optional(),
  tag: z.string().trim().max(30).transform(normalizeTag).optional(),
  limit: pageLimitField(24),
  cursor: cursorField(),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;

/** GET /api/member/directory: one page of cards, by name; `nextCursor` null on the last page. */
export interface DirectoryPage {
  items: DirectoryCard[];
  nextCursor: string | null;
}

/** GET /api/member/directory/filters: the cities and tags on listed cards, with how many show each. */
export interface DirectoryFilters {
  cities: { value: string; count: number }[];
  tags: { value: string; count: number }[];
}

const reasonField = z
  .string({ error: directoryMessages.reasonRequired })
  .trim()
  .min(1, { error: directoryMessages.reasonRequired })
  .max(MAX_REPORT_REASON, { error: `Please say why in at most ${MAX_REPORT_REASON} characters.` })
  .refine((value) => !CONTROL_IN_TEXT.test(value), { error: directoryMessages.reasonRequired });

/** Body of POST /api/member/reports: a card or an introduction's note, and why. */
export const ReportBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('card'), listingId: z.string().max(40), reason: reasonField }),
    z.object({ kind: z.literal('note'), introductionId: z.string().max(40), reason: reasonField }),
  ],
  { error: directoryMessages.reportNotFound },
);
export type ReportBody = z.infer<typeof ReportBody>;

/** Body of a staff action that hides a card or a note: the reason, sent to the member. */
export const StaffHideBody = z.object({ reason: reasonField });
export type StaffHideBody = z.infer<typeof StaffHideBody>;

export const directoryReportStatuses = ['open', 'hidden', 'dismissed'] as const;
export type DirectoryReportStatus = (typeof directoryReportStatuses)[number];

/** Query of GET /api/staff/directory/reports: open reports (the default) or closed ones, newest first. */
export const DirectoryReportsQuery = z.object({
  status: z.enum(['open', 'closed'], { error: 'Please choose open or closed reports.' }).default('open'),
  limit: pageLimitField(50),
  cursor: cursorField(),
});
export type DirectoryReportsQuery = z.infer<typeof DirectoryReportsQuery>;

/** A report as staff see it: what was reported (the card or note as it is now), by whom, and why. */
export interface DirectoryReport {
  _id: string;
  kind: 'card' | 'note';
  status: DirectoryReportStatus;
  reason: string;
  createdAt: string;
  /** The reporting member's name on her card or membership (never her address). */
  reportedBy: string;
  /** The card reported, or the note's sender's card; null once its member has left. */
  card: DirectoryCard | null;
  /** The note reported (a note report only). */
  note: { introductionId: string; text: string; hidden: boolean } | null;
  /** Whether the card is hidden by staff now. */
  cardHidden: boolean;
  closedAt: string | null;
  closedBy: string | null;
}

/** GET /api/staff/directory/counts. */
export interface DirectoryCounts {
  listed: number;
  hiddenByStaff: number;
  requests: number;
  accepted: number;
  declined: number;
  openReports: number;
}
