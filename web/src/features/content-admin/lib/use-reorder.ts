import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type DragEvent } from 'react';

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * A list put in order on screen (decision 022): Move up / Move down, each move announced and the
 * focus kept on the button pressed once the list is redrawn, or dragging an item to its place.
 * `nameOf` says what an announcement calls the item at its place before the move.
 */
export function useReorder<T>(items: readonly T[], onReorder: (next: T[]) => void, nameOf: (item: T, index: number) => string) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { t } = useLingui();
  const buttons = useRef(new Map<string, HTMLElement>());
  // Focused after the next redraw of the list, then forgotten, so typing elsewhere never pulls the focus back.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    buttons.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [items]);

  const move = (from: number, to: number, pressed?: string) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    pendingFocus.current = pressed ?? null;
    const name = nameOf(item, from);
    const place = to + 1;
    const count = items.length;
    setAnnouncement(t`${name} moved to place ${place} of ${count}.`);
    onReorder(moveItem(items, from, to));
  };

  return {
    move,
    announcement,
    /** Says something else in the list's live region (an item added or removed). */
    announce: setAnnouncement,
    /** Puts the focus on the button registered as `key` once the list is redrawn. */
    focusAfterChange: (key: string) => {
      pendingFocus.current = key;
    },
    /** Registers a button the focus may return to, by a key that moves with its item. */
    buttonRef: (key: string) => (element: HTMLElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    /** The index being dragged, to show it. */
    dragging,
    /** What makes an element drag the item at `index`. */
    dragSource: (index: number) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        // Firefox starts a drag only with data set.
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        setDragging(index);
      },
      onDragEnd: () => setDragging(null),
    }),
    /** What makes an element the place an item dropped on it moves to. */
    dropTarget: (index: number) => ({
      onDragOver: (event: DragEvent) => event.preventDefault(),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (dragging !== null) move(dragging, index);
        setDragging(null);
      },
    }),
  };
}
