import { z } from 'zod';
import { emailField, nameField, passwordField } from '../fields';
import { locales } from '../locales';
import { roles, staffNameField } from '../auth/auth.schema';

/** Staff invitations (issue 26, decision 014): an admin invites, the person chooses her own password. */

/** Body of POST /api/admin/users/invite: who she is, her role and the language of her e-mails. */
export const InviteUserBody = z.object({
  name: staffNameField(),
  email: emailField(),
  role: z.enum(roles, { error: 'Please choose Operator, Enabler or Admin.' }),
  language: z.enum(locales, { error: 'Please choose English or Malayalam (en or ml).' }).default('en'),
});
export type InviteUserBody = z.infer<typeof InviteUserBody>;

/** Body of POST /api/auth/accept-invite: the link's token and the password she chooses. */
export const AcceptInviteBody = z.object({
  token: z.string({ error: inviteMessageText() }).max(200, { error: inviteMessageText() }),
  newPassword: passwordField(),
});
export type AcceptInviteBody = z.infer<typeof AcceptInviteBody>;

function inviteMessageText() {
  return 'This invitation link is not valid, has expired or has already been used. Please ask an administrator for a new one.';
}

/** Body of PUT /api/account/name: a signed-in person's own name. */
export const ChangeOwnNameBody = z.object({ name: nameField('name') });
export type ChangeOwnNameBody = z.infer<typeof ChangeOwnNameBody>;

/** The invitations' answers, shared by the server and the web. */
export const inviteMessages = {
  invited: 'Invitation sent. She chooses her own password through the link in it, within 7 days.',
  resent: 'A new invitation was sent. The earlier link no longer works.',
  notInvited: 'Only an account whose invitation has not been accepted yet can be sent a new one.',
  linkInvalid: inviteMessageText(),
  accepted: 'Your password is set. Please sign in with it.',
  nameChanged: 'Your name has been changed.',
} as const;
