import { useSyncExternalStore } from 'react';
import { CHANGE_EVENT, MEMBER_FLAG_KEY } from '../../lib/staff-sign-in-store';

/**
 * A member's session (issue 28) is an httpOnly cookie no script can read. Beside it the page keeps
 * the CSRF token her changes carry, in memory only (a reload asks GET /api/member/me for it again),
 * whether her session is alive as far as this page knows, and, for the navigation, the flag that a
 * member signed in on this browser (localStorage, lib/staff-sign-in-store.ts).
 */
let csrfToken: string | null = null;
let active = false;

function setSignedIn(on: boolean) {
  active = on;
  try {
    if (on) window.localStorage.setItem(MEMBER_FLAG_KEY, '1');
    else window.localStorage.removeItem(MEMBER_FLAG_KEY);
  } catch {
    // A refused or full storage: the navigation then offers Member sign-in; her page still works.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** She has just signed in (by link or code), or GET /api/member/me found her session: keep the CSRF token. */
export function rememberMemberSignIn(token: string) {
  csrfToken = token;
  setSignedIn(true);
}

/** The token to send in `X-CSRF-Token`, or null before her page has been read. */
export function memberCsrfToken(): string | null {
  return csrfToken;
}

/** She signed out, or the server no longer knows her session (401): forget it. */
export function forgetMemberSignIn() {
  csrfToken = null;
  setSignedIn(false);
}

/** Whether her session is alive as far as this page knows (signed in, or found by GET /api/member/me). */
function isMemberSessionActive(): boolean {
  return active;
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** Her session's state in this page, re-rendering when it ends (signing out, a 401). */
export function useMemberSessionActive(): boolean {
  return useSyncExternalStore(subscribe, isMemberSessionActive, () => false);
}
