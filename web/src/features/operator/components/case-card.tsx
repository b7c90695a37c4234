import { Trans, useLingui } from '@lingui/react/macro';
import type { Case, AssignableEnabler } from '@wfc/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { formatDeadline, CaseOpener } from '../../cases';
import { CaseStatusLabel } from '../../conversation';
import { assignConfirmation, enablerOptionLabel } from '../lib/enabler-load';

/**
 * One help request with its requester, state, deadline, the Assign Enabler drop-down (each enabler
 * with her open cases and capacity) with its Assign button, and Open for its thread. Choosing in the
 * drop-down only chooses (WCAG 3.2.2: arrow keys on it must not assign and send mail); Assign
 * assigns, asking first for an enabler away or full. The focus stays on Assign, which says when
 * the case is hers.
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
  const [chosen, setChosen] = useState(current);
  // The enabler Assign was pressed for, until the case comes back assigned to her.
  const [sent, setSent] = useState<string | null>(null);
  const [announced, setAnnounced] = useState<string | null>(null);
  const assigning = useRef(false);

  // A change of the case's assignee (hers, or someone else's): the drop-down shows it, and when it
  // is the one Assign asked for, it is announced.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setChosen(current);
    if (sent !== null && current === sent) {
      setAnnounced(item.assignedTo?.name ?? null);
      setSent(null);
    }
  }
  useEffect(() => {
    if (!busy) assigning.current = false;
  }, [busy]);

  const blocked = busy || completed;
  function assign() {
    if (blocked || assigning.current || !chosen || chosen === current) return;
    const enabler = enablers.find((candidate) => candidate._id === chosen);
    const question = enabler ? assignConfirmation(enabler, i18n) : null;
    // The server allows it; the operator decides, knowing she is away or full.
    if (question && !window.confirm(question)) return;
    assigning.current = true;
    setAnnounced(null);
    setSent(chosen);
    onAssign(item._id, chosen);
  }

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
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:max-w-sm">
          <label htmlFor={`${id}-assign`} className="block text-sm font-medium text-gray-900">
            <Trans>Assign Enabler</Trans>
          </label>
          <select
            id={`${id}-assign`}
            aria-describedby={`${id}-question`}
            value={chosen}
            disabled={completed}
            onChange={(event) => {
              setChosen(event.target.value);
              setAnnounced(null);
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
        {!completed && (
          <Button
            onClick={assign}
            aria-disabled={blocked || !chosen || chosen === current}
            aria-describedby={`${id}-question`}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {busy && sent ? t`Assigning…` : t`Assign`}
          </Button>
        )}
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-gray-900">
        {announced && t`Assigned to ${announced}. She has been e-mailed.`}
      </p>
      <div className="mt-4">
        <CaseOpener caseId={item._id} question={item.question} />
      </div>
    </li>
  );
}
