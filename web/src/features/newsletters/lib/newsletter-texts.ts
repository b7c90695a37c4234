import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewsletterStatus, newsletterMessages } from '@wfc/shared';

/** Each status's name on the Newsletters screen. */
export const newsletterStatusTexts = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  preparing: msg`Preparing`,
  sending: msg`Sending`,
  paused: msg`Paused`,
  sent: msg`Sent`,
  cancelled: msg`Cancelled`,
} satisfies Record<NewsletterStatus, MessageDescriptor>;

/**
 * The shared newsletter texts the screen shows itself (shared/src/newsletters/newsletter.messages.ts);
 * English word for word, as shared-messages.test.ts checks. The server's answers come translated.
 */
export const newsletterTexts = {
  operatorsMayNotSend: msg`An admin has not let operators write newsletters. Please ask an admin.`,
} satisfies Partial<Record<keyof typeof newsletterMessages, MessageDescriptor>>;

/** What the screen says after an action of its own succeeded (the server answers these with the newsletter itself). */
export const newsletterNotices = {
  created: msg`Newsletter saved as a draft.`,
  saved: msg`Newsletter saved.`,
  settingsSaved: msg`Newsletter settings saved.`,
  sendingStarted: msg`Sending has started.`,
  scheduled: msg`The newsletter is scheduled.`,
  unscheduled: msg`The newsletter is a draft again; it will not be sent until you send or schedule it.`,
  paused: msg`Sending is paused. Nothing more goes out until you resume it.`,
  resumed: msg`Sending resumed.`,
  cancelled: msg`The newsletter is cancelled. Members who have not got it yet will not get it.`,
} satisfies Record<string, MessageDescriptor>;

/** The language filter's choices: the e-mail language a member chose. */
export const languageOptions = [
  { value: 'en', label: msg`English` },
  { value: 'ml', label: msg`Malayalam` },
] as const;
