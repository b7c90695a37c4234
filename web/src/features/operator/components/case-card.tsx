import { Trans, useLingui } from '@lingui/react/macro';
import type { Case, AssignableEnabler } from '@wfc/shared';
import { useId } from 'react';
import { Fact } from '../../../components/ui/fact';
import { formatDeadline } from '../../cases/lib/format-deadline';
import { CaseOpener } from '../../cases/components/case-opener';
import { CaseStatusLabel } from '../../conversation/components/case-status';
import { assignConfirmation, enablerOptionLabel } from '../lib/enabler-load';

/**
 * One help request with its requester, state, deadline, the Assign Enabler drop-down (each enabler
 * with her open cases and capacity; choosing one away or full asks first), and Open for its thread.
 */
export function CaseCard({
  item,
  enablers,
  busy,
  onAssign,
}: {
  item: Case;
  enablers: readonly AssignableEnabler[];
  busy: boolean;
  onAssign: (caseId: string, enablerId: string) => void;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  const completed = item.status === 'Completed';
  const current = item.assignedTo?._id ?? '';
  const listed = enablers.some((enabler) => enabler._id === current);

  return (
    <li className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <p id={`${id}-question`} className="whitespace-pre-line break-words font-semibold text-gray-900">
        {item.question}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label={t`Requester`}>
          <dd className="mt-0.5 break-words text-gray-900">{item.requesterName}</dd>
          <dd className="wrap-anywhere text-gray-700">{item.requesterEmail}</dd>
        </Fact>
        <Fact label={t`Status`}>
          <dd className="mt-0.5">
            <CaseStatusLabel status={item.status} />
          </dd>
        </Fact>
        <Fact label={t`Assigned enabler`} value={item.assignedTo?.name ?? t`Unassigned`} />
        <Fact label={t`Deadline`} value={formatDeadline(item.deadline, i18n)} />
      </dl>
      <div className="mt-4 sm:max-w-sm">
        <label htmlFor={`${id}-assign`} className="block text-sm font-medium text-gray-900">
          <Trans>Assign Enabler</Trans>
        </label>
        <select
          id={`${id}-assign`}
          aria-describedby={`${id}-question`}
          value={current}
          disabled={busy || completed}
          onChange={(event) => {
            const chosen = enablers.find((enabler) => enabler._id === event.target.value);
            const question = chosen ? assignConfirmation(chosen, i18n) : null;
            // The server allows it; the operator decides, knowing she is away or full.
            if (question && !window.confirm(question)) return;
            onAssign(item._id, event.target.value);
          }}
          className="mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base text-gray-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-700"
        >
          <option value="" disabled>
            {completed ? t`Completed` : t`Select an enabler`}
          </option>
          {/* An assignee who is no longer active stays shown, so the control tells the truth. */}
          {current && !listed && (
            <option value={current} disabled>
              {item.assignedTo?.name}
            </option>
          )}
          {enablers.map((enabler) => (
            <option key={enabler._id} value={enabler._id}>
              {enablerOptionLabel(enabler, i18n)}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4">
        <CaseOpener caseId={item._id} question={item.question} />
      </div>
    </li>
  );
}
