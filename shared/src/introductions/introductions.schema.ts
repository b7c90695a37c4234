import { z } from 'zod';
import { CONTROL_IN_TEXT } from '../fields';
import { introductionMessages } from './introductions.messages';

export * from './introductions.messages';

/**
 * Introductions between members (issue 42): a listed member writes a short note to another; the
 * other accepts or declines, on her page or from her e-mail's link. Only an accepted one shares
 * addresses, in one e-mail to both. Blocks are silent to the member blocked.
 */

export const MIN_NOTE = 10;
export const MAX_NOTE = 500;
/** Requests one member may send in a day (Asia/Kolkata), held by the database. */
export const INTRODUCTIONS_PER_DAY = 5;
/** Days a request waits for an answer before it lapses. */
export const INTRODUCTION_DAYS = 14;

export const introductionStatuses = ['pending', 'accepted', 'declined', 'expired'] as const;
export type IntroductionStatus = (typeof introductionStatuses)[number];

export const IntroductionNote = z
  .string({ error: introductionMessages.noteRequired })
  .trim()
  .min(MIN_NOTE, { error: `Please write at least ${MIN_NOTE} characters.` })
  .max(MAX_NOTE, { error: `Please keep your note to ${MAX_NOTE} characters.` })
  .refine((value) => !CONTROL_IN_TEXT.test(value), { error: 'Your note contains characters we cannot accept.' });

/** Body of POST /api/member/introductions. */
export const IntroductionBody = z.object({
  to: z.string({ error: introductionMessages.notFound }).max(40, { error: introductionMessages.notFound }),
  note: IntroductionNote,
});
export type IntroductionBody = z.infer<typeof IntroductionBody>;

/** Body of POST /api/introductions/link and …/link/answer: the e-mailed link's token (from the page's fragment). */
export const IntroductionLinkBody = z.object({
  token: z.string({ error: introductionMessages.linkInvalid }).max(200, { error: introductionMessages.linkInvalid }),
});
export type IntroductionLinkBody = z.infer<typeof IntroductionLinkBody>;

export const IntroductionAnswerBody = IntroductionLinkBody.extend({
  answer: z.enum(['accept', 'decline'], { error: 'Please accept or decline.' }),
});
export type IntroductionAnswerBody = z.infer<typeof IntroductionAnswerBody>;

/** Body of POST /api/member/blocks. */
export const BlockBody = z.object({ listingId: z.string({ error: introductionMessages.blockNotFound }).max(40) });
export type BlockBody = z.infer<typeof BlockBody>;

/** An introduction as one of its two members sees it. */
export interface IntroductionView {
  _id: string;
  direction: 'sent' | 'received';
  status: IntroductionStatus;
  /** The other member: her card's id while she is listed and not blocked, and her name as it was sent. */
  other: { listingId: string | null; name: string };
  /** The note; null when the club hid it. */
  note: string | null;
  noteHidden: boolean;
  createdAt: string;
  answeredAt: string | null;
  /** The other's address, once accepted and while she is a member; never before. */
  otherEmail: string | null;
}

/** GET /api/member/introductions. */
export interface MyIntroductions {
  received: IntroductionView[];
  sent: IntroductionView[];
}

/** GET /api/member/blocks: the members she blocked. */
export interface BlockedMember {
  listingId: string;
  name: string;
  createdAt: string;
}
