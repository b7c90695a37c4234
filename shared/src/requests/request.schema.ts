import { z } from 'zod';
import { emailField, textField } from '../fields';
import type { Case, CaseStatus, WaitingFor } from '../cases/case.schema';
import type { InboxAttachment, LeftOutFile } from '../inbox/inbox.schema';

/** Who wrote a message of a case's conversation. */
export const messageAuthors = ['requester', 'enabler', 'operator'] as const;
export type MessageAuthor = (typeof messageAuthors)[number];

/** One message of a case's conversation, as every side sees it. */
export interface CaseMessage {
  _id: string;
  author: MessageAuthor;
  /** The requester's or the staff member's name as stored. */
  authorName: string;
  body: string;
  createdAt: string;
  /** Present when the message came in as a reply by e-mail (issue 41). */
  via?: 'email';
  /** The files kept with a reply by e-mail (images and PDF, 10 MB in all), without their bytes; present only when there are some. */
  attachments?: InboxAttachment[];
  /** The files of a reply by e-mail that were not kept, and why; present only when there are some. */
  leftOut?: LeftOutFile[];
}

/** What a case's history records. */
export const caseHistoryActions = [
  'created',
  'assigned',
  'accepted',
  'completed',
  'message',
  'handed-back',
  'reminder',
  'overdue',
  'reopened',
] as const;
export type CaseHistoryAction = (typeof caseHistoryActions)[number];

/** One entry of a case's history: who did what, when. */
export interface CaseHistoryEntry {
  _id: string;
  action: CaseHistoryAction;
  /** The staff member, or the requester's name for what she did; null for the scheduler's notices. */
  actorName: string | null;
  at: string;
  /** The reason of a hand-back. */
  note?: string;
}

/** GET /api/enabler/cases/:caseId and GET /api/operator/cases/:caseId. */
export interface CaseDetail {
  case: Case & { waitingFor: WaitingFor };
  messages: CaseMessage[];
  history: CaseHistoryEntry[];
  /**
   * Operators and admins only (issue 41): mail to the requester's address is failing (it bounced, or
   * a mail server refused it for good), with the reason and since when; absent when it is not.
   */
  requesterMailFailing?: { reason: string; since: string };
}

/** A requester's rating of a completed case. */
export interface CaseRating {
  rating: number;
  comment: string | null;
}

/** GET /api/request: the requester's page, opened with the token of her private link. */
export interface RequestView {
  case: {
    question: string;
    status: CaseStatus;
    createdAt: string;
    /** The assigned enabler's name, once there is one. */
    enablerName: string | null;
    waitingFor: WaitingFor;
    rating: CaseRating | null;
  };
  messages: CaseMessage[];
}

/** The header that carries a requester's token (never the URL: it lives in the page's fragment). */
export const REQUEST_TOKEN_HEADER = 'X-Request-Token';

/** The one answer to a wrong, altered or expired requester link. */
export const requestNotFoundMessage = 'We could not find that request. The link may be wrong or expired.';

/** The one answer of POST /api/request/find, whether or not the address is known. */
export const findRequestsMessage = 'If we have open requests for that address, we have e-mailed you their links.';

/** Body of POST /api/request/messages and POST /api/enabler/cases/:caseId/messages. */
export const CaseMessageBody = z.object({ body: textField('message') });
export type CaseMessageBody = z.infer<typeof CaseMessageBody>;

/** Body of POST /api/enabler/hand-back/:caseId: why the enabler gives the case back (the operators see it). */
export const HandBackBody = z.object({
  reason: z
    .string({ error: 'Please tell the operators why you are handing this case back.' })
    .trim()
    .min(1, { error: 'Please tell the operators why you are handing this case back.' })
    .max(1000, { error: 'Your reason must be at most 1000 characters.' }),
});
export type HandBackBody = z.infer<typeof HandBackBody>;

/** Body of POST /api/request/rating: 1..5 stars and an optional comment. */
export const RatingBody = z.object({
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5.' })
    .int({ error: 'Please choose a rating from 1 to 5.' })
    .min(1, { error: 'Please choose a rating from 1 to 5.' })
    .max(5, { error: 'Please choose a rating from 1 to 5.' }),
  comment: z
    .string({ error: 'Your comment must be text.' })
    .trim()
    .max(1000, { error: 'Your comment must be at most 1000 characters.' })
    .optional(),
});
export type RatingBody = z.infer<typeof RatingBody>;

/** Body of POST /api/request/find: the address whose open requests' links should be e-mailed. */
export const FindRequestsBody = z.object({ email: emailField() });
export type FindRequestsBody = z.infer<typeof FindRequestsBody>;
