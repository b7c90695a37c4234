import { Trans } from '@lingui/react/macro';
import type { IntroductionView } from '@wfc/shared';

/** An introduction's state in words, as its member sees it: whether she sent it or received it. */
export function IntroductionState({ introduction }: { introduction: Pick<IntroductionView, 'direction' | 'status'> }) {
  const { direction, status } = introduction;
  const tone = status === 'accepted' ? 'bg-brand-100 text-brand-900' : 'bg-gray-100 text-gray-900';
  let words;
  if (direction === 'sent') {
    if (status === 'pending') words = <Trans>Waiting for her answer</Trans>;
    else if (status === 'accepted') words = <Trans>Accepted: you are introduced</Trans>;
    else if (status === 'declined') words = <Trans>Not taken up</Trans>;
    else words = <Trans>No answer within 14 days</Trans>;
  } else {
    if (status === 'pending') words = <Trans>Waiting for your answer</Trans>;
    else if (status === 'accepted') words = <Trans>You accepted</Trans>;
    else if (status === 'declined') words = <Trans>You declined</Trans>;
    else words = <Trans>Lapsed without an answer</Trans>;
  }
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{words}</span>;
}
