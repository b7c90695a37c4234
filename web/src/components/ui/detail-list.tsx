import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Detail {
  icon: LucideIcon;
  /** Read by screen readers in place of the icon. */
  label: string;
  value: ReactNode;
}

/** Facts of a card (date, time, place, duration), each behind an icon whose name screen readers hear. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="mt-3 space-y-1.5 text-sm text-gray-700">
      {details.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-start gap-2">
          <dt>
            <Icon aria-hidden="true" className="mt-0.5 size-4 text-brand-800" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
