import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { DateTime } from '../../../components/ui/date-time';
import { messageOf } from '../../../lib/api-client';
import { InquiryStatusLabel } from '../../inquiry';
import { useInquiry } from '../api/get-inquiry';
import { InquiryAnswer } from './inquiry-answer';

/**
 * One inquiry opened (which makes a New one Viewed): the visitor's name and message, her address
 * once accepted, the history, and Accept / Decline while it is open.
 */
export function InquiryView({ inquiryId, onBack, onChanged }: { inquiryId: string; onBack: () => void; onChanged: () => void }) {
  const query = useInquiry(inquiryId);
  const [notice, setNotice] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const inquiry = query.data;
  const { t } = useLingui();
  const name = inquiry?.name;

  useEffect(() => titleRef.current?.focus(), []);

  function answered(text: string) {
    setNotice(text);
    query.reload();
    onChanged();
  }

  return (
    <section aria-labelledby="inquiry-title" className="space-y-4">
      <Button variant="ghost" onClick={onBack}>
        <Trans>Back to Inquiries</Trans>
      </Button>
      <h2 id="inquiry-title" ref={titleRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        {inquiry ? t`Inquiry from ${name}` : t`Inquiry`}
      </h2>
      {query.error && <Banner tone="error">{messageOf(query.error, t`Failed to fetch the inquiry`)}</Banner>}
      {notice && <Banner tone="success">{notice}</Banner>}
      {query.loading && !inquiry && (
        <p className="text-gray-700">
          <Trans>Loading the inquiry…</Trans>
        </p>
      )}
      {inquiry && (
        <>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Fact label={t`Status`} value={<InquiryStatusLabel status={inquiry.status} />} />
            <Fact label={t`Received`} value={<DateTime iso={inquiry.createdAt} />} />
            <Fact label={t`E-mail`} value={inquiry.email || t`Shared with you once you accept`} className="wrap-anywhere" />
            {inquiry.declineReason && <Fact label={t`Your reason`} value={inquiry.declineReason} />}
          </dl>
          <blockquote className="whitespace-pre-line wrap-anywhere rounded-lg border-l-4 border-brand-300 bg-white px-4 py-3 text-gray-900">
            {inquiry.question}
          </blockquote>
          {(inquiry.status === 'New' || inquiry.status === 'Viewed') && (
            <InquiryAnswer inquiryId={inquiry._id} visitorName={inquiry.name} onAnswered={answered} />
          )}
          <section aria-labelledby="inquiry-history-title">
            <h3 id="inquiry-history-title" className="text-lg font-semibold text-gray-900">
              <Trans>History</Trans>
            </h3>
            <ol className="mt-2 space-y-2 text-sm text-gray-900">
              {inquiry.history.map(({ _id, at, from, to, actorName, note }) => (
                <li key={_id}>
                  <DateTime iso={at} />: {from ? `${from} → ${to}` : t`Received`}
                  {actorName ? ` ${t`by ${actorName}`}` : ''}
                  {note && <p className="mt-1 whitespace-pre-line wrap-anywhere text-gray-700">{note}</p>}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </section>
  );
}
