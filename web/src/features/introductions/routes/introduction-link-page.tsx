import { Trans, useLingui } from '@lingui/react/macro';
import type { IntroductionView } from '@wfc/shared';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useLinkToken } from '../../../lib/link-token';
import { Link } from '../../../lib/router';
import { useIntroductionLink } from '../api/get-introduction-link';
import { answerIntroductionLink, type IntroductionLinkView } from '../api/follow-introduction-link';
import { DeclineConfirm } from '../components/decline-confirm';
import { IntroductionNote } from '../components/introduction-note';
import { IntroductionState } from '../components/introduction-state';
import { introductionTexts } from '../lib/introduction-texts';
import { DirectoryCardView } from '../../member-directory';

// The tab's own storage key of this page's token: a reload keeps the request open.
const TOKEN_KEY = 'wfc:introduction-token';

const linkClasses = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * `/introduction#<token>`, opened from the e-mail of an introduction request (issue 42): who asks
 * (her name and the parts of her card she shows), her note, and Accept or Decline, without signing
 * in. The token is read from the fragment, kept for this tab only and taken out of the address bar;
 * it travels in the body of a POST, never in a URL. A link that does not work offers her page.
 */
export default function IntroductionLinkPage() {
  const { t } = useLingui();
  const token = useLinkToken(TOKEN_KEY);

  return (
    <div className="bg-brand-50 px-4 py-12 sm:px-6 sm:py-16">
      <meta name="robots" content="noindex, nofollow" />
      <div className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t`An introduction request`}</h1>
        <div className="mt-6">{token ? <OpenLink key={token} token={token} /> : <InvalidLink message={null} />}</div>
      </div>
    </div>
  );
}

function InvalidLink({ message }: { message: string | null }) {
  const { t } = useLingui();
  return (
    <>
      <Banner tone="error">{message ?? t(introductionTexts.linkInvalid)}</Banner>
      <p className="mt-6">
        <Link to="/memberlogin" className={linkClasses}>
          <Trans>Sign in to see your introductions on your page</Trans>
        </Link>
      </p>
    </>
  );
}

function OpenLink({ token }: { token: string }) {
  const { t } = useLingui();
  const link = useIntroductionLink(token);

  if (link.error?.status === 404 || (link.error?.kind === 'http' && link.error.status === 400)) {
    return <InvalidLink message={messageOf(link.error, t(introductionTexts.linkInvalid))} />;
  }
  if (link.error) {
    return (
      <Banner tone="error">
        <p>{messageOf(link.error, t`The request could not be loaded. Please try again.`)}</p>
        <Button variant="secondary" className="mt-3" onClick={link.reload}>
          <Trans>Try again</Trans>
        </Button>
      </Banner>
    );
  }
  if (!link.data) {
    return (
      <p role="status" className="text-gray-700">
        <Trans>Loading the request…</Trans>
      </p>
    );
  }
  return <Request token={token} view={link.data} onStale={link.reload} />;
}

type Answer =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'done'; message: string; introduction: IntroductionView }
  | { state: 'failed'; message: string };

/** Who asks, her card and note, and the answer: Accept, or Decline after asking. */
function Request({ token, view, onStale }: { token: string; view: IntroductionLinkView; onStale: () => void }) {
  const { t } = useLingui();
  const [answer, setAnswer] = useState<Answer>({ state: 'idle' });
  const [confirming, setConfirming] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const introduction = answer.state === 'done' ? answer.introduction : view.introduction;
  const name = introduction.other.name;
  const done = answer.state === 'done';

  // The buttons go once she has answered: the focus moves to what happened.
  useEffect(() => {
    if (done) outcomeRef.current?.focus();
  }, [done]);

  async function send(choice: 'accept' | 'decline') {
    setConfirming(false);
    if (sending.current) return;
    sending.current = true;
    setAnswer({ state: 'sending' });
    try {
      const { message, introduction: answered } = await answerIntroductionLink(token, choice);
      setAnswer({ state: 'done', message, introduction: answered });
    } catch (error) {
      setAnswer({ state: 'failed', message: messageOf(error, t`Your answer could not be sent. Please try again.`) });
      // Answered meanwhile (on her page, in another tab): the page shows where it stands now.
      if (error instanceof ApiError && error.status === 409) onStale();
    } finally {
      sending.current = false;
    }
  }

  const pending = introduction.status === 'pending' && !done;

  return (
    <>
      <p className="text-lg text-gray-900">
        <Trans>
          <span className="font-semibold wrap-anywhere">{name}</span> would like to meet you.
        </Trans>
      </p>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>
          Asked <DateTime iso={introduction.createdAt} />
        </Trans>
        {!pending && (
          <>
            {' '}
            <IntroductionState introduction={introduction} />
          </>
        )}
      </p>
      {view.from && (
        <div className="mt-6">
          <DirectoryCardView card={view.from} headingLevel={2} />
        </div>
      )}
      <h2 className="mt-6 text-lg font-semibold text-gray-900">
        <Trans>Her note</Trans>
      </h2>
      <IntroductionNote introduction={introduction} />

      <div ref={outcomeRef} tabIndex={-1} aria-live="polite" className="mt-6 focus:outline-none">
        {answer.state === 'done' && <Banner tone="success">{answer.message}</Banner>}
      </div>
      {answer.state === 'failed' && <Banner tone="error">{answer.message}</Banner>}

      {pending ? (
        <>
          <p className="mt-2 text-gray-700">
            <Trans>
              If you accept, we e-mail you both, each with the other’s address. If you decline, she is told kindly and nothing of yours is
              shared.
            </Trans>
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button onClick={() => void send('accept')}>
              {answer.state === 'sending' ? <Trans>Sending your answer…</Trans> : <Trans>Accept</Trans>}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <Trans>Decline</Trans>
            </Button>
          </div>
        </>
      ) : (
        !done && (
          <p className="mt-2 text-gray-700">
            <Trans>This introduction has already been answered.</Trans>
          </p>
        )
      )}
      {confirming && <DeclineConfirm name={name} onConfirm={() => void send('decline')} onCancel={() => setConfirming(false)} />}
      <p className="mt-8 border-t border-gray-200 pt-4 text-sm text-gray-700">
        <Link to="/member#introductions" className={linkClasses}>
          <Trans>See all your introductions on your page</Trans>
        </Link>
      </p>
    </>
  );
}
