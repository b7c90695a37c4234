import type { NewsletterSettings } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** PUT /api/admin/newsletter-settings (admins): the settings as stored; the change is audited. */
export function saveNewsletterSettings(body: NewsletterSettings) {
  return api<NewsletterSettings>('/api/admin/newsletter-settings', { method: 'PUT', body });
}
