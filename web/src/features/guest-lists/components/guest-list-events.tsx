import { Trans } from '@lingui/react/macro';
import type { GuestListEvent } from '@wfc/shared';
import { TitleButton } from '../../../components/ui/title-button';
import { CancelledLabel, GuestListFacts } from './guest-list-facts';

/** The events taking registrations here, each a card: its title (opens its guest list), when, and its counts. */
export function GuestListEvents({ events, onOpen }: { events: readonly GuestListEvent[]; onOpen: (event: GuestListEvent) => void }) {
  if (events.length === 0) {
    return (
      <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
        <Trans>
          No event takes registrations on this site yet. An admin chooses “Here, on this site” under Registration in the event’s editor
          (Content, Events).
        </Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {events.map((event) => (
        <li key={event.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="min-w-0 text-lg font-semibold break-words">
              <TitleButton onClick={() => onOpen(event)}>{event.title}</TitleButton>
            </h3>
            <CancelledLabel event={event} />
          </div>
          <GuestListFacts event={event} />
        </li>
      ))}
    </ul>
  );
}
