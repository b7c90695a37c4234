import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a move to another screen or tab (`place` changed), puts the focus on `target()` when the
 * move took the focus away (Back or Forward: what she was on was removed or hidden with its
 * screen) or left it on another item of `items` (the menu or tablist, now pointing elsewhere). A
 * move she made by a click or a key already has the focus on `target()`; the first render moves nothing.
 */
export function useFocusAfterMove(place: string, items: RefObject<HTMLElement | null>, target: () => HTMLElement | null | undefined): void {
  const shown = useRef(place);
  useEffect(() => {
    if (shown.current === place) return;
    shown.current = place;
    const active = document.activeElement;
    const lost = !active || active === document.body || active.closest('[hidden]') !== null;
    if (lost || items.current?.contains(active)) target()?.focus();
  });
}
