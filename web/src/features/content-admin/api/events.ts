import type { ContentRevision, ContentRevisionDetail, CreateEventBody, EventItem, EventSummary, SavedItem, SaveEventBody, VersionedItem } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** The admin's calls for the events (decision 022). */

export function getEvents(signal: AbortSignal) {
  return api<{ events: EventSummary[]; coverImages: string[] }>('/api/admin/content/events', { signal });
}

export function createEvent(body: CreateEventBody) {
  return api<SavedItem<EventItem> & { id: string }>('/api/admin/content/events', { method: 'POST', body });
}

export function getEvent(id: string, signal?: AbortSignal) {
  return api<VersionedItem<EventItem>>(`/api/admin/content/events/${encodeURIComponent(id)}`, { signal });
}

export function saveEvent(id: string, body: SaveEventBody) {
  return api<SavedItem<EventItem>>(`/api/admin/content/events/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** Moves an event to the trash (true) or takes it out (false), on the version on screen. */
export function setEventInTrash(id: string, inTrash: boolean, version: number) {
  return api<SavedItem<EventItem>>(`/api/admin/content/events/${encodeURIComponent(id)}/${inTrash ? 'trash' : 'untrash'}`, { method: 'POST', body: { version } });
}

export function getEventRevisions(id: string, signal?: AbortSignal) {
  return api<ContentRevision[]>(`/api/admin/content/events/${encodeURIComponent(id)}/revisions`, { signal });
}

export function getEventRevision(id: string, version: number) {
  return api<ContentRevisionDetail<EventItem>>(`/api/admin/content/events/${encodeURIComponent(id)}/revisions/${version}`);
}

export function restoreEventRevision(id: string, version: number, currentVersion: number) {
  return api<SavedItem<EventItem>>(`/api/admin/content/events/${encodeURIComponent(id)}/revisions/${version}/restore`, { method: 'POST', body: { version: currentVersion } });
}
