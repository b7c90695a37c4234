import { z } from 'zod';
import { CONTROL_IN_LINE, CONTROL_IN_TEXT, hasInvisibleCharacters } from '../fields';
import { interestOptions, jobFunctionOptions, valuesOf, verticalOptions } from '../membership/membership.options';
import type { ReachCounts } from '../whatsapp/whatsapp.schema';
import { newsletterMessages } from './newsletter.messages';

export * from './newsletter.messages';

/**
 * Newsletters (issue 29): the club writes to its members by topic, in each member's language.
 * Recipients are frozen when sending starts; docs/api.md "Newsletters" has the routes.
 */

export const MAX_NEWSLETTER_SUBJECT = 200;
export const MAX_NEWSLETTER_PREHEADER = 200;
export const MAX_NEWSLETTER_BODY = 50_000;
/** A newsletter's request carries two bodies of Markdown (English and Malayalam) and the rest. */
export const MAX_NEWSLETTER_REQUEST_BYTES = 6 * 2 * MAX_NEWSLETTER_BODY + 32 * 1024;

export const newsletterStatuses = ['draft', 'scheduled', 'preparing', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

const line = (label: string, max: number, required: boolean) => {
  const base = z
    .string({ error: `Please write the ${label}.` })
    .trim()
    .max(max, { error: `The ${label} must be at most ${max} characters.` })
    .refine((value) => !CONTROL_IN_LINE.test(value) && !hasInvisibleCharacters(value), {
      error: `The ${label} contains characters we cannot accept.`,
    });
  return required ? base.refine((value) => value.length > 0, { error: `Please write the ${label}.` }) : base;
};

const markdownBody = (label: string) =>
  z
    .string({ error: `Please write the ${label}.` })
    .max(MAX_NEWSLETTER_BODY, { error: `The ${label} must be at most ${MAX_NEWSLETTER_BODY.toLocaleString('en')} characters.` })
    .refine((value) => value.trim().length > 0, { error: `Please write the ${label}.` })
    .refine((value) => !CONTROL_IN_TEXT.test(value), { error: `The ${label} contains characters we cannot accept.` });

/** The Malayalam version: its own subject, preheader and text. */
export const NewsletterTranslation = z.object({
  subject: line('Malayalam subject', MAX_NEWSLETTER_SUBJECT, true),
  preheader: line('Malayalam preheader', MAX_NEWSLETTER_PREHEADER, false).default(''),
  body: markdownBody('Malayalam text'),
});
export type NewsletterTranslation = z.infer<typeof NewsletterTranslation>;

/** Who among the members of its topics gets it: none given, or an empty list, means everyone. */
export const NewsletterFilters = z
  .object({
    verticals: z
      .array(z.enum(valuesOf(verticalOptions), { error: 'Please choose verticals from the list.' }))
      .max(verticalOptions.length)
      .default([]),
    jobFunctions: z
      .array(z.enum(valuesOf(jobFunctionOptions), { error: 'Please choose job functions from the list.' }))
      .max(jobFunctionOptions.length)
      .default([]),
    languages: z
      .array(z.enum(['en', 'ml'], { error: 'Please choose English or Malayalam.' }))
      .max(2)
      .default([]),
  })
  .strict();
export type NewsletterFilters = z.infer<typeof NewsletterFilters>;

export const newsletterTopicValues = valuesOf(interestOptions);
export type NewsletterTopic = (typeof newsletterTopicValues)[number];
/** Topics as the server stores them (JSON): a newsletter's, and a membership's interests, which are the same values. */
export const NewsletterTopicList = z.array(z.enum(newsletterTopicValues));

const topicsField = z
  .array(z.enum(newsletterTopicValues, { error: 'Please choose topics from the list.' }), { error: 'Please choose at least one topic.' })
  .min(1, { error: 'Please choose at least one topic.' })
  .max(interestOptions.length, { error: 'Please choose topics from the list.' })
  .transform((topics) => [...new Set(topics)]);

/** Who gets it: its topics and filters (the audience count of POST /api/admin/newsletters/audience). */
export const NewsletterAudienceBody = z.object({
  topics: topicsField,
  filters: NewsletterFilters.default({ verticals: [], jobFunctions: [], languages: [] }),
});
export type NewsletterAudienceBody = z.infer<typeof NewsletterAudienceBody>;

/** Body of POST /api/admin/newsletters and PUT /api/admin/newsletters/:id. */
export const NewsletterBody = NewsletterAudienceBody.extend({
  subject: line('subject', MAX_NEWSLETTER_SUBJECT, true),
  preheader: line('preheader', MAX_NEWSLETTER_PREHEADER, false).default(''),
  body: markdownBody('text'),
  ml: NewsletterTranslation.nullable().default(null),
  /** Members-only: no public page, not in the archive or its feed. */
  membersOnly: z.boolean({ error: 'Members-only must be yes or no.' }).default(false),
});
export type NewsletterBody = z.infer<typeof NewsletterBody>;

/** Body of POST /api/admin/newsletters/preview: one language's text, rendered as the e-mail. */
export const NewsletterPreviewBody = z.object({
  subject: line('subject', MAX_NEWSLETTER_SUBJECT, true),
  preheader: line('preheader', MAX_NEWSLETTER_PREHEADER, false).default(''),
  body: markdownBody('text'),
  locale: z.enum(['en', 'ml'], { error: 'Please choose English or Malayalam.' }).default('en'),
  /** The topics chosen so far, named in the preview's footer. */
  topics: z
    .array(z.enum(newsletterTopicValues, { error: 'Please choose topics from the list.' }))
    .max(interestOptions.length)
    .default([]),
});
export type NewsletterPreviewBody = z.infer<typeof NewsletterPreviewBody>;

/** Body of POST /api/admin/newsletters/:id/send: now (no `at`), or at a time (ISO with offset). */
export const NewsletterSendBody = z
  .object({ at: z.iso.datetime({ offset: true, error: 'Please choose a valid date and time.' }).optional() })
  .default({});
export type NewsletterSendBody = z.infer<typeof NewsletterSendBody>;

/** Body of POST /api/admin/newsletters/:id/test: the languages to send her (both when the Malayalam version exists). */
export const NewsletterTestBody = z
  .object({
    locales: z
      .array(z.enum(['en', 'ml'], { error: 'Please choose English or Malayalam.' }))
      .min(1)
      .max(2)
      .optional(),
  })
  .default({});
export type NewsletterTestBody = z.infer<typeof NewsletterTestBody>;

/** The admins' newsletter settings (GET/PUT /api/admin/newsletter-settings). */
export const NewsletterSettings = z.object({ operatorsMaySend: z.boolean({ error: 'Please choose yes or no.' }) }).strict();
export type NewsletterSettings = z.infer<typeof NewsletterSettings>;

/** Where its recipients stand. `waiting` counts those not sent yet (also those being sent this moment). */
export interface NewsletterCounts {
  total: number;
  waiting: number;
  sent: number;
  failed: number;
  /** Left its topics or all e-mail since sending began (by its links, her page, or before her turn came). */
  unsubscribed: number;
  /** Not sent because the newsletter was cancelled. */
  cancelled: number;
}

/** A newsletter as the staff screens read it. */
export interface Newsletter {
  _id: string;
  slug: string;
  subject: string;
  preheader: string;
  body: string;
  ml: NewsletterTranslation | null;
  topics: NewsletterTopic[];
  filters: NewsletterFilters;
  membersOnly: boolean;
  status: NewsletterStatus;
  /** When a scheduled one starts (ISO UTC). */
  scheduledAt: string | null;
  /** Why it paused itself, or null (paused by a person, or not paused). */
  pauseReason: string | null;
  counts: NewsletterCounts;
  /** For a draft or a scheduled one: how many members it would reach now. Null once recipients are frozen. */
  audience: number | null;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Who sent or scheduled it. */
  sentByName: string | null;
  /**
   * How many members it reached (issue 44): copies sent by e-mail, members its WhatsApp notice
   * reached. In the list and GET /api/admin/newsletters/:id; absent from the answers of a change.
   */
  reach?: ReachCounts;
}

/** A sent newsletter in the public archive (GET /api/newsletters). */
export interface NewsletterArchiveEntry {
  slug: string;
  subject: string;
  preheader: string;
  sentAt: string;
  /** Its Malayalam subject and preheader, when it has a Malayalam version. */
  ml: { subject: string; preheader: string } | null;
}

/** A sent newsletter's public page (GET /api/newsletters/:slug): its text as HTML, made by the server's safe renderer. */
export interface NewsletterPage {
  slug: string;
  subject: string;
  preheader: string;
  html: string;
  sentAt: string;
  ml: { subject: string; preheader: string; html: string } | null;
}

/** Body of POST /api/membership/preferences (read) and PUT (save): the e-mailed link's token, and her choices. */
export const PreferencesReadBody = z.object({
  token: z.string({ error: newsletterMessages.linkInvalid }).max(200, { error: newsletterMessages.linkInvalid }),
});
export const PreferencesBody = PreferencesReadBody.extend({
  topics: z
    .array(z.enum(newsletterTopicValues, { error: 'Please choose topics from the list.' }), {
      error: 'Please choose topics from the list.',
    })
    .max(interestOptions.length, { error: 'Please choose topics from the list.' })
    .transform((topics) => [...new Set(topics)]),
  locale: z.enum(['en', 'ml'], { error: 'Please choose English or Malayalam.' }),
});
export type PreferencesBody = z.infer<typeof PreferencesBody>;

/** What the preferences page shows: her first name, her topics (none: no e-mail) and language, and the topics of the newsletter the link came in. */
export interface MemberPreferences {
  firstName: string;
  topics: NewsletterTopic[];
  locale: 'en' | 'ml';
  /** The topics of the newsletter whose link this is (empty for the membership e-mails' link). */
  newsletterTopics: NewsletterTopic[];
  /** That newsletter's subject in her language, or null. */
  newsletterSubject: string | null;
}
