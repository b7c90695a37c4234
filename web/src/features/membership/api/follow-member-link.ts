import { api } from '../../../lib/api-client';

/** What a member's e-mailed link does: confirm her sign-up, or stop member e-mails. */
export type MemberLinkAction = 'confirm' | 'unsubscribe';

/** POST /api/membership/confirm or /unsubscribe with the link's token (from the fragment, in the body). */
export function followMemberLink(action: MemberLinkAction, token: string) {
  return api<{ message: string }>(`/api/membership/${action}`, { body: { token }, anonymous: true });
}
