import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { InquiryStatus } from '@wfc/shared';

const styles: Record<InquiryStatus, string> = {
  New: 'bg-amber-100 text-amber-900',
  Viewed: 'bg-gray-100 text-gray-900',
  Accepted: 'bg-sky-100 text-sky-900',
  Declined: 'bg-rose-100 text-rose-900',
  Closed: 'bg-brand-100 text-brand-900',
};

const labels: Record<InquiryStatus, MessageDescriptor> = {
  New: msg({ message: 'New', context: 'inquiry status' }),
  Viewed: msg({ message: 'Viewed', context: 'inquiry status' }),
  Accepted: msg({ message: 'Accepted', context: 'inquiry status' }),
  Declined: msg({ message: 'Declined', context: 'inquiry status' }),
  Closed: msg({ message: 'Closed', context: 'inquiry status' }),
};

/** An inquiry's state as a coloured label (the word carries the meaning; the colour only repeats it). */
export function InquiryStatusLabel({ status }: { status: InquiryStatus }) {
  const { t } = useLingui();
  const label = labels[status];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status] ?? 'bg-gray-100 text-gray-900'}`}>
      {label ? t(label) : status}
    </span>
  );
}
