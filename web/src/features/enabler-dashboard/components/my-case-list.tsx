import { Trans, useLingui } from '@lingui/react/macro';
import type { Case } from '@wfc/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { LoadMore } from '../../../components/ui/paged-items';
import type { PagedListState } from '../../../lib/paged-query';
import { CaseOpener, formatDeadline } from '../../cases';
import { CaseStatusLabel, waitingLabel } from '../../conversation';

export type CaseAction = 'accept' | 'complete';

/**
 * Buttons stay focusable while an action runs (aria-disabled, not disabled), so the focus is not
 * dropped to the page when she acts or answers the completion question.
 *
 * My Cases, newest first, a page at a time (Load more): question, deadline, status, Accept while
 * Pending, Mark Completed until Completed, and Open for the case view.
 */
export function MyCaseList({
  list,
  busyId,
  onAction,
}: {
  list: PagedListState<Case>;
  busyId: string | null;
  onAction: (caseId: string, action: CaseAction) => void;
}) {
  const cases = list.items;
  const shown = cases.length;
  const all = list.total ?? shown;
  return (
    <section aria-labelledby="my-cases-title">
      <h2 id="my-cases-title" className="text-2xl font-bold text-brand-900">
        <Trans>My Cases</Trans>
      </h2>
      {cases.length === 0 ? (
        list.loading ? (
          <p className="mt-4 text-gray-700">
            <Trans>Loading your cases…</Trans>
          </p>
        ) : (
          !list.error && (
            <p className="mt-4 rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
              <Trans>No cases assigned yet</Trans>
            </p>
          )
        )
      ) : (
        <>
          {list.next && (
            <p className="mt-2 text-sm text-gray-700" aria-live="polite">
              <Trans>
                Showing {shown} of {all}
              </Trans>
            </p>
          )}
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {cases.map((item) => (
              <MyCase key={item._id} item={item} busy={busyId !== null} onAction={onAction} />
            ))}
          </ul>
          <div className="mt-6">
            <LoadMore list={list} />
          </div>
        </>
      )}
    </section>
  );
}

function MyCase({ item, busy, onAction }: { item: Case; busy: boolean; onAction: (caseId: string, action: CaseAction) => void }) {
  const questionId = useId();
  const { t, i18n } = useLingui();
  const waiting = waitingLabel(item.waitingFor, item.status, 'enabler', i18n);
  return (
    <li className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <p id={questionId} className="whitespace-pre-line break-words font-semibold text-gray-900">
        {item.question}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <Fact label={t`Deadline`} value={formatDeadline(item.deadline, i18n)} />
        <Fact label={t`Status`} value={<CaseStatusLabel status={item.status} />}>
          {waiting && <dd className="mt-1 text-gray-900">{waiting}</dd>}
        </Fact>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {item.status !== 'Completed' && (
          <>
            {item.status === 'Pending' && (
              <Button
                onClick={() => !busy && onAction(item._id, 'accept')}
                aria-disabled={busy}
                aria-describedby={questionId}
                className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              >
                <Trans>Accept</Trans>
              </Button>
            )}
            <Button
              variant="secondary"
              onClick={() => !busy && onAction(item._id, 'complete')}
              aria-disabled={busy}
              aria-describedby={questionId}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            >
              <Trans>Mark Completed</Trans>
            </Button>
          </>
        )}
        <CaseOpener caseId={item._id} question={item.question} />
      </div>
    </li>
  );
}
