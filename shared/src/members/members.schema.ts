import { z } from 'zod';
export * from './members.messages';
import { hearAboutOptions, interestOptions, jobFunctionOptions, valuesOf, verticalOptions } from '../membership/membership.options';

const LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 200.';
const yesNo = (label: string) => z.enum(['yes', 'no'], { error: `${label} must be yes or no.` }).optional();

/** The Members screen's filters (also the export's): each option list of the form, confirmed and e-mail permission. */
export const MemberFilter = z.object({
  /** Part of a name or an e-mail address. */
  q: z.string().trim().max(200, { error: 'The search must be at most 200 characters.' }).optional(),
  jobFunction: z.enum(valuesOf(jobFunctionOptions), { error: 'Please choose a job function from the list.' }).optional(),
  vertical: z.enum(valuesOf(verticalOptions), { error: 'Please choose a vertical from the list.' }).optional(),
  interest: z.enum(valuesOf(interestOptions), { error: 'Please choose an interest from the list.' }).optional(),
  hearAbout: z.enum(valuesOf(hearAboutOptions), { error: 'Please choose how they heard about us from the list.' }).optional(),
  confirmed: yesNo('Confirmed'),
  emailPermission: yesNo('Email permission'),
});
export type MemberFilter = z.infer<typeof MemberFilter>;

/** GET /api/members: the filter, newest first, a page at a time. */
export const MemberListQuery = MemberFilter.extend({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(200, { error: LIMIT_MESSAGE })
    .default(50),
  cursor: z.string().max(200, { error: 'That page link is not valid.' }).optional(),
});
export type MemberListQuery = z.infer<typeof MemberListQuery>;

/** One member as staff see her. */
export const Member = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobFunction: z.string(),
  vertical: z.string(),
  interests: z.array(z.string()),
  hearAbout: z.string(),
  emailPermission: z.boolean(),
  /** When she followed the confirmation link; null: unconfirmed. */
  confirmedAt: z.string().nullable(),
  /** When she last unsubscribed; null: never. */
  unsubscribedAt: z.string().nullable(),
  createdAt: z.string(),
  /** A mail server refused her address for good, so no newsletter goes to it until she confirms it again (issue 29). */
  bulkMailRefused: z.object({ reason: z.string(), since: z.string() }).nullable().optional(),
});
export type Member = z.infer<typeof Member>;

/** Body of the confirm and unsubscribe calls: the token from the e-mailed link's fragment. */
export const MemberLinkBody = z.object({
  token: z.string({ error: 'This link is not valid.' }).max(100, { error: 'This link is not valid.' }),
});
export type MemberLinkBody = z.infer<typeof MemberLinkBody>;
