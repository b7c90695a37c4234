import { z } from 'zod';
import { inboxChannels, whatsappStatuses } from '../whatsapp/whatsapp.schema';

/**
 * Mail that comes back (issue 41): replies by e-mail, bounces, and what the club's own address
 * receives. A threaded message carries `Reply-To: <reply local>+<token>@<domain>`; the token names
 * one thread and one of its people.
 */

/** The conversations a reply address can name. */
export const replyThreadKinds = ['case'] as const;
export type ReplyThreadKind = (typeof replyThreadKinds)[number];

/** Who in a thread a reply address belongs to. */
export const replyParties = ['requester', 'enabler'] as const;
export type ReplyParty = (typeof replyParties)[number];

/** What became of one message taken in. */
export const inboundOutcomes = ['posted', 'inbox', 'bounce', 'ignored'] as const;
export type InboundOutcome = (typeof inboundOutcomes)[number];

/**
 * Why a message was not posted in its thread: written to the club (no thread), from another address
 * than the thread's, to a closed or unknown thread; or left out entirely: an automatic answer, a
 * loop, a delivery report that reports no failure of ours, a message that could not be read, a
 * reply with neither words of its own nor a file kept.
 */
export const inboundReasons = [
  'no-thread',
  'other-sender',
  'closed-thread',
  'unknown-thread',
  'auto-reply',
  'loop',
  'report',
  'unreadable',
  'empty',
] as const;
export type InboundReason = (typeof inboundReasons)[number];

/** Where an item of the club's Inbox stands. */
export const inboxStatuses = ['open', 'done'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

/** Why an item is in the Inbox (the reasons a message lands there). */
export const inboxReasons = ['no-thread', 'other-sender', 'closed-thread', 'unknown-thread'] as const;
export type InboxReason = (typeof inboxReasons)[number];

/** An attachment kept with a message taken in (images and PDF, 10 MB in all): an Inbox item's or a case message's. */
export const InboxAttachment = z.object({
  _id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type InboxAttachment = z.infer<typeof InboxAttachment>;

/** A file of a message taken in that was not kept, and why: not an image or PDF (`type`), or past the message's 10 MB (`size`). */
export const LeftOutFile = z.object({
  filename: z.string(),
  reason: z.enum(['type', 'size']),
});
export type LeftOutFile = z.infer<typeof LeftOutFile>;

/** One item on the Inbox's list. */
export const InboxSummary = z.object({
  _id: z.string(),
  fromName: z.string().nullable(),
  fromAddress: z.string(),
  subject: z.string(),
  /** The first line or so of the text, for the list. */
  preview: z.string(),
  reason: z.enum(inboxReasons),
  status: z.enum(inboxStatuses),
  receivedAt: z.string(),
  /** The help case it names (a reply from another address than the case's, or to a closed case). */
  caseId: z.string().nullable(),
  /** The help case staff made of it. */
  madeCaseId: z.string().nullable(),
  /** How it came: by e-mail, or on WhatsApp (then `fromAddress` is her number, masked). */
  channel: z.enum(inboxChannels),
});
export type InboxSummary = z.infer<typeof InboxSummary>;

/** An answer staff sent from the Inbox. */
export const InboxAnswer = z.object({
  _id: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** An answer on WhatsApp: where its delivery stands; null for an answer by e-mail. */
  delivery: z.enum(whatsappStatuses).nullable(),
});
export type InboxAnswer = z.infer<typeof InboxAnswer>;

/** One item opened: its whole text (quoted history removed), attachments, answers and who handled it. */
export const InboxDetail = InboxSummary.extend({
  text: z.string(),
  /** Notes about what was left out (an attachment too large or of a kind not kept). */
  notes: z.array(z.string()),
  attachments: z.array(InboxAttachment),
  answers: z.array(InboxAnswer),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type InboxDetail = z.infer<typeof InboxDetail>;

const ANSWER_MESSAGE = 'Write an answer of 1 to 5,000 characters.';

/** Body of POST /api/staff/inbox/:id/answer. */
export const InboxAnswerInput = z.object({
  body: z.string({ error: ANSWER_MESSAGE }).trim().min(1, { error: ANSWER_MESSAGE }).max(5000, { error: ANSWER_MESSAGE }),
});
export type InboxAnswerInput = z.infer<typeof InboxAnswerInput>;

/** Query of GET /api/staff/inbox. */
export const InboxListQuery = z.object({
  status: z.enum(inboxStatuses, { error: 'Status must be open or done.' }).default('open'),
  cursor: z.string().max(200, { error: 'That page link is not valid.' }).optional(),
});
export type InboxListQuery = z.infer<typeof InboxListQuery>;
