/** The staff's guest lists under the admin API (docs/api.md "Events"): admins and operators. */
export const GUEST_LISTS_PATH = '/api/admin/guest-lists';

/** One event's guest list, or one of its actions' (`…/:id/check-in`). */
export function guestListPath(eventId: string, action?: string): string {
  return `${GUEST_LISTS_PATH}/${encodeURIComponent(eventId)}${action ? `/${action}` : ''}`;
}
