import { Trans, useLingui } from '@lingui/react/macro';
import type { Inquiry } from '@wfc/shared';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { messageOf } from '../../../lib/api-client';
import type { Query } from '../../../lib/query';
import { InquiryList } from './inquiry-list';
import { InquiryView } from './inquiry-view';

/** The Inquiries tab: her inquiries, one opened in place of the list (Back returns to it). */
export function EnablerInquiriesPanel({ inquiries }: { inquiries: Query<Inquiry[]> }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();

  function back() {
    setOpenId(null);
    // The list comes back; its heading takes the focus, since the Open button pressed may have moved.
    setTimeout(() => headingRef.current?.focus(), 0);
  }

  if (openId) return <InquiryView inquiryId={openId} onBack={back} onChanged={inquiries.reload} />;
  return (
    <section aria-labelledby="inquiries-title">
      <h2 id="inquiries-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        <Trans>Inquiries</Trans>
      </h2>
      <p className="mt-2 text-gray-700">
        <Trans>Messages visitors sent you through the directory. Open one to accept or decline it.</Trans>
      </p>
      {inquiries.error && (
        <Banner tone="error" className="mt-4">
          {messageOf(inquiries.error, t`Failed to fetch your inquiries`)}
        </Banner>
      )}
      <InquiryList inquiries={inquiries.data} loading={inquiries.loading} onOpen={(id) => setOpenId(id)} />
    </section>
  );
}
