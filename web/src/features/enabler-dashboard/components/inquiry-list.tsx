import { Trans, useLingui } from '@lingui/react/macro';
import type { Inquiry } from '@wfc/shared';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { InquiryStatusLabel } from '../../inquiry';

/** Her inquiries, newest first: who wrote, when, the state, the start of the message, and Open. */
export function InquiryList({
  inquiries,
  loading,
  onOpen,
}: {
  inquiries: readonly Inquiry[] | undefined;
  loading: boolean;
  onOpen: (id: string) => void;
}) {
  const { t } = useLingui();
  if (!inquiries)
    return loading ? (
      <p className="mt-4 text-gray-700">
        <Trans>Loading your inquiries…</Trans>
      </p>
    ) : null;
  if (inquiries.length === 0)
    return (
      <p className="mt-4 rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
        <Trans>No inquiries yet</Trans>
      </p>
    );
  return (
    <ul className="mt-4 grid gap-4 lg:grid-cols-2">
      {inquiries.map(({ name, ...inquiry }) => (
        <li key={inquiry._id} className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-gray-900">{name}</p>
            <InquiryStatusLabel status={inquiry.status} />
          </div>
          <p className="text-sm text-gray-700">
            <DateTime iso={inquiry.createdAt} />
          </p>
          <p className="line-clamp-3 whitespace-pre-line wrap-anywhere text-gray-900">{inquiry.question}</p>
          <div>
            <Button variant="secondary" onClick={() => onOpen(inquiry._id)} aria-label={t`Open inquiry from ${name}`}>
              <Trans>Open</Trans>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
