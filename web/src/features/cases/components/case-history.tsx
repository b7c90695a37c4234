import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseHistoryAction, CaseHistoryEntry } from '@wfc/shared';
import { DateTime } from '../../../components/ui/date-time';

const actions: Record<CaseHistoryAction, MessageDescriptor> = {
  created: msg`Request received`,
  assigned: msg`Assigned`,
  accepted: msg`Accepted`,
  completed: msg`Marked completed`,
  message: msg`Message written`,
  'handed-back': msg`Handed back`,
  reminder: msg`Deadline reminder sent`,
  overdue: msg`Overdue notice sent`,
  reopened: msg`Reopened`,
};

/** A case's history, oldest first: what happened, who did it, when, and any reason given. */
export function CaseHistory({ entries }: { entries: readonly CaseHistoryEntry[] }) {
  const { t } = useLingui();
  if (entries.length === 0)
    return (
      <p className="mt-3 text-gray-700">
        <Trans>Nothing has happened yet.</Trans>
      </p>
    );
  return (
    <ol className="mt-3 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {entries.map(({ _id, action, actorName, at, note }) => (
        <li key={_id} className="px-4 py-3 text-sm">
          <p className="text-gray-900">
            <span className="font-semibold">{action in actions ? t(actions[action]) : action}</span>
            {actorName && (
              <span className="break-words">
                {' '}
                <Trans>by {actorName}</Trans>
              </span>
            )}
            <span className="text-gray-700">
              {' · '}
              <DateTime iso={at} />
            </span>
          </p>
          {note && <p className="mt-1 whitespace-pre-line wrap-anywhere text-gray-700">{note}</p>}
        </li>
      ))}
    </ol>
  );
}
