import { useEffect, useState } from 'react';
/**
 * The token of a private link `/request#<token>`, read from the address's fragment (which browsers
 * never send to a server), or null when there is none.
 */
export function readLinkToken(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return token === '' ? null : token;
}

/**
 * Takes the fragment out of the address bar, keeping the router's history entry, so that the
 * token is in neither the browser's history nor a bookmark or a shared screen.
 */
export function removeLinkTokenFromAddress() {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

// The tab's own storage: a reload of the page keeps the request open; closing the tab forgets it.
const REQUEST_KEY = 'wfc:request-token';

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The token of the link this tab was opened with, or of the request (the page under `storageKey`) it last showed. */
function currentLinkToken(storageKey = REQUEST_KEY): string | null {
  const fromLink = readLinkToken(window.location.hash);
  if (fromLink) tabStorage()?.setItem(storageKey, fromLink);
  return fromLink ?? tabStorage()?.getItem(storageKey) ?? null;
}

/**
 * The request's token (or, under another `storageKey`, another private page's): from the link, then
 * kept for this tab only. A second link followed in the same tab (an e-mail's newer link) changes
 * only the fragment, so the page listens for that too.
 */
export function useLinkToken(storageKey = REQUEST_KEY): string | null {
  const [token, setToken] = useState(() => currentLinkToken(storageKey));
  useEffect(() => {
    removeLinkTokenFromAddress();
    const follow = () => {
      if (!readLinkToken(window.location.hash)) return;
      setToken(currentLinkToken(storageKey));
      removeLinkTokenFromAddress();
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [storageKey]);
  return token;
}
