import type {
  ContentRevision,
  ContentRevisionDetail,
  CreateEnablerProfileBody,
  EnablerProfileItem,
  EnablerProfileSummary,
  SavedItem,
  SaveEnablerProfileBody,
  VersionedItem,
} from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** The admin's calls for one enabler's directory profile (decision 022). */

export function getEnablerProfile(id: number, signal?: AbortSignal) {
  return api<VersionedItem<EnablerProfileItem>>(`/api/admin/content/enablers/${id}`, { signal });
}

export function saveEnablerProfile(id: number, body: SaveEnablerProfileBody) {
  return api<SavedItem<EnablerProfileItem>>(`/api/admin/content/enablers/${id}`, { method: 'PUT', body });
}

export function getEnablerProfileRevisions(id: number, signal?: AbortSignal) {
  return api<ContentRevision[]>(`/api/admin/content/enablers/${id}/revisions`, { signal });
}

export function getEnablerProfileRevision(id: number, version: number) {
  return api<ContentRevisionDetail<EnablerProfileItem>>(`/api/admin/content/enablers/${id}/revisions/${version}`);
}

export function restoreEnablerProfileRevision(id: number, version: number, currentVersion: number) {
  return api<SavedItem<EnablerProfileItem>>(`/api/admin/content/enablers/${id}/revisions/${version}/restore`, {
    method: 'POST',
    body: { version: currentVersion },
  });
}

/** PUT /api/admin/content/enablers/order: every profile's id in the directory's new order. */
export function saveEnablerOrder(ids: number[]) {
  return api<{ ids: number[]; message: string }>('/api/admin/content/enablers/order', { method: 'PUT', body: { ids } });
}

/** GET /api/admin/content/enablers: every profile in the directory's order, the hidden and trashed included. */
export function listEnablerProfiles(signal: AbortSignal) {
  return api<EnablerProfileSummary[]>('/api/admin/content/enablers', { signal });
}

export function createEnablerProfile(body: CreateEnablerProfileBody) {
  return api<SavedItem<EnablerProfileItem> & { id: number }>('/api/admin/content/enablers', { method: 'POST', body });
}

/** Hides a profile or shows it again, or moves it to the trash or out, on the version on screen. */
export function setEnablerProfileShown(id: number, action: 'hide' | 'unhide' | 'trash' | 'untrash', version: number) {
  return api<SavedItem<EnablerProfileItem>>(`/api/admin/content/enablers/${id}/${action}`, { method: 'POST', body: { version } });
}
