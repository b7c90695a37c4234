import type { Case, EnablerAccount } from '@wfc/shared';
import { useId } from 'react';
import { formatDeadline } from '../../cases/lib/format-deadline';
import { CaseStatusLabel } from '../../cases/components/case-status';

/** One help request with its requester, state, deadline and the Assign Enabler drop-down. */
export function CaseCard({
  item,
  enablers,
  busy,
  onAssign,
}: {
  item: Case;
  enablers: readonly EnablerAccount[];
  busy: boolean;
  onAssign: (caseId: string, enablerId: string) => void;
}) {
  const id = useId();
  const completed = item.status === 'Completed';
  const current = item.assignedTo?._id ?? '';
  const listed = enablers.some((enabler) => enabler._id === current);

  return (
    <li className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <p id={`${id}-question`} className="whitespace-pre-line break-words font-semibold text-gray-900">
        {item.question}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-gray-700">Requester</dt>
          <dd className="mt-0.5 break-words text-gray-900">{item.requesterName}</dd>
          <dd className="wrap-anywhere text-gray-700">{item.requesterEmail}</dd>
        </div>
        <div>
          <dt className="font-medium text-gray-700">Status</dt>
          <dd className="mt-0.5">
            <CaseStatusLabel status={item.status} />
          </dd>
        </div>
        <div>
          <dt className="font-medium text-gray-700">Assigned enabler</dt>
          <dd className="mt-0.5 text-gray-900">{item.assignedTo?.name ?? 'Unassigned'}</dd>
        </div>
        <div>
          <dt className="font-medium text-gray-700">Deadline</dt>
          <dd className="mt-0.5 text-gray-900">{formatDeadline(item.deadline)}</dd>
        </div>
      </dl>
      <div className="mt-4 sm:max-w-sm">
        <label htmlFor={`${id}-assign`} className="block text-sm font-medium text-gray-900">
          Assign Enabler
        </label>
        <select
          id={`${id}-assign`}
          aria-describedby={`${id}-question`}
          value={current}
          disabled={busy || completed}
          onChange={(event) => onAssign(item._id, event.target.value)}
          className="mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base text-gray-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-700"
        >
          <option value="" disabled>
            {completed ? 'Completed' : 'Select an enabler'}
          </option>
          {/* An assignee who is no longer active stays shown, so the control tells the truth. */}
          {current && !listed && (
            <option value={current} disabled>
              {item.assignedTo?.name}
            </option>
          )}
          {enablers.map((enabler) => (
            <option key={enabler._id} value={enabler._id}>
              {enabler.name}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
