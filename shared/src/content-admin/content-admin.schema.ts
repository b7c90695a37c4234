import { z } from 'zod';
import { ClubWhatsAppNumber, eventCategories, SiteSettings, StatSources } from '../content/content.schema';
import { translationLine, translationOf, translationText } from '../content/content-translation';
import type { ErrorBody } from '../errors';
import { EMAIL_PATTERN } from '../fields';
import { withImageUpload, withVersion, type CollectionExtras } from './collections.schema';
import { EventRegistrationSettings, externalRegistration } from '../events/event-registration.schema';
import { contentLine, contentText, coverImage, hiddenFlag, webAddress, when } from './content-fields';

/**
 * Content staff edit at run time (issue 17, decisions 021 and 022): each item carries a version,
 * a save names the version it was made on, and a stale one is refused with the item as it is now.
 */

function statistic(label: string) {
  const invalid = `The ${label} must be a whole number from 0 to 10 000 000.`;
  return z.number({ error: invalid }).int({ error: invalid }).min(0, { error: invalid }).max(10_000_000, { error: invalid });
}

/** The site settings' Malayalam texts (decision 028): each optional, with its English field's limit. */
export const SiteSettingsTranslation = translationOf({
  name: translationLine('Malayalam club name', 100),
  tagline: translationLine('Malayalam tagline', 200),
  region: translationLine('Malayalam region', 60),
  mission: translationText('Malayalam mission text', 2000),
  address: translationText('Malayalam address', 300),
  membersLabel: translationLine('Malayalam members label', 40),
  visitorsLabel: translationLine('Malayalam visitors label', 40),
  programsLabel: translationLine('Malayalam programs label', 40),
  impactLabel: translationLine('Malayalam impact label', 40),
});

/** The site settings as the editor holds them and the history keeps them: the settings and their Malayalam texts. */
export const SiteSettingsItem = SiteSettings.extend({ ml: SiteSettingsTranslation });
export type SiteSettingsItem = z.infer<typeof SiteSettingsItem>;

/** The site settings as the admin edits them: the seed's shape with limits and messages in her words. */
export const EditableSiteSettings = z.object({
  name: contentLine('club name', 100),
  tagline: contentLine('tagline', 200),
  region: contentLine('region', 60),
  mission: contentText('mission text', 2000),
  address: contentText('address', 300),
  email: contentLine('e-mail address', 254).refine((value) => EMAIL_PATTERN.test(value), {
    error: 'Please enter a valid e-mail address.',
  }),
  phone: contentLine('phone number', 40),
  whatsapp: ClubWhatsAppNumber,
  website: webAddress('website'),
  social: z
    .array(z.object({ label: contentLine('link name', 40), url: webAddress('link') }), { error: 'Please list the social links.' })
    .max(8, { error: 'At most 8 social links.' }),
  stats: z.object({
    members: statistic('members figure'),
    visitors: statistic('visitors figure'),
    programs: statistic('programs figure'),
    impact: statistic('impact figure'),
  }),
  statSources: StatSources,
  membersLabel: contentLine('members label', 40),
  visitorsLabel: contentLine('visitors label', 40),
  programsLabel: contentLine('programs label', 40),
  impactLabel: contentLine('impact label', 40),
  ml: SiteSettingsTranslation,
});

/**
 * An enabler's directory profile as staff (or she herself) edit it; the photo is kept as it is.
 * Each expertise must be one of the site's expertise list (checked by the server).
 */
export const EditableEnablerProfile = z.object({
  name: contentLine('name', 100),
  title: contentLine('title', 150),
  description: contentText('description', 2000),
  expertise: z
    .array(z.string().trim().min(1).max(60), { error: 'Please choose at least one area of expertise.' })
    .min(1, { error: 'Please choose at least one area of expertise.' })
    .max(8, { error: 'Please choose at most 8 areas of expertise.' }),
  region: contentLine('region', 60),
  yearsOfExperience: z
    .number({ error: 'The years of experience must be a whole number from 0 to 70.' })
    .int({ error: 'The years of experience must be a whole number from 0 to 70.' })
    .min(0, { error: 'The years of experience must be a whole number from 0 to 70.' })
    .max(70, { error: 'The years of experience must be a whole number from 0 to 70.' }),
  /** Her title, biography and region in Malayalam (decision 028, the region since issue 38); each optional. */
  ml: translationOf({
    title: translationLine('Malayalam title', 150),
    description: translationText('Malayalam description', 2000),
    region: translationLine('Malayalam region', 60),
  }),
});
export type EditableEnablerProfile = z.infer<typeof EditableEnablerProfile>;

