import type { CarouselItem, ContentRevision, ContentRevisionDetail, SavedItem, SaveCarouselBody, VersionedItem } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** The admin's calls for the home page's photo carousel (decision 022). */

export function getCarousel(signal: AbortSignal) {
  return api<VersionedItem<CarouselItem>>('/api/admin/content/carousel', { signal });
}

/** Saves the photos in their order on the version edited; a stale one answers 409 with the current carousel. */
export function saveCarousel(body: SaveCarouselBody) {
  return api<SavedItem<CarouselItem>>('/api/admin/content/carousel', { method: 'PUT', body });
}

export function getCarouselRevisions(signal: AbortSignal) {
  return api<ContentRevision[]>('/api/admin/content/carousel/revisions', { signal });
}

export function getCarouselRevision(version: number) {
  return api<ContentRevisionDetail<CarouselItem>>(`/api/admin/content/carousel/revisions/${version}`);
}

export function restoreCarouselRevision(version: number, currentVersion: number) {
  return api<SavedItem<CarouselItem>>(`/api/admin/content/carousel/revisions/${version}/restore`, {
    method: 'POST',
    body: { version: currentVersion },
  });
}
