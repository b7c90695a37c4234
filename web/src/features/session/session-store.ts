import { useSyncExternalStore } from 'react';

/**
 * The signed-in state the spec keeps in local storage (keys `token` and `role`). The role only
 * chooses screens; the server decides from the account on every call.
 */
export interface Session {
  token: string | null;
  role: string | null;
}

const CHANGE_EVENT = 'wfc:session';
const SIGNED_OUT: Session = { token: null, role: null };
let cached: Session = SIGNED_OUT;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored session, read now (the same object while nothing changed, as useSyncExternalStore needs). */
export function readSession(): Session {
  const store = storage();
  const token = store?.getItem('token') ?? null;
  const role = store?.getItem('role') ?? null;
  if (token !== cached.token || role !== cached.role) cached = { token, role };
  return cached;
}

export function saveSession(token: string, role: string) {
  const store = storage();
  store?.setItem('token', token);
  store?.setItem('role', role);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Logging out clears all local storage, as the spec says. */
export function clearSession() {
  storage()?.clear();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The session, re-rendering on change; prerendered pages show the signed-out state. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, () => SIGNED_OUT);
}

/** Where a role's Dashboard link goes (product-spec.md §2). */
export function dashboardPathFor(role: string | null): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'operator':
      return '/operator';
    case 'enabler':
      return '/enabler';
    default:
      return '/';
  }
}
