import type { ReactNode } from 'react';

export type BannerTone = 'success' | 'error' | 'info';

/** A banner's look, for a live region that shows its messages as banners (the check-in's results). */
export function bannerClasses(tone: BannerTone): string {
  const styles = {
    success: 'border-brand-700 bg-brand-50 text-brand-900',
    error: 'border-red-700 bg-red-50 text-red-800',
    info: 'border-gray-400 bg-gray-50 text-gray-900',
  }[tone];
  return `rounded-lg border-l-4 px-4 py-3 text-sm ${styles}`;
}

/** An in-page message; errors are announced assertively, the rest politely (decisions.md 12). */
export function Banner({ tone, children, className = '' }: { tone: BannerTone; children: ReactNode; className?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${bannerClasses(tone)} ${className}`}>
      {children}
    </div>
  );
}
