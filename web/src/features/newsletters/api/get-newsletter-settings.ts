import type { NewsletterSettings } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/admin/newsletter-settings (admins): whether operators may write and send newsletters. */
export function getNewsletterSettings(signal: AbortSignal) {
  return api<NewsletterSettings>('/api/admin/newsletter-settings', { signal });
}
