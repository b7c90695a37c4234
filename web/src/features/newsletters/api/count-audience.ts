import type { NewsletterAudienceBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { NEWSLETTERS_PATH } from './newsletter-path';

/** POST /api/admin/newsletters/audience: how many members these topics and filters reach now. */
export function countAudience(body: NewsletterAudienceBody, signal?: AbortSignal) {
  return api<{ count: number }>(`${NEWSLETTERS_PATH}/audience`, { method: 'POST', body, signal });
}
