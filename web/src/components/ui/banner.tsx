import type { ReactNode } from 'react';

/** An in-page message; errors are announced assertively, the rest politely (decisions.md 12). */
export function Banner({ tone, children, className = '' }: { tone: 'success' | 'error' | 'info'; children: ReactNode; className?: string }) {
  const styles = {
    success: 'border-brand-700 bg-brand-50 text-brand-900',
    error: 'border-red-700 bg-red-50 text-red-800',
    info: 'border-gray-400 bg-gray-50 text-gray-900',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border-l-4 px-4 py-3 text-sm ${styles} ${className}`}>
      {children}
    </div>
  );
}
