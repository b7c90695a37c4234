import type { Event } from '@wfc/shared';
import type { Generated } from 'kysely';

/**
 * Row types of the site's content tables (features/content reads them, features/content-admin
 * writes them). Each item carries a version, raised by every save, so a save made over a stale copy
 * is refused (decision 022).
 */

export interface EnablersTable {
  id: number;
  name: string;
  photo: string;
  title: string;
  description: string;
  /** JSON array of expertise tags. */
  expertise: string;
  region: string;
  years_of_experience: number;
  position: number;
  created_at: string;
  updated_at: string;
  /** The enabler account linked to this profile by an admin (unique; null while unlinked). */
  user_id: string | null;
  version: Generated<number>;
  /** The account that saved the current version (an admin, or the enabler herself); null for the seed. */
  updated_by: string | null;
  /** An uploaded photo's srcsets, JSON `{ webp, avif }` (decision 023); null for the seed's photos. */
  photo_sources: string | null;
  /** An uploaded photo's alt text; null for the seed's photos. */
  photo_alt: string | null;
  /** 1: kept but not in the directory. */
  hidden: Generated<number>;
  /** When it was moved to the trash; null while it is not there. */
  deleted_at: string | null;
  /** Her title and biography in Malayalam, JSON `{ title?, description? }` (decision 028); null: none. */
  ml: string | null;
}

export interface EventsTable {
  id: string;
  title: string;
  date_text: string;
  starts_at: string;
  time_text: string;
  location: string;
  description: string;
  link: string;
  category: Event['category'];
  cover_image: string;
  image_alt: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
  updated_by: string | null;
  /** 1: kept but not shown on the site. */
  hidden: Generated<number>;
  /** When it was moved to the trash; null while it is not there. */
  deleted_at: string | null;
  /** An uploaded cover's srcsets, JSON `{ webp, avif }` (decision 023); null for the site's own covers. */
  cover_sources: string | null;
  /** Its texts in Malayalam, JSON of the translated fields (decision 028); null: none. */
  ml: string | null;
  /** Its page's address under /events/ (issue 30): from the title when created, unique, kept. */
  slug: string | null;
  ends_at: string | null;
  /** JSON of EventRegistrationSettings; null: guests register at the link. */
  registration: string | null;
  /** The calendar invitations' SEQUENCE: raised at every change guests are told of. */
  calendar_sequence: Generated<number>;
  cancelled_at: string | null;
  cancel_note: string | null;
  /** When the day-before and the hour-before reminders were queued (once, by one process). */
  reminded_day_at: string | null;
  reminded_hour_at: string | null;
}

/** What every edited collection (events aside, which has its own above) carries (decision 022). */
interface EditedColumns {
  version: Generated<number>;
  /** The account that saved the current version; null for the seed. */
  updated_by: string | null;
  /** 1: kept but not shown on the site (a blog post's draft). */
  hidden: Generated<number>;
  /** When it was moved to the trash; null while it is not there. */
  deleted_at: string | null;
}

export interface BlogPostsTable extends EditedColumns {
  id: string;
  title: string;
  excerpt: string;
  date_text: string;
  published_at: string;
  read_time: string;
  image: string;
  image_alt: string;
  category: string;
  link: string;
  created_at: string;
  updated_at: string;
  image_sources: string | null;
  /** A post written here: its address under /resources/blog/ (unique); null for one that links outside. */
  slug: string | null;
  /** A post written here: its Markdown; null for one that links outside. */
  body: string | null;
}

export interface PodcastEpisodesTable extends EditedColumns {
  id: string;
  title: string;
  description: string;
  platform: string;
  link: string;
  image: string;
  image_alt: string;
  published_at: string;
  created_at: string;
  updated_at: string;
  image_sources: string | null;
}

export interface WebinarsTable extends EditedColumns {
  id: string;
  title: string;
  description: string;
  starts_at: string;
  duration: string;
  thumbnail: string;
  thumbnail_alt: string;
  video_link: string;
  created_at: string;
  updated_at: string;
  thumbnail_sources: string | null;
}

/** An old slug of a blog post written here, kept so its old address redirects (301) to the post. */
export interface BlogSlugRedirectsTable {
  slug: string;
  post_id: string;
  created_at: string;
}

export interface SiteSettingsTable {
  key: string;
  /** JSON document. */
  value: string;
  version: Generated<number>;
  /** The account that saved the current version; null for the seed. */
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}
/**
 * One saved version of a content item (decision 022): the whole item as it was saved, who saved it
 * and which fields changed. Restoring a version saves its snapshot as a new version.
 */
export interface ContentRevisionsTable {
  id: string;
  /** What kind of item: `site` (the site settings), later enablers, events, posts… */
  kind: string;
  /** The item's id within its kind (`site` for the one site settings document). */
  item_id: string;
  version: number;
  /** JSON: the item as this version saved it. */
  snapshot: string;
  /** JSON array of the fields this version changed (empty for the first). */
  changed: string;
  author_id: string | null;
  /** Kept with the revision, so the history still names her after her account is gone. */
  author_name: string;
  /** Set when this version restored an older one. */
  restored_from: number | null;
  created_at: string;
}

/** An uploaded image (decision 023). */
export interface MediaAssetsTable {
  id: string;
  alt: string;
  width: number;
  height: number;
  created_by: string | null;
  created_at: string;
  /** The member whose card photo it is (issue 42); null for the staff's uploads and once she has left. */
  membership_id: string | null;
  /** 1: a member's card photo, served to signed-in members only, never under /uploads/. */
  member_only: Generated<number>;
}

/** One rendition of an uploaded image; `id` is its content hash and format, its address under /uploads/. */
export interface MediaVariantsTable {
  id: string;
  asset_id: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
  data: Buffer;
  created_at: string;
}
