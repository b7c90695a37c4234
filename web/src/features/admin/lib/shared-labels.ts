import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { auditActionLabels, securitySettingLabels } from '@wfc/shared';

/**
 * The audit log's action labels (shared/src/audit/audit.schema.ts) as staff messages, so the Audit
 * log speaks the page's language; English word for word, as shared-messages.test.ts checks.
 */
export const auditActionTexts = {
  'password-changed': msg`Password changed`,
  'password-reset-requested': msg`Password reset requested`,
  'password-reset-used': msg`Password reset used`,
  'members-exported': msg`Members exported`,
  'member-erased': msg`Member erased`,
  'member-deleted-own': msg`Membership deleted by the member herself`,
  'inquiry-made-case': msg`Inquiry made into a help request`,
  'inquiry-introduced': msg`Inquiry accepted: addresses exchanged`,
  'account-role-changed': msg`Role changed`,
  'account-deactivated': msg`Account deactivated`,
  'account-reactivated': msg`Account reactivated`,
  'verification-resent': msg`Confirmation link sent again`,
  'email-verified': msg`E-mail address confirmed`,
  'account-approved': msg`Account approved`,
  'account-rejected': msg`Registration rejected`,
  'registration-replaced': msg`Unconfirmed registration replaced by a new account`,
  'sign-in-throttle-cleared': msg`Sign-in throttle cleared`,
  'two-factor-enabled': msg`Two-factor sign-in turned on`,
  'two-factor-disabled': msg`Two-factor sign-in turned off`,
  'two-factor-reset': msg`Two-factor sign-in reset by an admin`,
  'recovery-codes-regenerated': msg`Recovery codes made anew`,
  'recovery-code-used': msg`Recovery code used to sign in`,
  'setting-changed': msg`Security setting changed`,
  'mail-opened': msg`E-mail opened on the Mail page`,
  'account-created': msg`Account created by an admin`,
  'account-invited': msg`Invitation sent`,
  'invite-resent': msg`Invitation sent again`,
  'invite-accepted': msg`Invitation accepted: password chosen`,
  'account-renamed': msg`Own name changed`,
  'profile-linked': msg`Directory profile linked`,
  'profile-unlinked': msg`Directory profile unlinked`,
  'sign-in-failed': msg`Failed sign-ins: wrong password`,
  'sign-in-failed-no-account': msg`Failed sign-ins: no account has that address`,
  'two-factor-code-failed': msg`Failed sign-ins: wrong or reused second-factor code`,
  'newsletter-sent': msg`Newsletter sending started`,
  'newsletter-scheduled': msg`Newsletter scheduled`,
  'newsletter-paused': msg`Newsletter paused`,
  'newsletter-resumed': msg`Newsletter resumed`,
  'newsletter-cancelled': msg`Newsletter cancelled`,
  'newsletter-finished': msg`Newsletter sent to everyone on its list`,
  'newsletter-test-sent': msg`Newsletter test sent`,
  'event-guests-exported': msg`Guest list exported`,
  'event-guests-messaged': msg`Guests of an event written to`,
  'event-cancelled': msg`Event cancelled`,
  'event-unopened-released': msg`Places of guests who never opened their link released`,
  'session-cancelled': msg`Session cancelled by staff`,
  'inbox-answered': msg`Inbox message answered`,
  'inbox-done': msg`Inbox message marked done`,
  'inbox-reopened': msg`Inbox message opened again`,
  'inbox-made-case': msg`Inbox message made into a help request`,
  'directory-card-hidden': msg`Directory card hidden by staff`,
  'directory-card-shown': msg`Directory card shown again`,
  'introduction-note-hidden': msg`Introduction note hidden by staff`,
  'directory-report-dismissed': msg`Directory report closed with nothing changed`,
} satisfies Record<keyof typeof auditActionLabels, MessageDescriptor>;

/** The security settings' labels (shared/src/settings/security-settings.schema.ts), on the Security screen and in the audit log. */
export const securitySettingTexts = {
  requireTwoFactorForAdmins: msg`Require two-factor sign-in for admins`,
} satisfies Record<keyof typeof securitySettingLabels, MessageDescriptor>;
