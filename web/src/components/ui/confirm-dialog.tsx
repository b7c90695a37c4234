import { useEffect, useId, useRef } from 'react';
import { keepTabInside } from '../../lib/focus-trap';
import { Button } from './button';

/**
 * A question that must be answered before a change goes ahead (an alert dialog, WCAG 2.2): it takes
 * the focus (on the safe answer, Cancel), keeps Tab inside, Escape cancels, and the focus goes back
 * to the control that opened it when it closes.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancel.current();
        return;
      }
      if (dialogRef.current) keepTabInside(dialogRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-gray-900/50 p-4">
      <div
        ref={dialogRef}
        role="alertdialog"
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
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </div>
      </div>
    </div>
  );
}
