import type { CaseHistoryAction, CaseHistoryEntry } from '@wfc/shared';
import { DateTime } from './date-time';

const actions: Record<CaseHistoryAction, string> = {
  created: 'Request received',
  assigned: 'Assigned',
  accepted: 'Accepted',
  completed: 'Marked completed',
  message: 'Message written',
  'handed-back': 'Handed back',
  reminder: 'Deadline reminder sent',
  overdue: 'Overdue notice sent',
};

/** A case's history, oldest first: what happened, who did it, when, and any reason given. */
export function CaseHistory({ entries }: { entries: readonly CaseHistoryEntry[] }) {
  if (entries.length === 0) return <p className="mt-3 text-gray-700">Nothing has happened yet.</p>;
  return (
    <ol className="mt-3 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {entries.map((entry) => (
        <li key={entry._id} className="px-4 py-3 text-sm">
          <p className="text-gray-900">
            <span className="font-semibold">{actions[entry.action] ?? entry.action}</span>
            {entry.actorName && <span className="break-words"> by {entry.actorName}</span>}
            <span className="text-gray-700">
              {' · '}
              <DateTime iso={entry.at} />
            </span>
          </p>
          {entry.note && <p className="mt-1 whitespace-pre-line wrap-anywhere text-gray-700">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
