import type { ReactNode } from 'react';

/** One part of the Account page: a white card with its heading, a line of intro, and an optional footer note. */
export function AccountCard({
  id,
  title,
  intro,
  children,
  footer,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      <p className="mt-2 text-gray-700">{intro}</p>
      <div className="mt-6">{children}</div>
      {footer && <p className="mt-6 border-t border-gray-200 pt-4 text-sm text-gray-700">{footer}</p>}
    </section>
  );
}
