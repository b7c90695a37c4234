import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberInquiry } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { Link } from '../../../lib/router';
import { AccountCard } from '../../../components/ui/account-card';
import { DateTime } from '../../../components/ui/date-time';
import { messageOf } from '../../../lib/api-client';
import { InquiryStatusLabel } from '../../inquiry';
import { useMemberInquiries } from '../api/get-member-inquiries';

/** Her messages to enablers (the Connect modal's inquiries): to whom, what she wrote, where each stands. */
export function InquiriesSection() {
  const { t } = useLingui();
  const inquiries = useMemberInquiries();

  return (
    <AccountCard
      id="inquiries"
      title={t`Your messages to enablers`}
      intro={t`What you wrote to enablers with Connect, and where each message stands.`}
    >
      {inquiries.loading && (
        <p role="status" className="text-gray-700">
          <Trans>Loading your messages…</Trans>
        </p>
      )}
      {inquiries.error && (
        <Banner tone="error">{messageOf(inquiries.error, t`Your messages to enablers could not be loaded. Please try again.`)}</Banner>
      )}
      {inquiries.data?.length === 0 && (
        <p className="text-gray-700">
          <Trans>
            You have not written to an enabler with this address yet.{' '}
            <Link to="/allenablers" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
              Find an enabler
            </Link>
          </Trans>
        </p>
      )}
      {inquiries.data && inquiries.data.length > 0 && (
        <ul className="space-y-4">
          {inquiries.data.map((inquiry) => (
            <InquiryItem key={inquiry._id} inquiry={inquiry} />
          ))}
        </ul>
      )}
    </AccountCard>
  );
}

/** One inquiry: to whom, its state, when she sent it, and what she wrote. */
function InquiryItem({ inquiry }: { inquiry: MemberInquiry }) {
  const enabler = inquiry.enablerName;
  return (
    <li className="rounded-xl border border-gray-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold wrap-anywhere text-gray-900">
          <Trans>To {enabler}</Trans>
        </h3>
        <InquiryStatusLabel status={inquiry.status} />
      </div>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>
          Sent <DateTime iso={inquiry.createdAt} />
        </Trans>
      </p>
      <p className="mt-2 whitespace-pre-line wrap-anywhere text-gray-900">{inquiry.question}</p>
    </li>
  );
}
