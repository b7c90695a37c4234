import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFocusAfterMove } from '../../lib/use-focus-after-move';

export interface TabItem {
  id: string;
  /** Text, or text with a badge whose words are in the accessible name (the Inbox's count). */
  label: ReactNode;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and End
 * jump to the ends, and only the selected tab is in the Tab order. Inactive panels stay mounted
 * but hidden, so their data is kept. The tabs wrap onto a second row on a narrow screen rather
 * than scroll sideways, so every tab stays in sight (seven on the admin's Content screen).
 * The selected tab is the caller's (a dashboard's address, issue 26): `onSelect` says which tab
 * was chosen, and whether by the arrow keys, which pass over tabs on the way to one.
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string, how: { byArrowKey: boolean }) => void;
}) {
  const baseId = useId();
  const buttons = useRef<Map<string, HTMLButtonElement>>(new Map());
  const tablist = useRef<HTMLDivElement>(null);
  // Back or Forward to another tab: the focus goes to the tab shown if it was in a panel now hidden or on another tab.
  useFocusAfterMove(selected, tablist, () => buttons.current.get(selected));

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id, { byArrowKey: true });
    buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div ref={tablist} role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-gray-300">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id, { byArrowKey: false })}
              onKeyDown={onKeyDown(index)}
              className={`-mb-px min-h-11 shrink-0 rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-800 ${
                active ? 'border-brand-800 text-brand-900' : 'border-transparent text-gray-700 hover:bg-brand-50 hover:text-brand-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className="pt-6 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
