import { useEffect, useRef } from 'react';
import { ApiError, apiStream } from './api-client';
import { CHANGE_EVENT, readStaffSignIn } from './staff-sign-in-store';

/**
 * What changed, as GET /api/staff/live tells it (issue 41): nothing personal, only what to read
 * again. `reconnected` is this module's own: the stream was down a while, so changes may have
 * been missed and every screen reads again.
 */
export type StaffChange =
  | { kind: (typeof caseKinds)[number]; caseId: string }
  | { kind: 'inbox' }
  | { kind: 'inquiry-created' }
  | { kind: 'directory' }
  | { kind: 'reconnected' };

const caseKinds = ['case-created', 'case-changed', 'case-message'] as const;

/** Told every change while subscribed. */
export type StaffChangeListener = (change: StaffChange) => void;

const LIVE_PATH = '/api/staff/live';
/** The first wait before connecting again; it doubles on each failure up to LAST_RETRY_MS. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

const listeners = new Set<StaffChangeListener>();
// The one connection of this tab: the token it was opened with, and how to end it.
let connection: { token: string; controller: AbortController } | undefined;

/**
 * Listens to the staff's live changes: the tab's one connection opens with the first listener and
 * closes with the last, on sign-out, or when another staff member signs in here (it then opens
 * again with her token). Returns the way to stop listening.
 */
export function subscribeToStaffLive(listener: StaffChangeListener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener(CHANGE_EVENT, follow);
    window.addEventListener('storage', follow);
  }
  follow();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener(CHANGE_EVENT, follow);
    window.removeEventListener('storage', follow);
    follow();
  };
}

/**
 * Calls `listener` on each of the staff's live changes while the component is mounted (the latest
 * `listener` given, so it need not be stable).
 */
export function useStaffLive(listener: StaffChangeListener) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeToStaffLive((change) => latest.current(change)), []);
}

/**
 * Whether `change` may have changed what a case screen shows: case `caseId` (its messages and its
 * state), or without one any case of a list; after a reconnection, always.
 */
export function changesCase(change: StaffChange, caseId?: string): boolean {
  if (change.kind === 'reconnected') return true;
  if (change.kind === 'inbox' || change.kind === 'inquiry-created' || change.kind === 'directory') return false;
  return caseId === undefined || (change.caseId === caseId && change.kind !== 'case-created');
}

/** Opens, keeps or closes the connection to match the listeners and the stored sign-in. */
function follow() {
  const token = listeners.size > 0 ? readStaffSignIn().token : null;
  if (connection && connection.token === token) return;
  connection?.controller.abort();
  connection = undefined;
  if (!token) return;
  connection = { token, controller: new AbortController() };
  void connect(connection.controller.signal);
}

/** Reads the stream, and again after a drop or a failure, waiting 1 s, then twice as long each time, up to 30 s. */
async function connect(signal: AbortSignal) {
  let delay = FIRST_RETRY_MS;
  let opened = false;
  while (!signal.aborted) {
    try {
      const body = await apiStream(LIVE_PATH, { signal });
      if (opened) notify({ kind: 'reconnected' });
      opened = true;
      delay = FIRST_RETRY_MS;
      await readChanges(body, notify);
    } catch (failure) {
      // A refused sign-in ends the connection: the API client signs her out (401), or her role may not listen (403).
      if (signal.aborted || (failure instanceof ApiError && (failure.status === 401 || failure.status === 403))) return;
    }
    if (!(await wait(delay, signal))) return;
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  }
}

function notify(change: StaffChange) {
  for (const listener of [...listeners]) listener(change);
}

/** Waits `ms`; false when `signal` aborted first. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(true), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/**
 * Reads server-sent events from `body` until it ends, calling `onChange` for each `change` event
 * (comments, `retry:` and other events ignored). A frame may arrive in any number of chunks, and
 * a chunk may carry several frames.
 */
async function readChanges(body: ReadableStream<Uint8Array>, onChange: (change: StaffChange) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r\n|\r(?!$)|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        const change = event === 'change' ? changeOf(data.join('\n')) : undefined;
        if (change) onChange(change);
        event = '';
        data = [];
      } else if (line.startsWith('event:')) event = fieldValue(line, 'event:');
      else if (line.startsWith('data:')) data.push(fieldValue(line, 'data:'));
    }
  }
}

function fieldValue(line: string, name: string): string {
  const value = line.slice(name.length);
  return value.startsWith(' ') ? value.slice(1) : value;
}

/** The change a frame's data names, or undefined for one this page does not know. */
function changeOf(data: string): StaffChange | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { kind, caseId } = parsed as Record<string, unknown>;
  if (kind === 'inbox' || kind === 'inquiry-created' || kind === 'directory') return { kind };
  const caseKind = caseKinds.find((known) => known === kind);
  return caseKind && typeof caseId === 'string' ? { kind: caseKind, caseId } : undefined;
}
