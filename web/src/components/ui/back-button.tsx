import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** "Back to …" above a screen opened in place of a list (a case, a newsletter, a guest list): back to that list. */
export function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" onClick={onClick} className="-ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
