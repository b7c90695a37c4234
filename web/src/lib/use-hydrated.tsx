import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** False in the server's render (and wherever no `Hydration` is above: a page rendered to a string). */
const HydratedContext = createContext(false);

/**
 * At the app's root: whether the page has hydrated. False while the server renders and while the
 * browser hydrates (`hydrating`), so hydration matches the prerendered HTML; then true, set in a
 * transition: what changes with it (a list ordered by the visitor's clock, the footer's year)
 * re-renders in React's slices of a few milliseconds. (It was a `useSyncExternalStore` whose server
 * snapshot differed from the browser's, which React re-renders synchronously after hydration: the
 * events page's whole list in one task of 25 ms here, 100 ms on Lighthouse's phone, issue 39.) A
 * screen rendered from scratch (`hydrating` false: the staff shell, a test's render) is hydrated at once.
 */
export function Hydration({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while rendering on the server and during hydration, true afterwards. Anything that depends
 * on the visitor's clock or storage renders only then, so hydration matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
