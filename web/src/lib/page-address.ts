import { useCallback } from 'react';
import { useInitialData } from './initial-data';

/**
 * The key of the rendered page's data that holds the address people open the site at (the server's
 * PUBLIC_URL), embedded with the page so that an absolute link (a share on WhatsApp) is the same
 * on the server and at hydration.
 */
export const PAGE_ORIGIN = 'pageOrigin';

/** Makes a path of this site (`/ml/events/x`) an absolute address, from the page's origin. */
export function useAbsoluteUrl(): (path: string) => string {
  const embedded = useInitialData()[PAGE_ORIGIN];
  // A page the browser rendered itself (no embedded origin) has no HTML to match: its own origin is right.
  const origin = typeof embedded === 'string' ? embedded : typeof window === 'undefined' ? '' : window.location.origin;
  return useCallback((path: string) => origin + path, [origin]);
}
