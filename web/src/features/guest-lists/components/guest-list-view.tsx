import { Trans, useLingui } from '@lingui/react/macro';
import { guestStates, type Guest, type GuestListEvent, type GuestState } from '@wfc/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { BackButton } from '../../../components/ui/back-button';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { formatDateTime } from '../../../lib/format-date';
import { messageOf } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { useStaffSignIn } from '../../../lib/staff-sign-in-store';
import { changeGuest, type GuestAction } from '../api/change-guest';
import { exportGuestList } from '../api/export-guest-list';
import { getGuestList } from '../api/get-guest-list';
import { countOfState, guestStateTexts } from '../lib/guest-texts';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { CancelEventSection } from './cancel-event-section';
import { CheckInView } from './check-in-view';
import { CancelledLabel, GuestListFacts } from './guest-list-facts';
import { GuestListReach } from './guest-list-reach';
import { GuestCard } from './guest-card';
import { MessageGuestsForm } from './message-guests-form';
import { ReleaseUnopenedSection } from './release-unopened-section';

type Shown = GuestState | 'everyone';
type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * One event's guest list, opened in place of the events: its counts, the guests by state and by a
 * search in names and addresses, each guest's actions, Export CSV, Write to guests, the check-in
 * view for the door and, for admins, Cancel this event.
 */
export function GuestListView({ summary, onBack }: { summary: GuestListEvent; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const isAdmin = useStaffSignIn().role === 'admin';
  const [shown, setShown] = useState<Shown>('going');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const state = shown === 'everyone' ? undefined : shown;
  const load = useCallback((signal: AbortSignal) => getGuestList(summary.id, { state, q }, signal), [summary.id, state, q]);
  const list = useQuery(load);
  const event = list.data?.event ?? summary;
  const [notice, setNotice] = useState<Notice>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [writing, setWriting] = useState(false);
  const [checkingIn, setCheckingIn] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const guestsRef = useRef<HTMLHeadingElement>(null);
  const checkInRef = useRef<HTMLButtonElement>(null);
  const writeRef = useRef<HTMLButtonElement>(null);
  const back = useRef(false);
  const acted = useRef(false);
  const formId = useId();

  useEffect(() => {
    if (checkingIn) return;
    // Opened, or back from checking guests in: the focus on the heading, or on the button she left by.
    if (back.current) checkInRef.current?.focus();
    else headingRef.current?.focus();
    back.current = false;
  }, [checkingIn]);
  // An action took her guest out of the list shown (approved, no longer pending): the focus goes to the list's heading.
  useEffect(() => {
    if (!acted.current || !list.data) return;
    if (document.activeElement === document.body) guestsRef.current?.focus();
    acted.current = false;
  }, [list.data]);

  const act = async (guest: Guest, action: GuestAction) => {
    setBusyId(guest.id);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: (await changeGuest(event.id, guest.id, action)).message });
      acted.current = true;
      list.reload();
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure, t`That could not be done. Please try again.`) });
    } finally {
      setBusyId(null);
    }
  };

  const download = async () => {
    setExporting(true);
    setNotice(null);
    try {
      await exportGuestList(event.id, state);
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure, t`The export failed`) });
    } finally {
      setExporting(false);
    }
  };

  const changed = (message: string) => {
    setNotice({ tone: 'success', text: message });
    setWriting(false);
    writeRef.current?.focus();
    list.reload();
  };

  // Released: the section may go with the count, so the focus goes to the guests' heading.
  const released = (message: string) => {
    setNotice({ tone: 'success', text: message });
    guestsRef.current?.focus();
    list.reload();
  };

  if (checkingIn) {
    return (
      <CheckInView
        event={event}
        onBack={() => {
          back.current = true;
          setCheckingIn(false);
          list.reload();
        }}
      />
    );
  }

  const filters = [
    { value: 'everyone' as const, label: t`Everyone` },
    ...guestStates.map((each) => ({ value: each, label: `${i18n._(guestStateTexts[each])} (${event.counts[countOfState[each]]})` })),
  ];
  const guests = list.data?.guests;
  const cancelledOn = event.cancelledAt ? formatDateTime(event.cancelledAt, i18n.locale) : '';

  return (
    <section aria-labelledby="guest-list-title" className="space-y-5">
      <BackButton onClick={onBack}>
        <Trans>Back to all events</Trans>
      </BackButton>
      <div>
        <div className="flex flex-wrap items-start gap-2">
          <h2
            id="guest-list-title"
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 text-2xl font-bold break-words text-brand-900 focus:outline-none"
          >
            {event.title}
          </h2>
          <CancelledLabel event={event} />
        </div>
        <GuestListFacts event={event} />
        {list.data && <GuestListReach reach={list.data.reach} />}
      </div>
      {event.cancelledAt && (
        <Banner tone="info">
          <Trans>This event was cancelled on {cancelledOn}. Its guests were told.</Trans>
        </Banner>
      )}
      <div className="flex flex-wrap gap-3">
        <Button ref={checkInRef} onClick={() => setCheckingIn(true)}>
          <Trans>Check guests in</Trans>
        </Button>
        <Button variant="secondary" onClick={() => void download()} disabled={exporting}>
          {exporting ? <Trans>Exporting...</Trans> : <Trans>Export CSV</Trans>}
        </Button>
        <Button
          ref={writeRef}
          variant="secondary"
          aria-expanded={writing}
          aria-controls={writing ? formId : undefined}
          onClick={() => setWriting((open) => !open)}
        >
          <Trans>Write to guests</Trans>
        </Button>
      </div>
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {writing && <MessageGuestsForm id={formId} eventId={event.id} counts={event.counts} onSent={changed} />}
      {event.counts.neverOpened > 0 && !event.cancelledAt && <ReleaseUnopenedSection event={event} onReleased={released} />}
      <FilterButtons label={t`Show`} options={filters} value={shown} onChange={setShown} />
      <form role="search" method="post" onSubmit={(e) => e.preventDefault()} className="max-w-md">
        <TextField
          label={t`Search by name or e-mail`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={100}
          autoComplete="off"
        />
      </form>
      <div className="space-y-3">
        <h3 ref={guestsRef} tabIndex={-1} className="text-lg font-semibold text-brand-900 focus:outline-none">
          <Trans>Guests</Trans>
        </h3>
        {list.error && <Banner tone="error">{messageOf(list.error, t`The guest list could not be loaded.`)}</Banner>}
        {list.loading && !guests && (
          <p role="status" className="text-gray-700">
            <Trans>Loading guests…</Trans>
          </p>
        )}
        {guests?.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            <Trans>No guests here.</Trans>
          </p>
        )}
        {guests && guests.length > 0 && (
          <ul className="space-y-3">
            {guests.map((guest) => (
              <GuestCard key={guest.id} guest={guest} busy={busyId === guest.id} onAction={(who, action) => void act(who, action)} />
            ))}
          </ul>
        )}
      </div>
      {isAdmin && !event.cancelledAt && <CancelEventSection event={event} onCancelled={changed} />}
    </section>
  );
}
