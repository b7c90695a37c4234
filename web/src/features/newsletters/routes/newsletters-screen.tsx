import { Trans, useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@wfc/shared';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { type ApiError, messageOf } from '../../../lib/api-client';
import { useOpenInPlace } from '../../../lib/use-open-in-place';
import { useQuery } from '../../../lib/query';
import { useStaffSignIn } from '../../../lib/staff-sign-in-store';
import { getNewsletters } from '../api/get-newsletters';
import { NewsletterEditor } from '../components/newsletter-editor';
import { NewsletterList } from '../components/newsletter-list';
import { NewsletterSettingsSection } from '../components/newsletter-settings';
import { newsletterTexts } from '../lib/newsletter-texts';

/** What an operator gets while no admin lets operators send (docs/api.md "Newsletters"). */
const NOT_ALLOWED = 'NEWSLETTERS_NOT_ALLOWED';

/** An operator an admin has not let write newsletters. */
function notAllowed(error: ApiError | undefined): boolean {
  return error?.status === 403 && (error.body?.code as string | undefined) === NOT_ALLOWED;
}

/**
 * The staff's Newsletters screen (issue 29): every newsletter with its status, and one opened in
 * place to write, preview, test, send or schedule, or to follow while it goes out; for admins, the
 * setting that lets operators use it. Shown in the admin menu and as the operator's tab.
 */
export function NewslettersScreen() {
  const list = useQuery(getNewsletters);
  const isAdmin = useStaffSignIn().role === 'admin';
  const { open, setOpen, close: closeOpen, titleRef } = useOpenInPlace<Newsletter | 'new'>();
  const [notice, setNotice] = useState<string | null>(null);
  const { t } = useLingui();

  // Back from a newsletter: the focus goes to the list's heading (useOpenInPlace), not to the body.
  const close = (message?: string) => {
    setNotice(message ?? null);
    closeOpen();
    list.reload();
  };

  const heading = (
    <h2 id="newsletters-title" ref={titleRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
      <Trans>Newsletters</Trans>
    </h2>
  );

  if (notAllowed(list.error)) {
    return (
      <section aria-labelledby="newsletters-title">
        {heading}
        <Banner tone="info" className="mt-4">
          {t(newsletterTexts.operatorsMayNotSend)}
        </Banner>
      </section>
    );
  }

  if (open !== null) {
    return <NewsletterEditor key={open === 'new' ? 'new' : open._id} stored={open === 'new' ? null : open} onClose={close} />;
  }

  return (
    <section aria-labelledby="newsletters-title">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          {heading}
          <p className="mt-1 text-gray-700">
            <Trans>E-mails to the members who chose their topics, in English and, where written, Malayalam.</Trans>
          </p>
        </div>
        <Button className="shrink-0 self-start" onClick={() => setOpen('new')}>
          <Trans>New newsletter</Trans>
        </Button>
      </div>
      <div className="mt-4 space-y-4">
        {notice && <Banner tone="success">{notice}</Banner>}
        {list.error && <Banner tone="error">{messageOf(list.error, t`The newsletters could not be loaded.`)}</Banner>}
        {list.loading ? (
          <p role="status" className="text-gray-700">
            <Trans>Loading newsletters…</Trans>
          </p>
        ) : (
          list.data && <NewsletterList newsletters={list.data} onOpen={(newsletter) => setOpen(newsletter)} />
        )}
      </div>
      {isAdmin && <NewsletterSettingsSection />}
    </section>
  );
}
