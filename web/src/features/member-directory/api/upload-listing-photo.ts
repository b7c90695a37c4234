import type { DirectoryPhoto } from '@wfc/shared';
import { memberApi } from '../../member-account';

/** POST /api/member/listing/photo (multipart `file`): the photo through the image pipeline, put on her card by the next save. */
export function uploadListingPhoto(file: File) {
  const body = new FormData();
  body.append('file', file);
  return memberApi<{ photoId: string; photo: DirectoryPhoto }>('/api/member/listing/photo', { method: 'POST', body });
}
