import { Trans, useLingui } from '@lingui/react/macro';
import type { Enabler } from '@wfc/shared';
import { GripVertical } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { saveEnablerOrder } from '../api/enabler-profile';
import { useReorder } from '../lib/use-reorder';

/**
 * The directory's order: each enabler moved with Move up / Move down (each move announced), or
 * dragged to her place, then saved at once for the directory and the home page.
 */
export function EnablerOrder({ enablers, onSaved }: { enablers: Pick<Enabler, 'id' | 'name'>[]; onSaved: () => void }) {
  const [order, setOrder] = useState(enablers);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const { t } = useLingui();
  const changed = order.some((enabler, index) => enabler.id !== enablers[index]?.id);
  const reorder = useReorder(
    order,
    (next) => {
      setOrder(next);
      setResult(null);
    },
    (enabler) => enabler.name,
  );

  async function save() {
    setSaving(true);
    try {
      const saved = await saveEnablerOrder(order.map((enabler) => enabler.id));
      setResult({ tone: 'success', text: saved.message });
      onSaved();
    } catch (failure) {
      setResult({ tone: 'error', text: messageOf(failure, t`The order could not be saved. Please try again.`) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="enabler-order-title" className="mt-8 space-y-3">
      <h3 id="enabler-order-title" className="text-xl font-bold text-brand-900">
        <Trans>Order in the directory</Trans>
      </h3>
      <p className="text-sm text-gray-700">
        <Trans>Drag an enabler to her place, or use Move up and Move down. The order is saved when you press Save order.</Trans>
      </p>
      <p aria-live="polite" className="sr-only">
        {reorder.announcement}
      </p>
      <ol className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {order.map(({ id, name }, index) => (
          <li
            key={id}
            {...reorder.dragSource(index)}
            {...reorder.dropTarget(index)}
            className={`flex flex-wrap items-center gap-3 p-3 ${reorder.dragging === index ? 'bg-brand-50' : ''}`}
          >
            <GripVertical aria-hidden="true" className="size-5 shrink-0 cursor-grab text-gray-600" />
            <span className="w-8 shrink-0 text-sm text-gray-700">{index + 1}.</span>
            <span className="min-w-0 flex-1 font-medium break-words text-gray-900">{name}</span>
            <span className="flex shrink-0 gap-2">
              {/* aria-disabled, not disabled: a button that reaches the end keeps the focus. */}
              <Button
                ref={reorder.buttonRef(`${id}-up`)}
                variant="ghost"
                className="aria-disabled:opacity-60"
                onClick={() => reorder.move(index, index - 1, `${id}-up`)}
                aria-disabled={index === 0}
                aria-label={t`Move ${name} up`}
              >
                <Trans>Move up</Trans>
              </Button>
              <Button
                ref={reorder.buttonRef(`${id}-down`)}
                variant="ghost"
                className="aria-disabled:opacity-60"
                onClick={() => reorder.move(index, index + 1, `${id}-down`)}
                aria-disabled={index === order.length - 1}
                aria-label={t`Move ${name} down`}
              >
                <Trans>Move down</Trans>
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <Button onClick={save} disabled={saving || !changed}>
        {saving ? t`Saving...` : t`Save order`}
      </Button>
    </section>
  );
}
