import { z } from 'zod';
import { emailField, nameField, textField } from '../fields';

/** Body of POST /api/inquiry, sent by the Connect modal. */
export const InquiryBody = z.object({
  name: nameField('name'),
  email: emailField(),
  question: textField('message'),
  /** The enabler's full name, as the spec's client sends it. */
  enabler: z
    .string({ error: 'Please choose an enabler to connect with.' })
    .trim()
    .min(1, { error: 'Please choose an enabler to connect with.' })
    .max(100, { error: 'Please choose an enabler to connect with.' }),
  /** The directory id; preferred over the name when both are sent. */
  enablerId: z.number({ error: 'Please choose an enabler to connect with.' }).int().positive().optional(),
});
export type InquiryBody = z.infer<typeof InquiryBody>;

/**
 * Where an inquiry stands (decision 013): New → Viewed (its enabler opened it) → Accepted or
 * Declined; an inquiry to a profile without an account is Closed by an operator, with a note or by
 * turning it into a case.
 */
export const inquiryStatuses = ['New', 'Viewed', 'Accepted', 'Declined', 'Closed'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** One inquiry as staff see it. */
export interface Inquiry {
  _id: string;
  /** The visitor's name. */
  name: string;
  /** The visitor's address: "" for the enabler until she has accepted (decision 013). */
  email: string;
  /** The visitor's message. */
  question: string;
  /** The directory profile it was sent to. */
  enablerId: number;
  enablerName: string;
  status: InquiryStatus;
  /** Why the enabler declined, when she said. */
  declineReason: string | null;
  /** The case an operator turned it into. */
  caseId: string | null;
  createdAt: string;
}

/** One change of an inquiry: who, when, from and to, and a note (the operator's closing note). */
export interface InquiryHistoryEntry {
  _id: string;
  /** The staff member; null for the visitor's submission. */
  actorName: string | null;
  from: InquiryStatus | null;
  to: InquiryStatus;
  note: string | null;
  at: string;
}

/** GET /api/enabler/inquiries/:id: the inquiry and its history, oldest first. */
export interface InquiryDetail extends Inquiry {
  history: InquiryHistoryEntry[];
}

/** Body of POST /api/enabler/inquiries/:id/decline: an optional reason, sent to the visitor. */
export const DeclineInquiryBody = z.object({
  reason: z
    .string({ error: 'Your reason must be text.' })
    .trim()
    .max(1000, { error: 'Your reason must be at most 1000 characters.' })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type DeclineInquiryBody = z.input<typeof DeclineInquiryBody>;

/** Body of POST /api/operator/inquiries/:id/close: the note that says why (kept in its history). */
export const CloseInquiryBody = z.object({
  note: z
    .string({ error: 'Please add a note saying why it is closed.' })
    .trim()
    .min(1, { error: 'Please add a note saying why it is closed.' })
    .max(1000, { error: 'Your note must be at most 1000 characters.' }),
});
export type CloseInquiryBody = z.infer<typeof CloseInquiryBody>;

/** POST /api/operator/inquiries/:id/case: the inquiry, now Closed, and the case it became. */
export interface InquiryToCase {
  inquiry: Inquiry;
  caseId: string;
}
