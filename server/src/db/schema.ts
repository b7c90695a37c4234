import type { Generated } from 'kysely';

/**
 * Row types of every table. Timestamps are ISO 8601 UTC strings and booleans are 0/1 integers in
 * both engines, so one set of migrations and queries serves SQLite and PostgreSQL alike.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: string;
  status: string;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  approved_by: string | null;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: string;
  created_at: string;
}

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
}

export interface InquiriesTable {
  id: string;
  enabler_id: number;
  enabler_name: string;
  name: string;
  email: string;
  question: string;
  created_at: string;
}

export interface CasesTable {
  id: string;
  question: string;
  requester_name: string;
  requester_email: string;
  status: string;
  assigned_to: string | null;
  deadline: string | null;
  /** Where the question came from: the quick help form or the chat assistant. */
  source: string;
  /** Bumped by every change, so that a change made on a stale read fails instead of overwriting. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CaseEventsTable {
  id: string;
  case_id: string;
  actor_id: string | null;
  action: string;
  from_status: string | null;
  to_status: string;
  from_assignee: string | null;
  to_assignee: string | null;
  /** The case's version after this change (0 for its creation): the order of its history. */
  case_version: number;
  created_at: string;
}

export interface MembershipsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  job_function: string;
  vertical: string;
  /** JSON array of interest values. */
  interests: string;
  hear_about: string;
  email_permission: number;
  created_at: string;
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
  category: string;
  cover_image: string;
  image_alt: string;
  created_at: string;
  updated_at: string;
}

export interface BlogPostsTable {
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
}

export interface PodcastEpisodesTable {
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
}

export interface WebinarsTable {
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
}

export interface SiteSettingsTable {
  key: string;
  /** JSON document. */
  value: string;
  created_at: string;
  updated_at: string;
}

export interface DB {
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  enablers: EnablersTable;
  inquiries: InquiriesTable;
  cases: CasesTable;
  case_events: CaseEventsTable;
  memberships: MembershipsTable;
  events: EventsTable;
  blog_posts: BlogPostsTable;
  podcast_episodes: PodcastEpisodesTable;
  webinars: WebinarsTable;
  site_settings: SiteSettingsTable;
}
