import { z } from 'zod';

/**
 * Every action the audit log records (issues 14 and 15). A feature that records a new action adds
 * it here with its label; the labels are the admin's Audit log screen's words.
 */
export const auditActionLabels = {
  'password-changed': 'Password changed',
  'password-reset-requested': 'Password reset requested',
  'password-reset-used': 'Password reset used',
  'members-exported': 'Members exported',
  'member-erased': 'Member erased',
  'member-deleted-own': 'Membership deleted by the member herself',
  'inquiry-made-case': 'Inquiry made into a help request',
  'inquiry-introduced': 'Inquiry accepted: addresses exchanged',
  'account-role-changed': 'Role changed',
  'account-deactivated': 'Account deactivated',
  'account-reactivated': 'Account reactivated',
  'verification-resent': 'Confirmation link sent again',
  'email-verified': 'E-mail address confirmed',
  'account-approved': 'Account approved',
  'account-rejected': 'Registration rejected',
  'registration-replaced': 'Unconfirmed registration replaced by a new account',
  'sign-in-throttle-cleared': 'Sign-in throttle cleared',
  'two-factor-enabled': 'Two-factor sign-in turned on',
  'two-factor-disabled': 'Two-factor sign-in turned off',
  'two-factor-reset': 'Two-factor sign-in reset by an admin',
  'recovery-codes-regenerated': 'Recovery codes made anew',
  'recovery-code-used': 'Recovery code used to sign in',
  'setting-changed': 'Security setting changed',
  'mail-opened': 'E-mail opened on the Mail page',
  'account-created': 'Account created by an admin',
  'account-invited': 'Invitation sent',
  'invite-resent': 'Invitation sent again',
  'invite-accepted': 'Invitation accepted: password chosen',
  'account-renamed': 'Own name changed',
  'profile-linked': 'Directory profile linked',
  'profile-unlinked': 'Directory profile unlinked',
  'sign-in-failed': 'Failed sign-ins: wrong password',
  'sign-in-failed-no-account': 'Failed sign-ins: no account has that address',
  'two-factor-code-failed': 'Failed sign-ins: wrong or reused second-factor code',
  'newsletter-sent': 'Newsletter sending started',
  'newsletter-scheduled': 'Newsletter scheduled',
  'newsletter-paused': 'Newsletter paused',
  'newsletter-resumed': 'Newsletter resumed',
  'newsletter-cancelled': 'Newsletter cancelled',
  'newsletter-finished': 'Newsletter sent to everyone on its list',
  'newsletter-test-sent': 'Newsletter test sent',
  'event-guests-exported': 'Guest list exported',
  'event-guests-messaged': 'Guests of an event written to',
  'event-cancelled': 'Event cancelled',
  'event-unopened-released': 'Places of guests who never opened their link released',
  'session-cancelled': 'Session cancelled by staff',
  'inbox-answered': 'Inbox message answered',
  'inbox-done': 'Inbox message marked done',
  'inbox-reopened': 'Inbox message opened again',
  'inbox-made-case': 'Inbox message made into a help request',
  'directory-card-hidden': 'Directory card hidden by staff',
  'directory-card-shown': 'Directory card shown again',
  'introduction-note-hidden': 'Introduction note hidden by staff',
  'directory-report-dismissed': 'Directory report closed with nothing changed',
} as const;

/**
 * The actions counted on tally lines (issue 26): one line per subject and window of
 * AUDIT_TALLY_WINDOW_MINUTES, with how many times it happened and the latest attempt's network,
 * instead of one line each.
 */
export const auditTallyActions = [
  'sign-in-failed',
  'sign-in-failed-no-account',
  'two-factor-code-failed',
] as const satisfies readonly (keyof typeof auditActionLabels)[];
export type AuditTallyAction = (typeof auditTallyActions)[number];

/** The window of a tally line, aligned to the clock (09:00, 09:15, …). */
export const AUDIT_TALLY_WINDOW_MINUTES = 15;

export type AuditAction = keyof typeof auditActionLabels;

/** What an audit line is about. */
export const auditSubjectKinds = [
  'account',
  'member',
  'members',
  'inquiry',
  'case',
  'sign-in-throttle',
  'setting',
  'mail',
  'no-account',
  'newsletter',
  'event',
  'session',
  'inbox',
  'directory-listing',
  'introduction',
  'directory-report',
] as const;
export type AuditSubjectKind = (typeof auditSubjectKinds)[number];

const LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 200.';

/** GET /api/admin/audit: newest first, a page at a time. */
export const AuditListQuery = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(200, { error: LIMIT_MESSAGE })
    .default(50),
  cursor: z.string().max(200, { error: 'That page link is not valid.' }).optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

/** One line of the admin's Audit log. */
export const AuditEntry = z.object({
  _id: z.string(),
  action: z.string(),
  /** The staff member who acted; null when the person herself or the system did. */
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  subjectKind: z.enum(auditSubjectKinds),
  subjectId: z.string().nullable(),
  /** The subject's current name (an account's), or null once it is gone or when it is not an account. */
  subjectName: z.string().nullable(),
  /** Whether what the line is about still exists (an inquiry without a name is still on record). */
  subjectOnRecord: z.boolean(),
  /** A detail without personal data, e.g. "operator → admin" or an export's filter; on a tally line, the latest attempt's network (`203.0.113.x`). */
  detail: z.string().nullable(),
  /** On a tally line, how many times its action happened in its window (from createdAt, at most AUDIT_TALLY_WINDOW_MINUTES); null on any other line. */
  occurrences: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
