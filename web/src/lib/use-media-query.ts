import { useSyncExternalStore } from 'react';

/** Whether the media `query` matches now, following its changes; false on the server and while hydrating, so the HTML matches. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches === true,
    () => false,
  );
}
