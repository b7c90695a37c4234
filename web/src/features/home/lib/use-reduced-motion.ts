import { useMediaQuery } from '../../../lib/use-media-query';

/** Whether the visitor asked for reduced motion; false on the server and while hydrating, so the HTML matches. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
