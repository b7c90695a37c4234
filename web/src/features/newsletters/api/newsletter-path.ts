/** The staff's newsletters under the admin API (docs/api.md "Newsletters"); operators too while an admin lets them. */
export const NEWSLETTERS_PATH = '/api/admin/newsletters';

/** One newsletter's address, or one of its actions' (`…/:id/send`). */
export function newsletterPath(id: string, action?: string): string {
  return `${NEWSLETTERS_PATH}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
}
