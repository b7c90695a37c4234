import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import type { SubmitStatus } from '../../../lib/use-submit-status';

/**
 * The e-mail's own topics, first on the page (Ghost's pattern): "Leave Events" stops the e-mail she
 * came from, keeping her other topics. Once left, the button goes and the focus moves to the answer.
 */
export function LeaveTopicsCard({
  subject,
  topicList,
  stillChosen,
  status,
  onLeave,
}: {
  /** The newsletter's subject in her language, or null for a membership e-mail. */
  subject: string | null;
  /** The e-mail's topics, as a list in words ("Networking and Events"). */
  topicList: string;
  /** Whether she still gets e-mail about any of them. */
  stillChosen: boolean;
  status: SubmitStatus;
  onLeave: () => void;
}) {
  const { t } = useLingui();
  const answer = useRef<HTMLDivElement>(null);
  const answered = status.state === 'success' || status.state === 'error';

  useEffect(() => {
    if (answered) answer.current?.focus();
  }, [answered, status]);

  return (
    <section aria-labelledby="leave-topics-title" className="rounded-2xl border-2 border-brand-700 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="leave-topics-title" className="text-xl font-bold break-words text-brand-900 sm:text-2xl">
        {subject ? t`About “${subject}”` : t`About this e-mail`}
      </h2>
      {stillChosen ? (
        <>
          <p className="mt-2 text-gray-700">
            <Trans>
              You got it because you chose {topicList}. Leave these topics and the club stops e-mailing you about them; your other topics
              stay.
            </Trans>
          </p>
          <Button className="mt-6 w-full sm:w-auto" disabled={status.state === 'submitting'} onClick={onLeave}>
            {status.state === 'submitting' ? t`Saving...` : t`Leave ${topicList}`}
          </Button>
        </>
      ) : (
        <p className="mt-2 text-gray-700">
          <Trans>You get no e-mail about {topicList}.</Trans>
        </p>
      )}
      <div ref={answer} tabIndex={-1} className="mt-4 empty:hidden">
        <SubmitStatusBanner status={status} />
      </div>
    </section>
  );
}
