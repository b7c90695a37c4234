import { useEffect, useRef, type RefObject } from 'react';
import { useSearchParams } from '../../../lib/router';

/** The attribute that marks the control which opens a case, so the focus can go back to it. */
export const CASE_OPENER_ATTRIBUTE = 'data-case-opener';

/**
 * The case a staff screen has open, from `?case=<id>` (so links in e-mails open it, and the
 * browser's Back closes it). When it closes the focus goes back to the control that opened it, or
 * to `fallback` when that control is gone (a case handed back leaves the list).
 */
export function useOpenCase(fallback: RefObject<HTMLElement | null>) {
  const [params, setParams] = useSearchParams();
  const openId = params.get('case');
  const previous = useRef<string | null>(openId);
  const skipOpener = useRef(false);

  useEffect(() => {
    const closed = previous.current;
    previous.current = openId;
    if (openId || !closed) return;
    const leftList = skipOpener.current;
    skipOpener.current = false;
    const opener = leftList
      ? undefined
      : [...document.querySelectorAll<HTMLElement>(`[${CASE_OPENER_ATTRIBUTE}]`)].find(
          (element) => element.getAttribute(CASE_OPENER_ATTRIBUTE) === closed,
        );
    (opener ?? fallback.current)?.focus();
  }, [openId, fallback]);

  /** Closes the case; `leftList` when the case is no longer in the list, so its opener is about to go. */
  const close = (leftList = false) => {
    skipOpener.current = leftList;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('case');
      return next;
    });
  };

  return { openId, close };
}
