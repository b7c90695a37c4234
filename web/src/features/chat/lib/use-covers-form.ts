import { useEffect, useState, type RefObject } from 'react';

/** What the floating launcher must never cover (issue 38): a form's answer and its buttons. */
const FORM_PARTS = 'form button[type="submit"], form [role="status"], form [role="alert"], form [data-form-answer]';

/** Whether `box` (the launcher's) overlaps any shown form answer or form button of `root`. */
function coversFormParts(box: DOMRect, root: ParentNode): boolean {
  for (const part of root.querySelectorAll(FORM_PARTS)) {
    const rect = part.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    if (rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top) return true;
  }
  return false;
}

/**
 * Whether the element in `ref` (the floating chat launcher) now lies over a form's answer or
 * button: checked as the page scrolls, resizes, changes (an answer appearing) or changes size,
 * once a frame at most. Never while the launcher has the focus, so a keyboard user never loses it.
 */
export function useCoversForm(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const launcher = ref.current;
      if (!launcher) return;
      setCovers(document.activeElement !== launcher && coversFormParts(launcher.getBoundingClientRect(), document));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A new answer, a button's words changing, or the page growing or shrinking under a still
    // scroll position (a font arriving, an image loading) each move the parts without a scroll.
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    sizes?.observe(document.body);
    // A web font arriving (a Malayalam page's) wraps the text anew: the parts move, and the page's
    // size need not change with them, so the swap is a change of its own.
    document.fonts?.addEventListener('loadingdone', schedule);
    return () => {
      document.fonts?.removeEventListener('loadingdone', schedule);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      changes.disconnect();
      sizes?.disconnect();
    };
  }, [enabled, ref]);
  // Not checked while disabled (the panel open): what was last found no longer counts.
  return enabled && covers;
}
