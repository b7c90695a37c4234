import type { ReactNode } from 'react';

/**
 * The centred card of the Member Login and Create Account screens. `audience`, when given, is the
 * first thing the card says: whom the screen is for, and where the others go (issue 38).
 */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  audience,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
  audience?: ReactNode;
}) {
  return (
    <div className="bg-brand-50 px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        {audience && <div className="mb-5 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-gray-800">{audience}</div>}
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-gray-700">{intro}</p>
        <div className="mt-6">{children}</div>
        <p className="mt-6 border-t border-gray-200 pt-4 text-sm text-gray-700">{footer}</p>
      </div>
    </div>
  );
}
