import { Trans, useLingui } from '@lingui/react/macro';
import type { Inquiry } from '@wfc/shared';
import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { DateTime } from '../../../components/ui/date-time';
import { messageOf } from '../../../lib/api-client';
import type { Query } from '../../../lib/query';
import { InquiryStatusLabel } from '../../inquiry';
import { closeInquiry } from '../api/close-inquiry';
import { makeInquiryCase } from '../api/make-inquiry-case';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The operators' Inquiries tab: inquiries to profiles no account is linked to. An open one can be
 * made into a help-request case (it then waits in Cases, to assign) or closed with a note.
 */
export function OperatorInquiriesPanel({ inquiries, onCaseMade }: { inquiries: Query<Inquiry[]>; onCaseMade: () => void }) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();

  async function act(inquiry: Inquiry, work: () => Promise<unknown>, done: string) {
    setBusyId(inquiry._id);
    setOutcome(null);
    try {
      await work();
      setOutcome({ tone: 'success', text: done });
      headingRef.current?.focus();
    } catch (error) {
      setOutcome({ tone: 'error', text: messageOf(error, t`The inquiry could not be changed. Please try again.`) });
    } finally {
      setBusyId(null);
      inquiries.reload();
    }
  }

  const makeCase = (inquiry: Inquiry) => {
    const name = inquiry.name;
    return act(
      inquiry,
      async () => {
        await makeInquiryCase(inquiry._id);
        onCaseMade();
      },
      t`The inquiry from ${name} is now a help request in Cases, ready to assign.`,
    );
  };
  const close = (inquiry: Inquiry, note: string) => {
    const name = inquiry.name;
    return act(inquiry, () => closeInquiry(inquiry._id, note), t`The inquiry from ${name} is closed.`);
  };

  const list = inquiries.data;
  return (
    <section aria-labelledby="operator-inquiries-title">
      <h2 id="operator-inquiries-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        <Trans>Inquiries</Trans>
      </h2>
      <p className="mt-2 text-gray-700">
        <Trans>Messages sent through the directory to profiles that are not linked to an enabler account.</Trans>
      </p>
      <div className="mt-4 space-y-4">
        {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
        {inquiries.error && <Banner tone="error">{messageOf(inquiries.error, t`Failed to fetch inquiries`)}</Banner>}
        {!list && inquiries.loading && (
          <p className="text-gray-700">
            <Trans>Loading inquiries…</Trans>
          </p>
        )}
        {list && list.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            <Trans>No inquiries</Trans>
          </p>
        )}
        {list && list.length > 0 && (
          <ul className="grid gap-4 lg:grid-cols-2">
            {list.map((inquiry) => (
              <InquiryCard
                key={inquiry._id}
                inquiry={inquiry}
                busy={busyId !== null}
                onMakeCase={() => void makeCase(inquiry)}
                onClose={(note) => void close(inquiry, note)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function InquiryCard({
  inquiry,
  busy,
  onMakeCase,
  onClose,
}: {
  inquiry: Inquiry;
  busy: boolean;
  onMakeCase: () => void;
  onClose: (note: string) => void;
}) {
  const [closing, setClosing] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = inquiry.status === 'New' || inquiry.status === 'Viewed';
  const { t } = useLingui();
  const { name, enablerName } = inquiry;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) {
      setError(t`Please add a note saying why it is closed.`);
      return;
    }
    setError(undefined);
    onClose(note.trim());
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-gray-900">
          {name}{' '}
          <span className="font-normal text-gray-700">
            <Trans>to {enablerName}</Trans>
          </span>
        </p>
        <InquiryStatusLabel status={inquiry.status} />
      </div>
      <p className="wrap-anywhere text-sm text-gray-700">
        {inquiry.email} · <DateTime iso={inquiry.createdAt} />
      </p>
      <p className="whitespace-pre-line wrap-anywhere text-gray-900">{inquiry.question}</p>
      {inquiry.caseId && (
        <p className="text-sm text-gray-700">
          <Trans>Made into a help request.</Trans>
        </p>
      )}
      {open && !closing && (
        <div className="flex flex-wrap gap-3">
          <Button onClick={onMakeCase} disabled={busy} aria-label={t`Make it a case: the inquiry from ${name}`}>
            <Trans>Make it a case</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setClosing(true)} disabled={busy} aria-label={t`Close the inquiry from ${name}`}>
            <Trans context="an inquiry">Close</Trans>
          </Button>
        </div>
      )}
      {open && closing && (
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
          <TextAreaField
            label={t`Note for closing the inquiry from ${name}`}
            name="note"
            rows={2}
            required
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={error}
            autoFocus
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              <Trans>Close inquiry</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setClosing(false)} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
