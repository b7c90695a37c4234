import type { NewsletterPreviewBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { NEWSLETTERS_PATH } from './newsletter-path';

/** What the server's preview answers: the e-mail as a member gets it. */
export interface NewsletterPreview {
  subject: string;
  html: string;
  text: string;
}

/** POST /api/admin/newsletters/preview: one language's text rendered as the e-mail (her links shown as examples). */
export function previewNewsletter(body: NewsletterPreviewBody, signal?: AbortSignal) {
  return api<NewsletterPreview>(`${NEWSLETTERS_PATH}/preview`, { method: 'POST', body, signal });
}
