import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** "Decline the request from …?", asked the same on her page's section and on the e-mailed link's page. */
export function DeclineConfirm({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      title={t`Decline the request from ${name}?`}
      message={t`She is told kindly that you cannot take it up, and nothing of yours is shared with her.`}
      confirmLabel={t`Decline`}
      cancelLabel={t`Cancel`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
