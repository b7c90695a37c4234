import { Trans } from '@lingui/react/macro';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/button';
import { CASE_OPENER_ATTRIBUTE } from '../lib/use-open-case';

/** How much of the question the opener's accessible name repeats. */
const NAME_LENGTH = 80;

/**
 * "Open" for one case of a list: a link to `?case=<id>`, named "Open case: <question>" for screen
 * readers so that each of the list's links says which case it opens.
 */
export function CaseOpener({ caseId, question }: { caseId: string; question: string }) {
  const short = question.length > NAME_LENGTH ? `${question.slice(0, NAME_LENGTH).trimEnd()}…` : question;
  return (
    <Link
      to={{ search: `?case=${encodeURIComponent(caseId)}` }}
      className={buttonClasses('secondary')}
      {...{ [CASE_OPENER_ATTRIBUTE]: caseId }}
    >
      <Trans>
        Open <span className="sr-only">case: {short}</span>
      </Trans>
    </Link>
  );
}
