import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../../lib/modal-focus';

/**
 * The frame of a question asked over the page (WCAG 2.2), for ConfirmDialog and the dialogs that
 * ask one thing more (a reason): over a dimmed page made inert, named by its title and described by
 * its message; the focus moves in (to its first field, else its first button, the safe answer),
 * Tab stays inside, Escape cancels, and the focus goes back to its opener when it closes
 * (`useModalFocus`, as every modal of the site).
 */
export function DialogFrame({
  role = 'dialog',
  title,
  message,
  onCancel,
  children,
}: {
  /** `alertdialog` for a yes-or-no question, `dialog` for one with a field. */
  role?: 'dialog' | 'alertdialog';
  title: string;
  message: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(dialogRef, onCancel);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-gray-900/50 p-4">
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className="w-full max-w-md rounded-2xl bg-white p-6 text-left text-gray-900 shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        <p id={`${id}-message`} className="mt-3 text-gray-700">
          {message}
        </p>
        {children}
      </div>
    </div>,
    document.body,
  );
}
