import type { MediaAsset } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/media: an image and its alt text, as multipart; the stored asset with its renditions. */
export function uploadImage(file: File, alt: string) {
  const form = new FormData();
  // The alt text first: the server reads the parts in order.
  form.append('alt', alt);
  form.append('file', file);
  return api<MediaAsset>('/api/media', { method: 'POST', body: form });
}
