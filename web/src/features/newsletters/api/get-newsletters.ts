import type { Newsletter } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { NEWSLETTERS_PATH } from './newsletter-path';

/** GET /api/admin/newsletters: every newsletter, drafts and scheduled ones first, then newest first. */
export function getNewsletters(signal: AbortSignal) {
  return api<Newsletter[]>(NEWSLETTERS_PATH, { signal });
}
