import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { DateTime } from '../../cases/components/date-time';
import { messageOf } from '../../guard/use-staff-query';
import { InquiryStatusLabel } from '../../inquiry/components/inquiry-status';
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

  useEffect(() => titleRef.current?.focus(), []);

  function answered(text: string) {
    setNotice(text);
    query.reload();
    onChanged();
  }

  return (
    <section aria-labelledby="inquiry-title" className="space-y-4">
      <Button variant="ghost" onClick={onBack}>
        Back to Inquiries
      </Button>
      <h2 id="inquiry-title" ref={titleRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        {inquiry ? `Inquiry from ${inquiry.name}` : 'Inquiry'}
      </h2>
      {query.error && <Banner tone="error">{messageOf(query.error, 'Failed to fetch the inquiry')}</Banner>}
      {notice && <Banner tone="success">{notice}</Banner>}
      {query.loading && !inquiry && <p className="text-gray-700">Loading the inquiry…</p>}
      {inquiry && (
        <>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Fact label="Status" value={<InquiryStatusLabel status={inquiry.status} />} />
            <Fact label="Received" value={<DateTime iso={inquiry.createdAt} />} />
            <Fact label="E-mail" value={inquiry.email || 'Shared with you once you accept'} className="wrap-anywhere" />
            {inquiry.declineReason && <Fact label="Your reason" value={inquiry.declineReason} />}
          </dl>
          <blockquote className="whitespace-pre-line wrap-anywhere rounded-lg border-l-4 border-brand-300 bg-white px-4 py-3 text-gray-900">{inquiry.question}</blockquote>
          {(inquiry.status === 'New' || inquiry.status === 'Viewed') && <InquiryAnswer inquiryId={inquiry._id} visitorName={inquiry.name} onAnswered={answered} />}
          <section aria-labelledby="inquiry-history-title">
            <h3 id="inquiry-history-title" className="text-lg font-semibold text-gray-900">
              History
            </h3>
            <ol className="mt-2 space-y-2 text-sm text-gray-900">
              {inquiry.history.map((entry) => (
                <li key={entry._id}>
                  <DateTime iso={entry.at} />: {entry.from ? `${entry.from} → ${entry.to}` : 'Received'}
                  {entry.actorName ? ` by ${entry.actorName}` : ''}
                  {entry.note && <p className="mt-1 whitespace-pre-line wrap-anywhere text-gray-700">{entry.note}</p>}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </section>
  );
}
