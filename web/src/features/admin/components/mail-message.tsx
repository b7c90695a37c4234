import { Trans, useLingui } from '@lingui/react/macro';
import type { MailDetail } from '@wfc/shared';
import { useEffect, useRef, useState } from 'react';
import { BackButton } from '../../../components/ui/back-button';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { ReadStatus } from '../../../components/ui/read-status';
import { newTabLinkProps } from '../../../components/ui/external-link-label';
import { DateTime } from '../../../components/ui/date-time';
import { useMailMessage } from '../api/get-mail-message';
import { HELD_EXPLANATION, MailStatusLabel } from './mail-status';

/**
 * One outbox message: its details, its plain text and its links, each shown in full so the admin
 * can copy or open it. With no mail server configured this is how a requester's private link
 * reaches her: the admin reads it here and passes it on.
 */
export function MailMessage({ id, onBack }: { id: string; onBack: () => void }) {
  const query = useMailMessage(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const mail = query.data;
  const { t } = useLingui();

  return (
    <section aria-labelledby="mail-message-title" className="space-y-5">
      <BackButton onClick={onBack}>
        <Trans>Back to Mail</Trans>
      </BackButton>
      <h2
        id="mail-message-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold wrap-anywhere text-brand-900 focus:outline-none"
      >
        {mail?.subject ?? t`Message`}
      </h2>
      <ReadStatus
        query={query}
        notFound={t`There is no such message.`}
        failed={t`The message could not be loaded. Please try again.`}
        loading={<Trans>Loading the message…</Trans>}
      />
      {mail && <MailBody mail={mail} />}
    </section>
  );
}

function MailBody({ mail }: { mail: MailDetail }) {
  const { t } = useLingui();
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-gray-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-2">
        <Fact label={t`To`} value={mail.recipient} className="wrap-anywhere sm:col-span-2" />
        <Fact label={t`Status`} value={<MailStatusLabel status={mail.status} />} />
        <Fact label={t`Attempts`} value={mail.attempts} />
        <Fact label={t`Created`} value={<DateTime iso={mail.createdAt} />} />
        <Fact label={t`Sent`} value={mail.sentAt ? <DateTime iso={mail.sentAt} /> : t`Not yet`} />
        {mail.lastError && <Fact label={t`Last error`} value={mail.lastError} className="wrap-anywhere sm:col-span-2" />}
      </dl>
      {mail.status === 'held' && <Banner tone="info">{t(HELD_EXPLANATION)}</Banner>}
      <section aria-labelledby="mail-links-title">
        <h3 id="mail-links-title" className="text-lg font-semibold text-gray-900">
          <Trans>Links</Trans>
        </h3>
        {mail.links.length === 0 ? (
          <p className="mt-2 text-gray-700">
            <Trans>This message has no links.</Trans>
          </p>
        ) : (
          <MailLinks links={mail.links} />
        )}
      </section>
      <section aria-labelledby="mail-text-title">
        <h3 id="mail-text-title" className="text-lg font-semibold text-gray-900">
          <Trans>Plain text</Trans>
        </h3>
        {mail.text === null ? (
          <p className="mt-2 text-gray-700">
            <Trans>The text of this message was removed after 30 days; its details are kept.</Trans>
          </p>
        ) : (
          <pre className="mt-2 rounded-xl border border-gray-200 bg-gray-50 p-4 font-sans text-sm whitespace-pre-wrap wrap-anywhere text-gray-900">
            {mail.text}
          </pre>
        )}
      </section>
    </>
  );
}

/** Only web addresses become links: anything else (javascript:, data:) is shown as text alone. */
const isWebAddress = (link: string) => /^https?:\/\//i.test(link);

function MailLinks({ links }: { links: readonly string[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const { t } = useLingui();
  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(link);
    } catch {
      setCopied(null);
    }
  }
  return (
    <>
      <ul className="mt-2 space-y-2">
        {links.map((link) => (
          <li
            key={link}
            className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <code className="min-w-0 text-sm break-all text-gray-900">{link}</code>
            <span className="flex shrink-0 gap-2">
              <Button variant="secondary" onClick={() => void copy(link)}>
                <Trans>
                  Copy <span className="sr-only">link {link}</span>
                </Trans>
              </Button>
              {isWebAddress(link) && (
                <a
                  href={link}
                  {...newTabLinkProps}
                  className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-800 underline hover:bg-brand-50"
                >
                  <Trans>
                    Open <span className="sr-only">link {link} (opens in a new tab)</span>
                  </Trans>
                </a>
              )}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 text-sm text-gray-700">
        {copied ? t`Link copied.` : ''}
      </p>
    </>
  );
}
