import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../../../lib/modal-focus';

/**
 * A modal dialog over the page (WCAG 2.2): the focus moves in (to its first field, else its first
 * control), Tab stays inside while the page behind is inert, Escape, the close button and the
 * backdrop close it, and the focus goes back to the control that opened it.
 */
export function ModalDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useModalFocus(dialogRef, onClose);

  return createPortal(
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center overflow-y-auto bg-black/50 p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative my-auto w-full max-w-lg rounded-2xl bg-white p-6 text-left text-gray-900 shadow-xl sm:p-8"
      >
        <button
          type="button"
          onClick={() => close.current()}
          aria-label={t`Close`}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} className="pr-10 text-xl font-bold wrap-anywhere text-brand-900 sm:text-2xl">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