/**
 * PUT /api/admin/content/enablers/:id and PUT /api/enabler/profile: the profile, the version edited,
 * and `photoMediaId` when the photo changes to an uploaded image (POST /api/media).
 */
export const SaveEnablerProfileBody = EditableEnablerProfile.extend({
  version: z.number({ error: 'The version being edited is missing.' }).int().positive(),
  photoMediaId: z.uuid({ error: 'That photo could not be found. Please upload it again.' }).optional(),
});
export type SaveEnablerProfileBody = z.infer<typeof SaveEnablerProfileBody>;

/** PUT /api/admin/content/enablers/order: every profile's id, in the order the directory should show them. */
export const EnablerOrderBody = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'Please send the enablers in their new order.' })
    .min(1, { error: 'Please send the enablers in their new order.' })
    .max(1000),
});
export type EnablerOrderBody = z.infer<typeof EnablerOrderBody>;

export const enablerOrderMessages = {
  saved: 'Order saved. The directory and the home page show it now.',
  stale: 'The enablers changed while you were ordering them. Reload to see them, then order them again.',
} as const;

/** An enabler's profile as the editor holds it: the editable fields, the photo as the directory shows it, and whether it is shown. */
export type EnablerProfileItem = EditableEnablerProfile & {
  photo: string;
  /** An uploaded photo's srcsets; null for the seed's. */
  photoSources: { webp: string; avif: string } | null;
  /** An uploaded photo's alt text; null for the seed's; empty for the portrait a new profile has until a photo is uploaded. */
  photoAlt: string | null;
  /** Kept but not in the directory: set by an admin (decision 024). */
  hidden: boolean;
  inTrash: boolean;
};

/** POST /api/admin/content/enablers: a new profile, at the end of the directory; without `photoMediaId` it has a neutral portrait until a photo is uploaded. */
export const CreateEnablerProfileBody = EditableEnablerProfile.extend({
  photoMediaId: z.uuid({ error: 'That photo could not be found. Please upload it again.' }).optional(),
  hidden: z.boolean({ error: 'Please say whether the profile is hidden.' }),
});
export type CreateEnablerProfileBody = z.infer<typeof CreateEnablerProfileBody>;

/** One profile of GET /api/admin/content/enablers: every profile in the directory's order, the hidden and trashed included. */
export interface EnablerProfileSummary {
  id: number;
  name: string;
  title: string;
  photo: string;
  photoSources: { webp: string; avif: string } | null;
  photoAlt: string | null;
  hidden: boolean;
  inTrash: boolean;
  version: number;
}

/** What each profile field is called in the history and in the form (the photo's three parts are one). */
export const enablerProfileLabels: Record<keyof EnablerProfileItem, string> = {
  name: 'Name',
  title: 'Title',
  description: 'Description',
  expertise: 'Expertise',
  region: 'Region',
  yearsOfExperience: 'Years of experience',
  photo: 'Photo',
  photoSources: 'Photo',
  photoAlt: 'Photo',
  hidden: 'Hidden',
  inTrash: 'Trash',
  ml: 'Malayalam',
};

/** An event or workshop as an admin edits it (the fields of GET /api/events, and whether it is hidden). */
export const EditableEvent = z.object({
  title: contentLine('title', 150),
  /** The date as the card shows it ("Saturday, 14 March 2026"). */
  date: contentLine('date as shown', 60),
  /** When it starts: its order on the page and whether it is upcoming. */
  dateObj: when('date and time it starts'),
  time: contentLine('time', 60),
  /** When it ends (issue 30: calendar invitations); null: two hours after it starts. */
  endsAt: when('date and time it ends').nullable().default(null),
  location: contentLine('location', 200),
  description: contentText('description', 2000),
  /** Where guests register elsewhere; empty when they register here (the server checks it is given otherwise). */
  link: webAddress('link').or(z.literal('')),
  category: z.enum(eventCategories, { error: 'Please choose event or workshop.' }),
  /** How guests register (issue 30): elsewhere at the link, or here. */
  registration: EventRegistrationSettings.default(externalRegistration),
  coverImage,
  imageAlt: contentLine('cover image description', 250),
  /** A hidden event is kept, but not shown on the site. */
  hidden: hiddenFlag,
  /** Its texts in Malayalam (decision 028); each optional. */
  ml: translationOf({
    title: translationLine('Malayalam title', 150),
    date: translationLine('Malayalam date as shown', 60),
    time: translationLine('Malayalam time', 60),
    location: translationLine('Malayalam location', 200),
    description: translationText('Malayalam description', 2000),
    imageAlt: translationLine('Malayalam cover image description', 250),
  }),
});
export type EditableEvent = z.infer<typeof EditableEvent>;

