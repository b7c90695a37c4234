import { Trans, useLingui } from '@lingui/react/macro';
import type { InboxAttachment, RatingBody, RequestView } from '@wfc/shared';
import { useId } from 'react';
import { CaseThread, ReplyForm } from '../../conversation';
import { RatingForm } from './rating-form';

/** How a requester's page replies and rates: with her private link's token, or her member session. */
export interface RequestActions {
  /** Posts her reply (409 once the case is completed). */
  send: (body: string) => Promise<unknown>;
  /** Saves her rating (409 until the case is completed). */
  rate: (rating: RatingBody) => Promise<unknown>;
  /** Downloads a file of a reply by e-mail (issue 41). */
  download: (file: InboxAttachment) => Promise<unknown>;
}

/**
 * A request's conversation as its requester sees it, a reply box until the case is completed, and
 * then the rating. `level` is its headings' level: under the page's h1 (2), or inside a request
 * opened in a list of them (4).
 */
export function RequestConversation({
  view,
  onChanged,
  send,
  rate,
  download,
  level,
}: { view: RequestView; onChanged: () => void; level: 2 | 4 } & RequestActions) {
  const { t } = useLingui();
  const replyId = useId();
  const Heading = `h${level}` as const;

  return (
    <>
      <CaseThread
        messages={view.messages}
        ownSide="requester"
        emptyText={t`No messages yet. Your enabler will write to you here, and we will e-mail you when she does.`}
        level={level}
        download={download}
      />
      {view.case.status === 'Completed' ? (
        <RatingForm current={view.case.rating} save={(rating, comment) => rate(comment ? { rating, comment } : { rating })} level={level} />
      ) : (
        <section aria-labelledby={replyId}>
          <Heading id={replyId} className={level === 2 ? 'text-xl font-bold text-brand-900' : 'text-lg font-semibold text-gray-900'}>
            <Trans>Reply</Trans>
          </Heading>
          <ReplyForm label={t`Your message`} send={send} onSent={onChanged} />
        </section>
      )}
    </>
  );
}
