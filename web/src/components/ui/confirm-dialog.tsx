import { Button } from './button';
import { DialogFrame } from './dialog-frame';

/**
 * A question that must be answered before a change goes ahead (an alert dialog, WCAG 2.2): it takes
 * the focus (on the safe answer, Cancel, the first of its buttons), keeps Tab inside, Escape cancels,
 * and the focus goes back to the control that opened it when it closes (DialogFrame).
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
  return (
    <DialogFrame role="alertdialog" title={title} message={message} onCancel={onCancel}>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </DialogFrame>
  );
}
