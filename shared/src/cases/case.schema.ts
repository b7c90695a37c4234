import { z } from 'zod';
import { CONTROL_IN_LINE, cursorField, pageLimitField, pageQuery } from '../fields';

/** Case states (api-contract.md, Case states). */
export const caseStatuses = ['Pending', 'Accepted', 'Completed'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/**
 * How an operator hears of a new help request by e-mail (issue 41): at once (one e-mail each), in
 * the batch (the digest, at most one every 10 minutes: the spec's default), or not by e-mail.
 */
export const newRequestMailChoices = ['at-once', 'batch', 'none'] as const;
export type NewRequestMailChoice = (typeof newRequestMailChoices)[number];

/** Body and answer of PUT /api/operator/new-request-mail. */
export const NewRequestMail = z.object({
  newRequests: z.enum(newRequestMailChoices, { error: 'Please choose at once, in a batch, or not by e-mail.' }),
});
export type NewRequestMail = z.infer<typeof NewRequestMail>;

/** Who is expected to write next on a case; null when nobody is (Completed, or not yet assigned). */
export type WaitingFor = 'enabler' | 'requester' | null;

/** A help-request case as the API shows it. */
export interface Case {
  _id: string;
  question: string;
  requesterName: string;
  /** Empty ("") on an enabler's screens until she has accepted the case (issue 13). */
  requesterEmail: string;
  status: CaseStatus;
  deadline: string | null;
  assignedTo: { _id: string; name: string } | null;
  createdAt: string;
  /** Whose turn it is in the conversation (issue 13); absent from servers that predate it. */
  waitingFor?: WaitingFor;
}

/** Query of GET /api/operator/cases. */
export const CaseListQuery = z.object({
  status: z.enum(caseStatuses, { error: 'Status must be Pending, Accepted or Completed.' }).optional(),
  limit: pageLimitField(100),
  cursor: cursorField(),
});
export type CaseListQuery = z.infer<typeof CaseListQuery>;

/** Query of GET /api/enabler/my-cases: newest first, 100 a page unless `limit` says otherwise. */
export const MyCasesQuery = pageQuery(100);
export type MyCasesQuery = z.infer<typeof MyCasesQuery>;

/** GET /api/enabler/case-counts: the enabler Overview's numbers over all her cases (In progress counts Accepted). */
export interface EnablerCaseCounts {
  total: number;
  pending: number;
  inProgress: number;
  completed: number;
}

/** Body of POST /api/operator/assign/:caseId. */
export const AssignCaseBody = z.object({
  enablerId: z
    .string({ error: 'Please choose an enabler.' })
    .trim()
    .min(1, { error: 'Please choose an enabler.' })
    .max(100, { error: 'Please choose an enabler.' })
    // An account's id never holds a control character (PostgreSQL refuses a NUL outright).
    .refine((value) => !CONTROL_IN_LINE.test(value), { error: 'Please choose an enabler.' }),
});
export type AssignCaseBody = z.infer<typeof AssignCaseBody>;

/**
 * Body of POST /api/enabler/update/:caseId: the only change an enabler posts is completion. Any
 * other field is ignored (a client of issue 26 still sends `confirmUnanswered`): asking before
 * completing a case she never replied to is the screens' step (issue 38).
 */
export const UpdateCaseBody = z.object({
  status: z.literal('Completed', { error: 'A case can only be marked Completed.' }),
});
export type UpdateCaseBody = z.infer<typeof UpdateCaseBody>;

/** GET /api/operator/reports. */
export interface Report {
  openPending: number;
  /** The open cases past their deadline, the most overdue first; at most 100 of them. */
  pastDeadlines: Case[];
  /** How many open cases are past their deadline, all of them (the list above is capped). */
  pastDeadlineCount: number;
  enablerPerformance: {
    enabler: { _id: string; name: string };
    completedCount: number;
    totalAssigned: number;
    /** The mean of the requesters' 1-5 ratings of her cases, or null with none (issue 13). */
    averageRating?: number | null;
    /** How many ratings the average is of. */
    ratingCount?: number;
  }[];
}
