import { Trans, useLingui } from '@lingui/react/macro';
import { CaseView } from '../../cases/components/case-view';
import { ReplyForm } from '../../conversation/components/reply-form';
import { useEnablerCase } from '../api/get-case';
import { sendCaseMessage } from '../api/send-case-message';
import { HandBackForm } from './hand-back-form';

/**
 * The enabler's view of one of her cases: the shared case view with a reply box and Hand back
 * until the case is completed. `onChanged` lets My Cases refresh (whose turn it is) after a reply.
 */
export function EnablerCaseView({ caseId, onBack, onHandedBack, onChanged }: { caseId: string; onBack: () => void; onHandedBack: () => void; onChanged: () => void }) {
  const query = useEnablerCase(caseId);
  const { t } = useLingui();
  return (
    <CaseView
      query={query}
      viewer="enabler"
      backLabel={t`Back to My Cases`}
      onBack={onBack}
      notFoundText={t`This case is not among your cases. It may have been handed back or assigned to someone else.`}
      actions={({ case: { status, requesterName } }) =>
        status === 'Completed' ? (
          <p className="rounded-lg bg-gray-50 px-4 py-3 text-gray-700">
            <Trans>This case is completed, so the conversation is closed.</Trans>
          </p>
        ) : (
          <>
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
