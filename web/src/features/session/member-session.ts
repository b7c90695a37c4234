import { useSyncExternalStore } from 'react';

/**
 * A member's session (issue 28) is an httpOnly cookie no script can read. The browser keeps two
 * things beside it: a flag in localStorage saying a member signed in on this browser (not a secret:
 * it only chooses what the navigation offers, and the server decides on every call), and the CSRF
 * token her changes carry, in memory only (a reload asks GET /api/member/me for it again).
 */

const FLAG_KEY = 'wfc.memberSignedIn';
const CHANGE_EVENT = 'wfc:member-session';
let csrfToken: string | null = null;
// The flag where localStorage cannot be used (a browser's private mode may refuse it): this page only.
let flagInMemory = false;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** She has just signed in (by link or code): remember it on this browser, and keep the CSRF token. */
export function rememberMemberSignIn(token: string) {
  csrfToken = token;
  setFlag(true);
}

/** The CSRF token GET /api/member/me answered with; the flag follows it, as the session is alive. */
export function keepMemberCsrfToken(token: string) {
  csrfToken = token;
  if (!isMemberSignedIn()) setFlag(true);
}

/** The token to send in `X-CSRF-Token`, or null before her page has been read. */
export function memberCsrfToken(): string | null {
  return csrfToken;
}

/** She signed out, or the server no longer knows her session (401): forget both. */
export function forgetMemberSignIn() {
  csrfToken = null;
  setFlag(false);
}

function setFlag(on: boolean) {
  flagInMemory = on;
  try {
    if (on) storage()?.setItem(FLAG_KEY, '1');
    else storage()?.removeItem(FLAG_KEY);
  } catch {
    // A full or refused storage: the flag lives in this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Whether a member signed in on this browser, as far as the flag knows. */
export function isMemberSignedIn(): boolean {
  const store = storage();
  return store ? store.getItem(FLAG_KEY) === '1' : flagInMemory;
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The flag, re-rendering on change (another tab too); a rendered page shows the signed-out state. */
export function useMemberSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isMemberSignedIn, () => false);
}
