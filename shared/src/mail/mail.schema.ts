import { z } from 'zod';

/** Where an outbox message stands: waiting, being sent, sent, kept until SMTP_URL is set, or given up. */
export const mailStatuses = ['queued', 'sending', 'sent', 'held', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

const LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 200.';

/** Query of GET /api/admin/mail. */
export const MailListQuery = z.object({
  status: z.enum(mailStatuses, { error: 'Status must be queued, sending, sent, held or failed.' }).optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(200, { error: LIMIT_MESSAGE })
    .default(100),
  cursor: z.string().max(200, { error: 'That page link is not valid.' }).optional(),
});
export type MailListQuery = z.infer<typeof MailListQuery>;

/** One message on the admin's Mail page. */
export const MailSummary = z.object({
  _id: z.string(),
  /** The message kind, e.g. `help-received`. */
  kind: z.string(),
  recipient: z.string(),
  /** The message's second recipient, when it has one (issue 42: an introduction to two members). */
  cc: z.string().optional(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  /** Sending attempts made so far. */
  attempts: z.number().int().nonnegative(),
  /** Why the last attempt failed (the SMTP reply or network error), without addresses. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailSummary = z.infer<typeof MailSummary>;

/** One message opened on the Mail page: its parts and links; null once its body was purged. */
export const MailDetail = MailSummary.extend({
  text: z.string().nullable(),
  html: z.string().nullable(),
  /** The absolute URLs the message carries, in order of appearance. */
  links: z.array(z.string()),
});
export type MailDetail = z.infer<typeof MailDetail>;

/**
 * Why a public form e-mails an address the visitor typed (issue 38, finding 3): each purpose sends
 * at most VISITOR_MAILS_PER_DAY such mails to one address in 24 hours; later requests are answered
 * the same and send nothing.
 */
export const VISITOR_MAIL_PURPOSES = [
  'help',
  'request-links',
  'membership',
  'event-registration',
  'session-booking',
  'member-sign-in',
  'password-reset',
  'signup',
] as const;
export type VisitorMailPurpose = (typeof VISITOR_MAIL_PURPOSES)[number];
export const VISITOR_MAILS_PER_DAY = 3;
