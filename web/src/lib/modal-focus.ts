import { useEffect, useRef, type RefObject } from 'react';
import { keepTabInside } from './focus-trap';

/**
 * A modal dialog's focus (WCAG 2.2): while it is open the focus moves in (to its first field, else
 * its first button), Tab stays inside, the page behind is inert and does not scroll, and Escape
 * calls `onClose`; once it closes the focus returns to `returnFocusTo`, or to what had it before.
 * The Connect modal and the introductions' dialogs share it.
 */
export function useModalFocus(dialogRef: RefObject<HTMLElement | null>, onClose: () => void, returnFocusTo?: HTMLElement | null) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const page = document.getElementById('root');
    page?.setAttribute('inert', '');
    document.body.classList.add('scroll-locked');
    (dialog.querySelector<HTMLElement>('textarea, input') ?? dialog.querySelector<HTMLElement>('button'))?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      keepTabInside(dialog, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('scroll-locked');
      page?.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef, returnFocusTo]);
  return close;
}
