import { useSyncExternalStore } from 'react';

/**
 * The signed-in state the spec keeps in local storage (keys `token` and `role`). The role only
 * chooses screens; the server decides from the account on every call.
 */
export interface StaffSignIn {
  token: string | null;
  role: string | null;
  /** She signed in with a password she must replace first (the first admin's generated one). */
  mustChangePassword: boolean;
  /** She is an admin who must set up two-factor sign-in first (decision 020). */
  mustSetUpTwoFactor: boolean;
}

/** Told whenever what is stored changes (the staff sign-in, or the member flag); the event's name predates issue 40 and stays. */
export const CHANGE_EVENT = 'wfc:session';
const SIGNED_OUT: StaffSignIn = { token: null, role: null, mustChangePassword: false, mustSetUpTwoFactor: false };
const MUST_CHANGE_KEY = 'mustChangePassword';
const MUST_SET_UP_KEY = 'mustSetUpTwoFactor';
let cached: StaffSignIn = SIGNED_OUT;
// She signed out (or was signed out) in this page: the guard then sends her to plain /login, not back to the screen she left.
let signedOutHere = false;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored staff sign-in, read now (the same object while nothing changed, as useSyncExternalStore needs). */
export function readStaffSignIn(): StaffSignIn {
  const store = storage();
  const token = store?.getItem('token') ?? null;
  const role = store?.getItem('role') ?? null;
  const mustChangePassword = store?.getItem(MUST_CHANGE_KEY) === 'true';
  const mustSetUpTwoFactor = store?.getItem(MUST_SET_UP_KEY) === 'true';
  if (
    token !== cached.token ||
    role !== cached.role ||
    mustChangePassword !== cached.mustChangePassword ||
    mustSetUpTwoFactor !== cached.mustSetUpTwoFactor
  ) {
    cached = { token, role, mustChangePassword, mustSetUpTwoFactor };
  }
  return cached;
}

/**
 * Stores a staff sign-in; `mustChangePassword` (until she has chosen her own password) and
 * `mustSetUpTwoFactor` (until she has set up two-factor sign-in) send every dashboard to /account.
 */
export function saveStaffSignIn(token: string, role: string, mustChangePassword = false, mustSetUpTwoFactor = false) {
  signedOutHere = false;
  const store = storage();
  store?.setItem('token', token);
  store?.setItem('role', role);
  for (const [key, on] of [
    [MUST_CHANGE_KEY, mustChangePassword],
    [MUST_SET_UP_KEY, mustSetUpTwoFactor],
  ] as const) {
    if (on) store?.setItem(key, 'true');
    else store?.removeItem(key);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Whether she must (again) set up two-factor sign-in before the dashboards: set up, or turned off while admins must use it. */
export function setMustSetUpTwoFactor(on: boolean) {
  if (on) storage()?.setItem(MUST_SET_UP_KEY, 'true');
  else storage()?.removeItem(MUST_SET_UP_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Logging out clears all local storage, as the spec says. */
export function clearStaffSignIn() {
  signedOutHere = true;
  storage()?.clear();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Whether the staff sign-in ended in this page (Logout, an expired token): the next person to sign in
 * here goes to her own dashboard, not to the screen the last one left.
 */
export function wasSignedOutHere(): boolean {
  return signedOutHere;
}

/**
 * Whether a member signed in on this browser (issue 28): her session is an httpOnly cookie no script
 * reads, so a flag beside it, not a secret, chooses what the navigation offers. member-session-state.ts
 * writes it; only the navigation reads it.
 */
export const MEMBER_FLAG_KEY = 'wfc.memberSignedIn';

function isMemberSignedIn(): boolean {
  return storage()?.getItem(MEMBER_FLAG_KEY) === '1';
}

/** The member flag, re-rendering on change (another tab too); a rendered page shows the signed-out state. */
export function useMemberSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isMemberSignedIn, () => false);
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The staff sign-in, re-rendering on change; prerendered pages show the signed-out state. */
export function useStaffSignIn(): StaffSignIn {
  return useSyncExternalStore(subscribe, readStaffSignIn, () => SIGNED_OUT);
}

/**
 * Where a signed-in person goes first: /account while she must choose her own password or set up
 * two-factor sign-in (carrying `returnTo` on, `?next=`), else `returnTo` (where she was going when
 * sign-in was asked for, already checked by safeReturnPath) or her dashboard.
 */
export function landingPathFor(
  role: string | null,
  mustChangePassword = false,
  mustSetUpTwoFactor = false,
  returnTo: string | null = null,
): string {
  if (mustChangePassword || mustSetUpTwoFactor) return returnTo ? `/account?next=${encodeURIComponent(returnTo)}` : '/account';
  return returnTo ?? dashboardPathFor(role);
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
