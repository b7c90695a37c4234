import type { InquiryStatus } from '@wfc/shared';

const styles: Record<InquiryStatus, string> = {
  New: 'bg-amber-100 text-amber-900',
  Viewed: 'bg-gray-100 text-gray-900',
  Accepted: 'bg-sky-100 text-sky-900',
  Declined: 'bg-rose-100 text-rose-900',
  Closed: 'bg-brand-100 text-brand-900',
};

/** An inquiry's state as a coloured label (the word carries the meaning; the colour only repeats it). */
export function InquiryStatusLabel({ status }: { status: InquiryStatus }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status] ?? 'bg-gray-100 text-gray-900'}`}>{status}</span>;
}
