import type { Enabler } from '@wfc/shared';
import { GripVertical } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../guard/use-staff-query';
import { saveEnablerOrder } from '../api/enabler-profile';

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * The directory's order: each enabler moved with Move up / Move down (each move announced), or
 * dragged to her place, then saved at once for the directory and the home page.
 */
export function EnablerOrder({ enablers, onSaved }: { enablers: Enabler[]; onSaved: () => void }) {
  const [order, setOrder] = useState(enablers);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = order.some((enabler, index) => enabler.id !== enablers[index]?.id);
  // The button pressed moves with its enabler: focus is put back on it once the list is redrawn.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (refocus) buttons.current.get(refocus)?.focus();
  }, [refocus, order]);

  const move = (from: number, to: number, pressed?: string) => {
    const enabler = order[from];
    if (!enabler || to < 0 || to >= order.length || from === to) return;
    setOrder(moveItem(order, from, to));
    setResult(null);
    setRefocus(pressed ?? null);
    setAnnouncement(`${enabler.name} moved to place ${to + 1} of ${order.length}.`);
  };
  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  const onDrop = (to: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
  };

  async function save() {
    setSaving(true);
    try {
      const saved = await saveEnablerOrder(order.map((enabler) => enabler.id));
      setResult({ tone: 'success', text: saved.message });
      onSaved();
    } catch (failure) {
      setResult({ tone: 'error', text: messageOf(failure, 'The order could not be saved. Please try again.') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="enabler-order-title" className="mt-8 space-y-3">
      <h3 id="enabler-order-title" className="text-xl font-bold text-brand-900">
        Order in the directory
      </h3>
      <p className="text-sm text-gray-700">Drag an enabler to her place, or use Move up and Move down. The order is saved when you press Save order.</p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {order.map((enabler, index) => (
          <li
            key={enabler.id}
            draggable
            onDragStart={() => setDragging(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop(index)}
            onDragEnd={() => setDragging(null)}
            className={`flex flex-wrap items-center gap-3 p-3 ${dragging === index ? 'bg-brand-50' : ''}`}
          >
            <GripVertical aria-hidden="true" className="size-5 shrink-0 cursor-grab text-gray-600" />
            <span className="w-8 shrink-0 text-sm text-gray-700">{index + 1}.</span>
            <span className="min-w-0 flex-1 font-medium break-words text-gray-900">{enabler.name}</span>
            <span className="flex shrink-0 gap-2">
              {/* aria-disabled, not disabled: a button that reaches the end keeps the focus. */}
              <Button ref={buttonRef(`${enabler.id}-up`)} variant="ghost" className="aria-disabled:opacity-60" onClick={() => move(index, index - 1, `${enabler.id}-up`)} aria-disabled={index === 0} aria-label={`Move ${enabler.name} up`}>
                Move up
              </Button>
              <Button ref={buttonRef(`${enabler.id}-down`)} variant="ghost" className="aria-disabled:opacity-60" onClick={() => move(index, index + 1, `${enabler.id}-down`)} aria-disabled={index === order.length - 1} aria-label={`Move ${enabler.name} down`}>
                Move down
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <Button onClick={save} disabled={saving || !changed}>
        {saving ? 'Saving...' : 'Save order'}
      </Button>
    </section>
  );
}
