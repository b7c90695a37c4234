import type {
  AccountStatus,
  AuditSubjectKind,
  CaseHistoryAction,
  CaseStatus,
  DirectoryReportStatus,
  EnablerSchedule,
  InboundOutcome,
  InboundReason,
  InboxReason,
  InboxStatus,
  InquiryStatus,
  IntroductionStatus,
  ListingTextLocale,
  Locale,
  MailStatus,
  MeetingKind,
  MembershipBody,
  MessageAuthor,
  NewRequestMailChoice,
  NewsletterStatus,
  RegistrationStatus,
  ReplyParty,
  ReplyThreadKind,
  Role,
  SessionCanceller,
  SessionOutcome,
  SessionStatus,
  VisitDevice,
  VisitorMailPurpose,
  InboxChannel,
  WhatsAppCause,
  WhatsAppStatus,
} from '@wfc/shared';
import type { Generated } from 'kysely';
import type {
  BlogPostsTable,
  BlogSlugRedirectsTable,
  ContentRevisionsTable,
  EnablersTable,
  EventsTable,
  MediaAssetsTable,
  MediaVariantsTable,
  PodcastEpisodesTable,
  SiteSettingsTable,
  WebinarsTable,
} from './content-schema';

export type * from './content-schema';

/**
 * Row types of every table. Timestamps are ISO 8601 UTC strings and booleans are 0/1 integers in
 * both engines, so one set of migrations and queries serves SQLite and PostgreSQL alike.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  status: AccountStatus;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  approved_by: string | null;
  /** Raised by a password change or reset: tokens signed with an older version are refused. */
  session_version: Generated<number>;
  /** 1 while the account must choose its own password (the first admin's generated one). */
  must_change_password: Generated<number>;
  password_changed_at: string | null;
  /** Her last successful login; null until she first signs in. */
  last_sign_in_at: string | null;
  /** When a self-registered account followed its verification link; null until then. */
  email_verified_at: string | null;
  /** An enabler's availability: 1 while she takes new cases. */
  taking_new_cases: Generated<number>;
  /** The day an enabler is back (YYYY-MM-DD): she is away before it; null when not away. */
  away_until: string | null;
  /** How many open cases an enabler takes at most (default 5). */
  case_capacity: Generated<number>;
  /** The language of the e-mail she gets: 'en' | 'ml', chosen on her account page (issue 18). */
  locale: Generated<string>;
  /** How an operator hears of a new help request by e-mail (issue 41); the batch by default. */
  new_request_mail: Generated<NewRequestMailChoice>;
}

/** An e-mail verification link: only the SHA-256 of its token is kept; valid seven days, single use. */
interface EmailVerificationTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A password reset link: only the SHA-256 of its token is kept; valid one hour, single use. */
/** A staff invitation's link (issue 26): only its SHA-256 is kept; a new one ends the earlier ones. */
interface AccountInvitesTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/**
 * One line of the audit log: an action, who took it (null: the person herself or the system), on
 * what (a kind and an id, no foreign key, so the line outlives an erased or rejected subject) and a
 * detail that never holds personal data (e.g. "operator → admin", an export's filter).
 */
export interface AuditEventsTable {
  id: string;
  action: string;
  actor_id: string | null;
  subject_kind: AuditSubjectKind;
  subject_id: string | null;
  detail: string | null;
  created_at: string;
  /** A tally line's action, subject and window (unique): failed attempts counted on one line, not one each (issue 26). */
  window_key: string | null;
  /** How many times a tally line's action happened in its window; null on an ordinary line. */
  occurrences: number | null;
}

/** An account's TOTP secret (decision 020), sealed with a key derived from JWT_SECRET. */
export interface TwoFactorSecretsTable {
  user_id: string;
  /** `v1.<iv>.<tag>.<ciphertext>` (two-factor/secret-box.ts). */
  secret_sealed: string;
  /** Null while the setup waits for its first code; two-factor is on once set. */
  confirmed_at: string | null;
  /** The newest TOTP step accepted, so a code is never taken twice. */
  last_used_step: number | null;
  /** Wrong codes within the window starting at `failure_window_start` (15 minutes). */
  failed_attempts: Generated<number>;
  failure_window_start: string | null;
  created_at: string;
  updated_at: string;
}

