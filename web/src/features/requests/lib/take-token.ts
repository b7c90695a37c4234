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
const STORAGE_KEY = 'wfc:request-token';

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The token of the link this tab was opened with, or of the request it last showed. */
export function currentLinkToken(): string | null {
  const fromLink = readLinkToken(window.location.hash);
  if (fromLink) tabStorage()?.setItem(STORAGE_KEY, fromLink);
  return fromLink ?? tabStorage()?.getItem(STORAGE_KEY) ?? null;
}

/**
 * The request's token: from the link, then kept for this tab only. A second link followed in the
 * same tab (an e-mail's newer link) changes only the fragment, so the page listens for that too.
 */
export function useLinkToken(): string | null {
  const [token, setToken] = useState(currentLinkToken);
  useEffect(() => {
    removeLinkTokenFromAddress();
    const follow = () => {
      if (!readLinkToken(window.location.hash)) return;
      setToken(currentLinkToken());
      removeLinkTokenFromAddress();
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return token;
}
