import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_REPORT_REASON, type IntroductionView } from '@wfc/shared';
import { useRef, useState } from 'react';
import { AccountCard } from '../../../components/ui/account-card';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { messageOf } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { answerIntroduction } from '../api/answer-introduction';
import { useMyIntroductions } from '../api/get-my-introductions';
import { sendReport } from '../api/send-report';
import { useTextSend } from '../lib/use-text-send';
import { DeclineConfirm } from './decline-confirm';
import { IntroductionNote } from './introduction-note';
import { IntroductionState } from './introduction-state';
import { TextDialog } from './text-dialog';

type Status = { tone: 'success' | 'error'; text: string } | null;

/**
 * Her page's "Introductions" (`#introductions`, where the e-mails and the directory send her): the
 * requests waiting for her answer first (who asks, her note, when; Accept, Decline after asking,
 * Report this note), then those she sent and those answered, each with its state in words. Only an
 * accepted one shows the other's address.
 */
export function IntroductionsSection() {
  const { t } = useLingui();
  const introductions = useMyIntroductions();
  const [status, setStatus] = useState<Status>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // The answered request's buttons go with it: the focus moves to what happened.
  const answered = (next: Status) => {
    setStatus(next);
    introductions.reload();
    statusRef.current?.focus();
  };

  const data = introductions.data;
  const waiting = data?.received.filter((item) => item.status === 'pending') ?? [];
  const others = data
    ? [...data.received.filter((item) => item.status !== 'pending'), ...data.sent].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    : [];

  return (
    <AccountCard
      id="introductions"
      title={t`Introductions`}
      intro={t`Members you asked to meet, and members who asked to meet you. Your e-mail address is shared only when both of you agree.`}
    >
      {introductions.loading && (
        <p role="status" className="text-gray-700">
          <Trans>Loading your introductions…</Trans>
        </p>
      )}
      {introductions.error && (
        <Banner tone="error">
          <p>{messageOf(introductions.error, t`Your introductions could not be loaded. Please try again.`)}</p>
          <Button variant="secondary" className="mt-3" onClick={introductions.reload}>
            <Trans>Try again</Trans>
          </Button>
        </Banner>
      )}
      <div ref={statusRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        {status && (
          <Banner tone={status.tone} className="mb-4">
            {status.text}
          </Banner>
        )}
      </div>
      {data && waiting.length === 0 && others.length === 0 && (
        <p className="text-gray-700">
          <Trans>
            No introductions yet.{' '}
            <Link to="/members" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
              Find members in the directory
            </Link>
          </Trans>
        </p>
      )}
      {waiting.length > 0 && (
        <>
          <h3 className="text-lg font-semibold text-gray-900">
            <Trans>Waiting for your answer</Trans>
          </h3>
          <ul className="mt-3 space-y-4">
            {waiting.map((introduction) => (
              <WaitingItem key={introduction._id} introduction={introduction} onAnswered={answered} />
            ))}
          </ul>
        </>
      )}
      {others.length > 0 && (
        <>
          <h3 className={`text-lg font-semibold text-gray-900 ${waiting.length > 0 ? 'mt-8' : ''}`}>
            <Trans>Sent and answered</Trans>
          </h3>
          <ul className="mt-3 space-y-4">
            {others.map((introduction) => (
              <AnsweredItem key={introduction._id} introduction={introduction} />
            ))}
          </ul>
        </>
      )}
    </AccountCard>
  );
}

/** Who asked, and when. */
function ItemHeading({ introduction }: { introduction: IntroductionView }) {
  const name = introduction.other.name;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold wrap-anywhere text-gray-900">
          {introduction.direction === 'received' ? <Trans>From {name}</Trans> : <Trans>To {name}</Trans>}
        </h4>
        <IntroductionState introduction={introduction} />
      </div>
      <p className="mt-1 text-sm text-gray-700">
        {introduction.direction === 'received' ? (
          <Trans>
            Received <DateTime iso={introduction.createdAt} />
          </Trans>
        ) : (
          <Trans>
            Sent <DateTime iso={introduction.createdAt} />
          </Trans>
        )}
      </p>
    </>
  );
}

/** A request waiting for her: Accept, Decline (after asking), Report this note. */
function WaitingItem({ introduction, onAnswered }: { introduction: IntroductionView; onAnswered: (status: Status) => void }) {
  const { t } = useLingui();
  // A ref, not a disabled button: the decline's question gives the focus back to its button.
  const busy = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const report = useTextSend();
  const name = introduction.other.name;

  async function answer(choice: 'accept' | 'decline') {
    setConfirming(false);
    if (busy.current) return;
    busy.current = true;
    setError(null);
    try {
      const { message } = await answerIntroduction(introduction._id, choice);
      onAnswered({ tone: 'success', text: message });
    } catch (failure) {
      setError(messageOf(failure, t`Your answer could not be sent. Please try again.`));
      busy.current = false;
    }
  }

  return (
    <li className="rounded-xl border border-gray-200 p-4">
      <ItemHeading introduction={introduction} />
      <IntroductionNote introduction={introduction} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => void answer('accept')}>
          <Trans>
            Accept <span className="sr-only">the request from {name}</span>
          </Trans>
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <Trans>
            Decline <span className="sr-only">the request from {name}</span>
          </Trans>
        </Button>
        {!introduction.noteHidden && (
          <Button
            variant="ghost"
            onClick={() => {
              report.reset();
              setReporting(true);
            }}
          >
            <Trans>
              Report this note <span className="sr-only">from {name}</span>
            </Trans>
          </Button>
        )}
      </div>
      {error && (
        <Banner tone="error" className="mt-3">
          {error}
        </Banner>
      )}
      {confirming && <DeclineConfirm name={name} onConfirm={() => void answer('decline')} onCancel={() => setConfirming(false)} />}
      {reporting && (
        <TextDialog
          title={t`Report the note from ${name}`}
          intro={<Trans>Tell the club what is wrong with this note. Nothing is said to her about your report.</Trans>}
          label={t`Why are you reporting it?`}
          field="reason"
          min={1}
          max={MAX_REPORT_REASON}
          submitLabel={t`Send report`}
          draft={report.draft}
          onDraft={report.setDraft}
          status={report.status}
          onSubmit={() =>
            void report.send(() => sendReport({ kind: 'note', introductionId: introduction._id, reason: report.draft.trim() }))
          }
          onClose={() => setReporting(false)}
        />
      )}
    </li>
  );
}

/** One she sent, or one she answered: its state, and the other's address once both agreed. */
function AnsweredItem({ introduction }: { introduction: IntroductionView }) {
  const email = introduction.status === 'accepted' ? introduction.otherEmail : null;
  const name = introduction.other.name;
  return (
    <li className="rounded-xl border border-gray-200 p-4">
      <ItemHeading introduction={introduction} />
      <IntroductionNote introduction={introduction} />
      {email && (
        <p className="mt-3 text-gray-900">
          <Trans>
            Write to {name}:{' '}
            <a
              href={`mailto:${email}`}
              className="font-semibold wrap-anywhere text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {email}
            </a>
          </Trans>
        </p>
      )}
    </li>
  );
}