/** One recovery code: only a salted SHA-256 is kept; single use. */
interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** A sign-in whose password was right, waiting for its second factor: the SHA-256 of its token, 5 minutes, 5 attempts. */
interface LoginChallengesTable {
  id: string;
  user_id: string;
  token_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** The admins' security settings (e.g. `requireTwoFactorForAdmins`), a JSON value per key. */
interface SecuritySettingsTable {
  key: string;
  value: string;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

interface RevokedTokensTable {
  jti: string;
  expires_at: string;
  created_at: string;
}

export interface InquiriesTable {
  id: string;
  enabler_id: number;
  enabler_name: string;
  name: string;
  email: string;
  question: string;
  created_at: string;
  /** New | Viewed | Accepted | Declined | Closed (decision 013). */
  status: Generated<InquiryStatus>;
  /** The enabler account linked to the profile when the inquiry arrived; null: the operators' inbox. */
  assigned_user_id: string | null;
  decline_reason: string | null;
  /** The case an operator turned it into. */
  case_id: string | null;
  /** When the enabler was reminded of it, still New after 3 days (once). */
  reminder_sent_at: string | null;
  updated_at: string | null;
  /** The language of the visitor's page when she wrote: her e-mail's language, 'en' | 'ml'. */
  locale: Generated<string>;
}

export interface InquiryEventsTable {
  id: string;
  inquiry_id: string;
  /** The staff member; null for the visitor's submission. */
  actor_id: string | null;
  from_status: InquiryStatus | null;
  to_status: InquiryStatus;
  note: string | null;
  created_at: string;
}

export interface CasesTable {
  id: string;
  question: string;
  requester_name: string;
  requester_email: string;
  status: CaseStatus;
  assigned_to: string | null;
  deadline: string | null;
  /** Where the question came from: the quick help form or the chat assistant. */
  source: string;
  /** Bumped by every change, so that a change made on a stale read fails instead of overwriting. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** When the enabler was sent the reminder one day before the deadline (once per deadline). */
  reminder_sent_at: string | null;
  /** When the overdue notice went out (once per deadline). */
  overdue_sent_at: string | null;
  /** When the case was completed; the requester's links work until 90 days after it. */
  completed_at: string | null;
  /** Who wrote the last message: 'requester' | 'enabler'; decides who the case is waiting for. */
  last_message_by: string | null;
  /** The language of the requester's page when she asked: her e-mail's language, 'en' | 'ml'. */
  locale: Generated<string>;
  /** When the first message by an enabler or an operator was written (issue 43's help report); set once, in its transaction. */
  first_response_at: string | null;
  /** `first_response_at` less the creation in tenths of an hour (lib/duration.ts), written with it. */
  response_tenths: number | null;
  /** The completion less the creation in tenths of an hour while the case is Completed; cleared when it is reopened. */
  resolution_tenths: number | null;
}

export interface CaseEventsTable {
  id: string;
  case_id: string;
  actor_id: string | null;
  action: CaseHistoryAction;
  from_status: CaseStatus | null;
  to_status: CaseStatus;
  from_assignee: string | null;
  to_assignee: string | null;
  /** The case's version after this change (0 for its creation): the order of its history. */
  case_version: number;
  created_at: string;
  /** The reason of a hand-back. */
  note: string | null;
}

export interface CaseMessagesTable {
  id: string;
  case_id: string;
  /** 'requester' | 'enabler' | 'operator'. */
  author_kind: MessageAuthor;
  /** The staff author; null for the requester. */
  author_id: string | null;
  body: string;
  created_at: string;
  /** Written on the site, or a reply by e-mail taken in (issue 41). */
  via: Generated<'site' | 'email'>;
  /** A reply by e-mail's files that were not kept, as JSON `LeftOutFile[]`; null when none were (issue 41). */
  left_out: string | null;
}

/** The requester's private links: only the SHA-256 (hex) of each token is kept. */
interface CaseAccessTokensTable {
  id: string;
  case_id: string;
  token_hash: string;
  created_at: string;
}

interface CaseRatingsTable {
  case_id: string;
  /** 1..5. */
  rating: number;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

/** Per operator: when her last digest of new requests went out, and the last case it covered. */
interface OperatorDigestsTable {
  user_id: string;
  last_sent_at: string | null;
  /** The (created_at, id) of the newest case already covered: the next digest lists the cases after it. */
  covered_until: string;
  covered_case_id: string;
  created_at: string;
}

export interface MembershipsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  job_function: MembershipBody['jobFunction'];
  vertical: MembershipBody['vertical'];
  /** JSON array of interest values. */
  interests: string;
  hear_about: MembershipBody['hearAbout'];
  email_permission: number;
  /** When she followed the confirmation link; null: unconfirmed. */
  confirmed_at: string | null;
  /** When she last unsubscribed (email_permission then 0). */
  unsubscribed_at: string | null;
  created_at: string;
  /** The language of the page she signed up from: her e-mail's language, 'en' | 'ml'. */
  locale: Generated<string>;
}

/** A member's e-mailed link (purpose confirm | unsubscribe): only its SHA-256 is kept; unsubscribe links never expire. */
export interface MemberTokensTable {
  id: string;
  membership_id: string;
  purpose: string;
  token_hash: string;
  expires_at: string | null;
  used_at: string | null;
  created_at: string;
}

/** One sign-in e-mail's link and code (issue 28): only the link's SHA-256 and the code's HMAC are kept. */
export interface MemberSignInTokensTable {
  id: string;
  email: string;
  token_hash: string;
  code_hash: string;
  code_failures: Generated<number>;
  code_used_at: string | null;
  /** When the link was first followed; it works again for 10 minutes after. */
  first_used_at: string | null;
  /** Sessions the link has begun: a few at most (LINK_USES); a code's use sets it to that, ending the link. */
  link_uses: Generated<number>;
  expires_at: string;
  created_at: string;
}

/** A browser a member is signed in on (issue 28): only the cookie's SHA-256 is kept. */
export interface MemberSessionsTable {
  id: string;
  email: string;
  token_hash: string;
  /** Browser and system from the User-Agent: "Firefox on Windows". */
  label: string;
  created_at: string;
  last_seen_at: string;
  /** 30 days after `last_seen_at`. */
  expires_at: string;
}

/** One e-mail in the outbox (features/mail); status queued | sending | sent | held | failed. */
export interface OutboxMessagesTable {
  id: string;
  kind: string;
  recipient: string;
  recipient_name: string | null;
  /** A second recipient, on the same message (issue 42: an introduction to both members); null for most. */
  cc: string | null;
  cc_name: string | null;
  /** JSON props of the kind's message component, its secret links masked; null once purged. */
  data: string | null;
  /**
   * The props with their live links, sealed (outbox-secrets.ts), while the message may still be
   * sent; null when it has none, and once it is sent or has failed. Never shown to anyone.
   */
  secrets: string | null;
  /** Rendered when the message is first prepared; null before that, and text/html again once purged. */
  subject: string | null;
  text: string | null;
  html: string | null;
  status: MailStatus;
  attempts: number;
  /** When the message is due; while it is being sent, the end of the sender's lease. */
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  message_id: string | null;
  sent_at: string | null;
  purged_at: string | null;
  created_at: string;
  updated_at: string;
  /** The conversation the message belongs to (`case:<id>`), for its References header (issue 41). */
  thread_ref: string | null;
  /** The reply route its Reply-To names, when REPLY_ADDRESS is set and it belongs to a thread. */
  reply_route_id: string | null;
  /** The Message-ID it answers (an answer from the Inbox), for its In-Reply-To and References. */
  in_reply_to: string | null;
}

/** A newsletter (issue 29): its texts, topics and filters as JSON, and where sending stands. */
export interface NewslettersTable {
  id: string;
  slug: string;
  subject: string;
  preheader: string;
  body: string;
  ml_subject: string | null;
  ml_preheader: string | null;
  ml_body: string | null;
  /** JSON array of interest values. */
  topics: string;
  /** JSON object: verticals, jobFunctions, languages. */
  filters: string;
  members_only: Generated<number>;
  status: NewsletterStatus;
  scheduled_at: string | null;
  pause_reason: string | null;
  /** The last membership id copied into its recipients while preparing. */
  freeze_after: string | null;
  /** When its recipients were all copied; null until then. */
  frozen_at: string | null;
  /** A process's lease on copying its recipients. */
  claimed_until: string | null;
  started_at: string | null;
  finished_at: string | null;
  created_by: string | null;
  sent_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One member a newsletter goes to, frozen when sending starts. */
export interface NewsletterRecipientsTable {
  id: string;
  newsletter_id: string;
  membership_id: string;
  email: string;
  name: string;
  locale: string;
  /** waiting | sending | sent | failed | skipped | cancelled */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  /** SHA-256 of the preferences link in her copy. */
  link_hash: string | null;
  last_error: string | null;
  sent_at: string | null;
  unsubscribed_at: string | null;
}

/** An address a mail server refused for good: no bulk mail until she confirms it again. */
interface MailSuppressionsTable {
  email: string;
  reason: string;
  created_at: string;
}

/**
 * Where a reply by e-mail goes (issue 41): one thread and one recipient address. The Reply-To's token
 * is made again from the id and the server's secret at each sending; only its hash is kept.
 */
interface ReplyRoutesTable {
  id: string;
  token_hash: string;
  thread_kind: ReplyThreadKind;
  thread_id: string;
  party: ReplyParty;
  /** The staff member (an enabler) the route belongs to; null for a requester. */
  user_id: string | null;
  /** The recipient's address, lower-cased: a reply from another address is held for staff. */
  address: string;
  created_at: string;
  /** 180 days after the last mail that carried it. */
  expires_at: string;
}

/** Each message taken in, once: the key is the SHA-256 of its Message-ID (or of its bytes without one). */
interface InboundReceiptsTable {
  message_key: string;
  received_at: string;
  via: 'smtp' | 'imap';
  outcome: InboundOutcome;
  reason: InboundReason | null;
}

/** An item of the club's Inbox (issue 41): a message that belongs to no conversation it can be posted in. */
interface InboxItemsTable {
  id: string;
  received_at: string;
  from_address: string;
  from_name: string | null;
  subject: string;
  /** Its text, quoted history and signature removed. */
  text: string;
  /** JSON array of notes (attachments left out). */
  notes: string;
  reason: InboxReason;
  status: InboxStatus;
  /** The language its answers are written in: Malayalam when it is written in Malayalam. */
  locale: 'en' | 'ml';
  /** The case it names (a reply from another address, or to a closed case). */
  case_id: string | null;
  /** The help case staff made of it. */
  made_case_id: string | null;
  /** Its Message-ID, which an answer's In-Reply-To names. */
  message_id: string | null;
  handled_by: string | null;
  handled_at: string | null;
  /** How it came (issue 44): by e-mail, or a WhatsApp message from a member (then `membership_id` is hers). */
  channel: Generated<InboxChannel>;
  membership_id: string | null;
}

/** An answer sent from the Inbox. */
interface InboxAnswersTable {
  id: string;
  item_id: string;
  author_id: string;
  body: string;
  created_at: string;
}

/** A file that came with a message taken in (images and PDF): kept with its case message or Inbox item. */
interface MailAttachmentsTable {
  id: string;
  owner_kind: 'case-message' | 'inbox-item';
  owner_id: string;
  filename: string;
  content_type: string;
  size: number;
  data: Buffer;
  created_at: string;
}

/**
 * A member's card in the directory (issue 42): every value she typed, `shown` (JSON list of
 * `listingParts`) the parts others see, and the search columns made from the shown parts only.
 */
interface DirectoryListingsTable {
  id: string;
  membership_id: string;
  listed: number;
  name: string;
  photo_asset_id: string | null;
  photo_alt: Generated<string>;
  company: Generated<string>;
  role: Generated<string>;
  vertical: MembershipBody['vertical'] | null;
  city: Generated<string>;
  can_help: Generated<string>;
  /** JSON list of tags. */
  can_help_tags: Generated<string>;
  looking_for: Generated<string>;
  looking_for_tags: Generated<string>;
  website: Generated<string>;
  linkedin: Generated<string>;
  text_locale: ListingTextLocale;
  shown: Generated<string>;
  /** Lower-cased name, and company, role and the two texts when shown: what search looks in. */
  search_text: Generated<string>;
  /** The lower-cased name: the directory's order. */
  sort_key: Generated<string>;
  /** The lower-cased city and the vertical, when shown; null otherwise (filters see only what is shown). */
  city_key: string | null;
  vertical_key: MembershipBody['vertical'] | null;
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A tag of a shown part of a listed card. */
interface DirectoryListingTagsTable {
  listing_id: string;
  kind: 'help' | 'looking';
  tag: string;
}

/** A request for an introduction between two members; the names as sent are kept with it. */
interface IntroductionsTable {
  id: string;
  from_membership_id: string | null;
  to_membership_id: string | null;
  from_name: string;
  to_name: string;
  note: string;
  note_hidden_at: string | null;
  note_hidden_reason: string | null;
  status: IntroductionStatus;
  /** 1 when the recipient had blocked the sender: never shown to her, nothing sent. */
  suppressed: Generated<number>;
  /** SHA-256 of the e-mailed link's token, while the request waits. */
  token_hash: string | null;
  /** The day (Asia/Kolkata) it was sent and its place among that day's requests (1..5). */
  sent_day: string;
  day_slot: number;
  created_at: string;
  expires_at: string;
  answered_at: string | null;
}

interface DirectoryBlocksTable {
  blocker_membership_id: string;
  blocked_membership_id: string;
  created_at: string;
}

interface DirectoryReportsTable {
  id: string;
  reporter_membership_id: string;
  kind: 'card' | 'note';
  listing_id: string | null;
  introduction_id: string | null;
  reason: string;
  status: DirectoryReportStatus;
  created_at: string;
  closed_at: string | null;
  closed_by: string | null;
}

/** Mails a public form sent to one typed address for one purpose in the current 24 hours (issue 38). */
interface VisitorMailCountsTable {
  /** SHA-256 of the lower-cased address: the address itself is not kept here. */
  address_hash: string;
  purpose: VisitorMailPurpose;
  window_start: string;
  sent: number;
}

/** The newsletter send rate's current window (one row). */
interface NewsletterSendWindowsTable {
  id: string;
  window_start: string;
  used: number;
}

/** A guest's registration for an event (issue 30). */
export interface EventRegistrationsTable {
  id: string;
  event_id: string;
  name: string;
  email: string;
  /** The address lowercased: one registration per address and event. */
  email_key: string;
  locale: string;
  /** JSON `{ [questionId]: answer }`. */
  answers: string;
  status: RegistrationStatus;
  /** Her place (1 to the capacity) while confirmed or offered; unique per event. */
  seat: number | null;
  /** Her number in the waitlist's order while she waits (unique per event); null otherwise. */
  line_no: number | null;
  offer_expires_at: string | null;
  token_hash: string;
  check_in_hash: string;
  checked_in_at: string | null;
  checked_in_by: string | null;
  /** HMAC of the registering client's address (issue 38): its registrations of an event in an hour are counted. */
  client_hash: string | null;
  /** When that client made or renewed the registration. */
  client_at: string | null;
  /** The first time her own link's page read her registration; null: never opened. */
  link_opened_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An enabler's schedule for sessions (issue 31), one per directory profile. */
export interface EnablerSchedulesTable {
  profile_id: number;
  time_zone: string;
  /** JSON `[{ weekday, start, end }]`. */
  weekly: string;
  /** JSON `[{ date, hours: [{ start, end }] }]`. */
  overrides: string;
  /** JSON `[30 | 45 | 60]`. */
  session_minutes: string;
  buffer_minutes: EnablerSchedule['bufferMinutes'];
  minimum_notice_minutes: number;
  days_ahead: number;
  max_per_week: number;
  meeting_kind: MeetingKind;
  meeting_value: string;
  confirm_each: number;
  show_stats: number;
  updated_at: string;
  updated_by: string | null;
}

/** A session booked with an enabler (issue 31). */
export interface SessionBookingsTable {
  id: string;
  profile_id: number;
  mentee_name: string;
  mentee_email: string;
  email_key: string;
  locale: string;
  /** The zone she booked in: her e-mails' times. */
  time_zone: string;
  topic: string;
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  /** The buffer after it, as her schedule had it when booked (held with it). */
  buffer_minutes: number;
  status: SessionStatus;
  /** While unconfirmed: when the hold ends. */
  hold_expires_at: string | null;
  /** The Monday of its week in the enabler's zone. */
  week_key: string;
  /** 1 to her weekly limit once confirmed or requested (not while unconfirmed); unique per profile and week. */
  week_place: number | null;
  /** 1 to the mentee limit while upcoming; unique per address. */
  mentee_place: number | null;
  calendar_sequence: Generated<number>;
  /** 1 once invitations were sent: a cancellation then sends METHOD:CANCEL. */
  invited: Generated<number>;
  token_hash: string;
  reminded_day_at: string | null;
  reminded_hour_at: string | null;
  feedback_asked_at: string | null;
  enabler_outcome: SessionOutcome | null;
  mentee_outcome: SessionOutcome | null;
  rating: number | null;
  comment: string | null;
  cancelled_by: SessionCanceller | null;
  cancel_note: string | null;
  /** While unconfirmed: a keyed hash of the client that holds it (unique per profile), and its place among the client's holds (1 or 2). */
  hold_client_key: string | null;
  hold_client_place: number | null;
  /** While unconfirmed: the typed address (lower case; unique per profile), and its place among the address's holds (1 or 2). */
  hold_email_key: string | null;
  hold_email_place: number | null;
  /** h12 | h23: the hour cycle of her booking page, for her e-mails; null: her language's own. */
  hour_cycle: string | null;
  created_at: string;
  updated_at: string;
}

/** The 15-minute units a booking holds, unique per profile (issue 31). */
interface SessionUnitsTable {
  booking_id: string;
  profile_id: number;
  unit_start: string;
}

/** Page views per day (Asia/Kolkata), path, referring host ('' for none), language and device: counts only (docs/analytics.md). */
interface VisitCountsTable {
  day: string;
  /** The page's path without its language prefix. */
  path: string;
  referrer_host: string;
  locale: Locale;
  device: VisitDevice;
  page_views: number;
}

/** One row per day of visits: its salt while it lasts, its unique visitors once it is over. */
interface VisitDaysTable {
  day: string;
  /** Random, hex; NULL once the day is over. */
  salt: string | null;
  /** NULL while the day lasts (counted from `visit_hashes`). */
  visitors: number | null;
  created_at: string;
}

/** The current day's visitor hashes (SHA-256 of the salt, address and user agent), deleted when it is over. */
interface VisitHashesTable {
  day: string;
  hash: string;
}

/** A member's WhatsApp number (issue 44): one per membership; see the migration 2026-12-27-whatsapp. */
export interface WhatsAppNumbersTable {
  membership_id: string;
  /** E.164, which sending needs; masked wherever it is shown or logged. */
  phone: string;
  /** HMAC of the E.164 number (JWT_SECRET): a webhook's sender is matched by it; unique. */
  phone_hash: string;
  /** Her messages' language. */
  locale: Locale;
  verified_at: string | null;
  /** HMAC of the confirmation code while one works. */
  code_hash: string | null;
  code_expires_at: string | null;
  code_failures: Generated<number>;
  /** Codes sent since `codes_window_at` (an hour's window). */
  codes_sent: Generated<number>;
  codes_window_at: string | null;
  event_updates: Generated<number>;
  session_updates: Generated<number>;
  newsletter_notices: Generated<number>;
  /** She replied STOP (or turned it off): nothing is sent. */
  opted_out_at: string | null;
  /** Failed deliveries in a row; at 3, `failing_since` is set and nothing is sent. */
  failures: Generated<number>;
  failing_since: string | null;
  /** Her last message to the club: the 24 hours in which the club may answer freely. */
  last_inbound_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One WhatsApp message the club sends: the durable queue (issue 44). */
export interface WhatsAppMessagesTable {
  id: string;
  membership_id: string | null;
  to_phone: string;
  /** 'template' (any time) or 'text' (within her 24 hours). */
  kind: 'template' | 'text';
  template: string | null;
  locale: Locale;
  /** JSON array of the template's body parameters, a code masked. */
  params: string;
  /** The parameters with the code, sealed (JWT_SECRET); dropped once sent or failed. */
  secrets: string | null;
  text: string | null;
  cause: WhatsAppCause;
  /** The event, session, newsletter or Inbox item it is about. */
  cause_id: string | null;
  status: WhatsAppStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  /** The Cloud API's id (wamid…), by which the webhook's statuses find it. */
  wa_message_id: string | null;
  error: string | null;
  created_at: string;
  sent_at: string | null;
  status_at: string | null;
}

/** A webhook body as received, written before the 200 and processed after (issue 44). */
interface WhatsAppWebhooksTable {
  id: string;
  body: string;
  received_at: string;
  claimed_until: string | null;
  processed_at: string | null;
}

/** A webhook event taken once (issue 44). */
interface WhatsAppReceiptsTable {
  id: string;
  received_at: string;
}

export interface DB {
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  account_invites: AccountInvitesTable;
  email_verification_tokens: EmailVerificationTokensTable;
  audit_events: AuditEventsTable;
  two_factor_secrets: TwoFactorSecretsTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  security_settings: SecuritySettingsTable;
  enablers: EnablersTable;
  inquiries: InquiriesTable;
  inquiry_events: InquiryEventsTable;
  cases: CasesTable;
  member_sign_in_tokens: MemberSignInTokensTable;
  member_sessions: MemberSessionsTable;
  case_events: CaseEventsTable;
  case_messages: CaseMessagesTable;
  case_access_tokens: CaseAccessTokensTable;
  case_ratings: CaseRatingsTable;
  operator_digests: OperatorDigestsTable;
  memberships: MembershipsTable;
  member_tokens: MemberTokensTable;
  events: EventsTable;
  blog_posts: BlogPostsTable;
  blog_slug_redirects: BlogSlugRedirectsTable;
  podcast_episodes: PodcastEpisodesTable;
  webinars: WebinarsTable;
  site_settings: SiteSettingsTable;
  content_revisions: ContentRevisionsTable;
  media_assets: MediaAssetsTable;
  media_variants: MediaVariantsTable;
  outbox_messages: OutboxMessagesTable;
  newsletters: NewslettersTable;
  event_registrations: EventRegistrationsTable;
  enabler_schedules: EnablerSchedulesTable;
  session_bookings: SessionBookingsTable;
  session_units: SessionUnitsTable;
  newsletter_recipients: NewsletterRecipientsTable;
  mail_suppressions: MailSuppressionsTable;
  visitor_mail_counts: VisitorMailCountsTable;
  reply_routes: ReplyRoutesTable;
  inbound_receipts: InboundReceiptsTable;
  inbox_items: InboxItemsTable;
  inbox_answers: InboxAnswersTable;
  mail_attachments: MailAttachmentsTable;
  directory_listings: DirectoryListingsTable;
  directory_listing_tags: DirectoryListingTagsTable;
  introductions: IntroductionsTable;
  directory_blocks: DirectoryBlocksTable;
  directory_reports: DirectoryReportsTable;
  newsletter_send_windows: NewsletterSendWindowsTable;
  visit_counts: VisitCountsTable;
  visit_days: VisitDaysTable;
  visit_hashes: VisitHashesTable;
  whatsapp_numbers: WhatsAppNumbersTable;
  whatsapp_messages: WhatsAppMessagesTable;
  whatsapp_webhooks: WhatsAppWebhooksTable;
  whatsapp_receipts: WhatsAppReceiptsTable;
}
