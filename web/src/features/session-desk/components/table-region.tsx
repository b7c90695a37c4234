import type { ReactNode } from 'react';

/** The cells' padding of the desk's tables. */
export const cell = 'px-3 py-2 align-top';

/**
 * A table that scrolls sideways inside itself on a narrow screen rather than widening the page:
 * a named region, focusable so a keyboard can scroll it.
 */
export function TableRegion({ label, minWidth, children }: { label: string; minWidth: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
    >
      <table className={`w-full text-left text-sm ${minWidth}`}>{children}</table>
    </div>
  );
}
