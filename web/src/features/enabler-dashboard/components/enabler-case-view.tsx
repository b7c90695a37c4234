import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CaseView } from '../../cases';
import { ReplyForm } from '../../conversation';
import { hasEnablerReply } from '../api/complete-case';
import { useEnablerCase } from '../api/get-enabler-case';
import { sendCaseMessage } from '../api/send-case-message';
import { EnablerCaseActions } from './enabler-case-actions';
import { HandBackForm } from './hand-back-form';

/**
 * The enabler's view of one of her cases: the shared case view with Accept and Mark Completed, a
 * reply box and Hand back until the case is completed. `onChanged` lets My Cases refresh (whose turn it is) after a reply.
 */
export function EnablerCaseView({
  caseId,
  onBack,
  onHandedBack,
  onChanged,
}: {
  caseId: string;
  onBack: () => void;
  onHandedBack: () => void;
  onChanged: () => void;
}) {
  const query = useEnablerCase(caseId);
  const { t } = useLingui();
  // Completed from here: the closing note takes the focus from the button that went away.
  const [completedHere, setCompletedHere] = useState(false);
  return (
    <CaseView
      query={query}
      viewer="enabler"
      backLabel={t`Back to My Cases`}
      onBack={onBack}
      notFoundText={t`This case is not among your cases. It may have been handed back or assigned to someone else.`}
      actions={({ case: { status, requesterName }, messages }) =>
        status === 'Completed' ? (
          <p
            ref={(note) => (completedHere ? note?.focus() : undefined)}
            tabIndex={-1}
            className="rounded-lg bg-gray-50 px-4 py-3 text-gray-700 focus:outline-none"
          >
            {completedHere && (
              <>
                <Trans>The case is marked completed.</Trans>{' '}
              </>
            )}
            <Trans>This case is completed, so the conversation is closed.</Trans>
          </p>
        ) : (
          <>
            <EnablerCaseActions
              caseId={caseId}
              status={status}
              replied={hasEnablerReply(messages)}
              onChanged={(completed) => {
                setCompletedHere(completed);
                query.reload();
                onChanged();
              }}
            />
            <section aria-labelledby="reply-title">
              <h3 id="reply-title" className="text-lg font-semibold text-gray-900">
                <Trans>Reply</Trans>
              </h3>
              <p className="mt-1 text-sm text-gray-700">
                <Trans>{requesterName} gets your reply by e-mail, with a link to answer you.</Trans>
              </p>
              <ReplyForm
                label={t`Your reply to ${requesterName}`}
                send={(body) => sendCaseMessage(caseId, body)}
                onSent={() => {
                  query.reload();
                  onChanged();
                }}
              />
            </section>
            <HandBackForm caseId={caseId} onHandedBack={onHandedBack} />
          </>
        )
      }
    />
  );
}
