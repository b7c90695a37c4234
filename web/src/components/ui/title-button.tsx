import type { ReactNode } from 'react';

/** An item's title in a list, as a button that opens it in the list's place (a newsletter, an event's guest list). */
export function TitleButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-6 text-left text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
    >
      {children}
    </button>
  );
}
