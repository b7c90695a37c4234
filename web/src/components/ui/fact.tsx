import type { ReactNode } from 'react';

/**
 * One fact of a card (a case's requester, a message's status...) inside a `<dl>`: a term and either
 * a plain `value` or its own `<dd>` elements as children.
 */
export function Fact({
  label,
  value,
  className,
  children,
}: {
  label: string;
  value?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="font-medium text-gray-700">{label}</dt>
      {value !== undefined && <dd className="mt-0.5 break-words text-gray-900">{value}</dd>}
      {children}
    </div>
  );
}