/** POST /api/admin/content/events: a new event; `imageMediaId` takes an uploaded cover instead of `coverImage`. */
export const CreateEventBody = withImageUpload(EditableEvent);
export type CreateEventBody = z.infer<typeof CreateEventBody>;

/** PUT /api/admin/content/events/:id: the event, and the version edited. */
export const SaveEventBody = withVersion(CreateEventBody);
export type SaveEventBody = z.infer<typeof SaveEventBody>;

/** An event as the editor holds it: the editable fields, an uploaded cover's srcsets, and whether it is in the trash. */
export type EventItem = EditableEvent & CollectionExtras;

/** What each event field is called in the history and in the form. */
export const eventLabels: Record<keyof EventItem, string> = {
  title: 'Title',
  date: 'Date as shown',
  dateObj: 'Starts at',
  endsAt: 'Ends at',
  registration: 'Registration',
  time: 'Time',
  location: 'Location',
  description: 'Description',
  link: 'Link',
  category: 'Category',
  coverImage: 'Cover image',
  imageSources: 'Cover image',
  imageAlt: 'Cover image description',
  hidden: 'Hidden',
  inTrash: 'Trash',
  ml: 'Malayalam',
};

/** PUT /api/admin/content/site: the settings, and the version they were edited from. */
export const SaveSiteSettingsBody = EditableSiteSettings.extend({
  version: z.number({ error: 'The version being edited is missing.' }).int().positive(),
});
export type SaveSiteSettingsBody = z.infer<typeof SaveSiteSettingsBody>;

/** The version on screen, which a change is made against (a stale one is refused). */
const versionOnScreen = z.object({
  version: z.number({ error: 'The version being edited is missing.' }).int().positive(),
});

/** POST /api/admin/content/site/revisions/:version/restore: the version on screen when she chose to restore. */
export const RestoreRevisionBody = versionOnScreen;
export type RestoreRevisionBody = z.infer<typeof RestoreRevisionBody>;

/** POST /api/admin/content/events/:id/trash and …/untrash: the version on screen. */
export const TrashBody = versionOnScreen;

/** A content item as the editor shows it: the item, its version, and who saved it last when. */
export interface VersionedItem<T> {
  item: T;
  version: number;
  updatedAt: string;
  /** The name of who saved this version; null for the seed content. */
  updatedBy: string | null;
}
export type VersionedSiteSettings = VersionedItem<SiteSettingsItem>;

/** What a save or a restore answers: the item as stored now, and what to tell her. */
export interface SavedItem<T> extends VersionedItem<T> {
  message: string;
  /** Whether a new version was written (false when nothing had changed). */
  changed: boolean;
}

/** One line of an item's history (GET …/revisions), newest first. */
export interface ContentRevision {
  version: number;
  createdAt: string;
  authorName: string;
  /** The fields this version changed, by their labels; empty for the first version. */
  changed: string[];
  /** The version this one restored, when it did. */
  restoredFrom: number | null;
}

/** GET …/revisions/:version: one version's whole item, to read before restoring it. */
export interface ContentRevisionDetail<T> extends ContentRevision {
  item: T;
}

/** The 409 of a stale save: the error, and the item as it now is, so the editor can show both. */
export interface StaleEditBody<T> extends ErrorBody {
  current: VersionedItem<T>;
}

/** What each site setting is called in the history and on the Content screen. */
export const siteSettingLabels: Record<keyof SiteSettingsItem, string> = {
  name: 'Club name',
  tagline: 'Tagline',
  region: 'Region',
  mission: 'Mission text',
  address: 'Address',
  email: 'E-mail',
  phone: 'Phone',
  whatsapp: 'WhatsApp number',
  website: 'Website',
  social: 'Social links',
  stats: 'Home statistics',
  statSources: 'Home statistics sources',
  membersLabel: 'Members label',
  visitorsLabel: 'Visitors label',
  programsLabel: 'Programs label',
  impactLabel: 'Impact label',
  ml: 'Malayalam',
};

export const contentAdminMessages = {
  saved: 'Saved. The public pages show it now.',
  stale:
    'Someone else saved this while you were editing. Your changes are still in the form: copy them, then reload to see the saved version.',
  restored: (version: number) => `Version ${version} restored as a new version. The public pages show it now.`,
  unchanged: 'Nothing has changed since the last save.',
} as const;
