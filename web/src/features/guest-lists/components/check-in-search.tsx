import { Trans, useLingui } from '@lingui/react/macro';
import type { Guest, GuestCounts } from '@wfc/shared';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { formatTime } from '../../../lib/format-date';
import { useQuery } from '../../../lib/query';
import { getGuestList } from '../api/get-guest-list';
import { guestStatusTexts } from '../lib/guest-texts';
import { useDebouncedValue } from '../lib/use-debounced-value';

interface Props {
  eventId: string;
  /** Checks her in; resolves with her as she is now, or null when it failed (the view says why). */
  onCheckIn: (guest: Guest) => Promise<Guest | null>;
  /** The event's counts as a search answered them. */
  onCounts: (counts: GuestCounts) => void;
}

/** A guest without her code: found by name (or address), each one found with Check in, or when she was. */
export function CheckInSearch({ eventId, onCheckIn, onCounts }: Props) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  // Guests checked in from this list since the search answered.
  const [changed, setChanged] = useState<Record<string, Guest>>({});
  const [busyId, setBusyId] = useState<string | null>(null);
  const load = useCallback(
    async (signal: AbortSignal) => {
      if (!q) return null;
      const answer = await getGuestList(eventId, { q }, signal);
      onCounts(answer.event.counts);
      setChanged({});
      return answer.guests;
    },
    [eventId, q, onCounts],
  );
  const found = useQuery(load).data;

  const checkIn = async (guest: Guest) => {
    setBusyId(guest.id);
    const now = await onCheckIn(guest);
    if (now) setChanged((before) => ({ ...before, [now.id]: now }));
    setBusyId(null);
  };

  return (
    <div className="space-y-3">
      <form role="search" method="post" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t`Find a guest by name`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={100}
          autoComplete="off"
        />
      </form>
      {q && found?.length === 0 && (
        <p className="text-sm text-gray-700">
          <Trans>No guest has that name.</Trans>
        </p>
      )}
      {q && found && found.length > 0 && (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white" aria-label={t`Guests found`}>
          {found.map((each) => {
            const guest = changed[each.id] ?? each;
            const { name, checkedInAt } = guest;
            const time = checkedInAt ? formatTime(checkedInAt, i18n.locale) : '';
            return (
              <li key={guest.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-gray-900">{name}</p>
                  <p className="text-sm break-all text-gray-700">{guest.email}</p>
                </div>
                {checkedInAt ? (
                  <p className="shrink-0 text-sm text-brand-900">
                    <Trans>Checked in at {time}</Trans>
                  </p>
                ) : guest.status === 'confirmed' ? (
                  <Button
                    className="shrink-0"
                    onClick={() => void checkIn(guest)}
                    disabled={busyId !== null}
                    aria-label={t`Check in ${name}`}
                  >
                    <Trans>Check in</Trans>
                  </Button>
                ) : (
                  <p className="shrink-0 text-sm text-gray-700">{i18n._(guestStatusTexts[guest.status])}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
