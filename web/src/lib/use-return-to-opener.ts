import { useEffect, useRef } from 'react';

/**
 * An item opened in place of its list (a mail message, an Inbox item): once it closes, the focus
 * goes back to the control that opened it, the element whose `attribute` is the item's id.
 */
export function useReturnToOpener(openId: string | null, attribute: `data-${string}`) {
  const lastOpened = useRef<string | null>(null);
  useEffect(() => {
    if (openId) {
      lastOpened.current = openId;
      return;
    }
    const id = lastOpened.current;
    lastOpened.current = null;
    if (id)
      [...document.querySelectorAll<HTMLElement>(`[${attribute}]`)].find((element) => element.getAttribute(attribute) === id)?.focus();
  }, [openId, attribute]);
}
