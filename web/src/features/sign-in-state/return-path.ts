import { unlocalizedPath } from '@wfc/shared';
import { useLocation } from '../../lib/router';

/** The query parameter of /login (and /account) that says where she was going: `?next=/enabler?case=…`. */
const RETURN_PARAMETER = 'next';

const ORIGIN = 'https://site.invalid';
const MAX_LENGTH = 2000;

/**
 * A place on this site to go back to after sign-in, or null: only a path of this site (`/…`), never
 * another site or scheme (`//evil`, `/\evil`, `https:…`, `javascript:…`), nothing with a backslash,
 * a space or a control character (browsers read `/\` and `/\t/` as `//`), and not the sign-in page
 * itself. An open redirect is the risk: a link `/login?next=https://evil` must not send her away.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Backslashes, whitespace and control characters (C0, DEL, C1) are never in a path of ours.
  if ([...raw].some(isRefused)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = unlocalizedPath(url.pathname);
  if (path === '/login' || path === '/memberlogin') return null;
  return url.pathname + url.search + url.hash;
}

function isRefused(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return character === '\\' || /\s/.test(character) || code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** /login with where she was going (`returnTo` is checked as safeReturnPath checks it). */
export function loginPathFor(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `/login?${RETURN_PARAMETER}=${encodeURIComponent(safe)}` : '/login';
}

/** Where the current page says she was going (`?next=`), checked; null when nowhere or unsafe. */
export function useReturnPath(): string | null {
  const { search } = useLocation();
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAMETER));
}
