import type { CollectionList, ContentRevision, ContentRevisionDetail, SavedItem, VersionedItem } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/**
 * The admin's calls for one list of content (decision 022) under `base`
 * (`/api/admin/content/events`, `…/blog`, `…/podcast`, `…/webinars`).
 */
export function collectionApi<T, B extends object>(base: string) {
  const item = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (signal: AbortSignal) => api<CollectionList>(base, { signal }),
    create: (body: B) => api<SavedItem<T> & { id: string }>(base, { method: 'POST', body }),
    get: (id: string, signal?: AbortSignal) => api<VersionedItem<T>>(item(id), { signal }),
    save: (id: string, body: B & { version: number }) => api<SavedItem<T>>(item(id), { method: 'PUT', body }),
    /** Moves an item to the trash (true) or takes it out (false), on the version on screen. */
    setInTrash: (id: string, inTrash: boolean, version: number) =>
      api<SavedItem<T>>(`${item(id)}/${inTrash ? 'trash' : 'untrash'}`, { method: 'POST', body: { version } }),
    revisions: (id: string, signal?: AbortSignal) => api<ContentRevision[]>(`${item(id)}/revisions`, { signal }),
    revision: (id: string, version: number) => api<ContentRevisionDetail<T>>(`${item(id)}/revisions/${version}`),
    restore: (id: string, version: number, currentVersion: number) =>
      api<SavedItem<T>>(`${item(id)}/revisions/${version}/restore`, { method: 'POST', body: { version: currentVersion } }),
  };
}

/** What the page of a post written here would show for this Markdown (the server renders it). */
export function previewPost(body: string) {
  return api<{ html: string }>('/api/admin/content/blog/preview', { method: 'POST', body: { body } });
}
