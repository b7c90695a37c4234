import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * The question asked before completing a case she never replied to: `ask` opens it and resolves
 * with her answer; `dialog` is rendered where the screen puts it (nothing while closed).
 */
export function useUnansweredConfirmation(): { ask: () => Promise<boolean>; dialog: ReactNode } {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const answer = (value: boolean) => {
    setOpen(false);
    resolver.current?.(value);
    resolver.current = null;
  };

  const dialog = open ? (
    <ConfirmDialog
      title={t`Complete without a reply?`}
      message={t`You have not replied to her yet. If you mark this case completed, she is e-mailed that her request is complete and asked to rate the help.`}
      confirmLabel={t`Mark Completed anyway`}
      cancelLabel={t`Cancel`}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  ) : null;
  return { ask, dialog };
}
