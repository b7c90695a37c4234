import { eventLabels, type EventItem, type EventSummary } from '@wfc/shared';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../cases/lib/format-date-time';
import { messageOf, useStaffQuery } from '../../guard/use-staff-query';
import { createEvent, getEvent, getEventRevision, getEventRevisions, getEvents, restoreEventRevision, saveEvent, setEventInTrash } from '../api/events';
import { ContentItemEditor } from './content-item-editor';
import { blankEventDraft, EventFields, fromEventDraft, toEventDraft, type EventDraft } from './event-fields';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

const valueText = (key: keyof EventItem, value: EventItem[keyof EventItem]) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : key === 'dateObj' ? formatDateTime(String(value)) : String(value);

/** The events and workshops: every one (hidden and trashed included), a new one, and each one's form and history. */
export function EventsSection() {
  const list = useStaffQuery(getEvents);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const open = (next: Mode) => {
    setNotice(null);
    setMode(next);
  };
  // Moving between the list and a form: focus goes to the new view's heading (not when the tab first shows).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [mode]);

  if (list.error) return <Banner tone="error" className="mt-4">{messageOf(list.error, 'The events could not be loaded.')}</Banner>;
  if (!list.data) return null;
  const { events, coverImages } = list.data;

  if (mode.kind === 'new') {
    return (
      <div className="mt-4 space-y-4">
        <BackToList onClick={() => open({ kind: 'list' })} />
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-900 focus:outline-none">
          New event
        </h3>
        <NewEventForm
          coverImages={coverImages}
          onCreated={(id, message) => {
            list.reload();
            setMode({ kind: 'edit', id });
            setNotice(message);
          }}
        />
      </div>
    );
  }
  if (mode.kind === 'edit') {
    const summary = events.find((event) => event.id === mode.id);
    return (
      <div className="mt-4 space-y-4">
        <BackToList onClick={() => open({ kind: 'list' })} />
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold break-words text-brand-900 focus:outline-none">
          {summary?.title ?? 'Event'}
        </h3>
        {notice && <Banner tone="success">{notice}</Banner>}
        <EventEditor id={mode.id} coverImages={coverImages} summary={summary} onChanged={list.reload} />
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="sr-only">
        Events and workshops
      </h3>
      <p className="text-gray-700">Every event and workshop, in date order. Hidden ones and those in the trash are not on the site.</p>
      <Button onClick={() => open({ kind: 'new' })}>New event</Button>
      <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {events.map((event) => (
          <EventRow key={event.id} event={event} onEdit={() => open({ kind: 'edit', id: event.id })} />
        ))}
      </ul>
    </div>
  );
}

function BackToList({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" onClick={onClick}>
      Back to all events
    </Button>
  );
}

function EventRow({ event, onEdit }: { event: EventSummary; onEdit: () => void }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-gray-900">{event.title}</p>
        <p className="text-sm text-gray-700">
          {formatDateTime(event.dateObj)} · {event.category === 'event' ? 'Event' : 'Workshop'}
          {event.hidden && <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-900">Hidden</span>}
          {event.inTrash && <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-800">In the trash</span>}
        </p>
      </div>
      <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${event.title}`} className="shrink-0">
        Edit
      </Button>
    </li>
  );
}

function NewEventForm({ coverImages, onCreated }: { coverImages: string[]; onCreated: (id: string, message: string) => void }) {
  const [draft, setDraft] = useState<EventDraft>(() => blankEventDraft(coverImages[0] ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const created = await createEvent(fromEventDraft(draft));
      onCreated(created.id, created.message);
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.body?.fields ?? {}) : {});
      setFailure(messageOf(error, 'The event could not be created. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <EventFields draft={draft} errors={errors} onChange={setDraft} coverImages={coverImages} />
      {failure && <Banner tone="error">{failure}</Banner>}
      <Button type="submit" disabled={saving}>
        {saving ? 'Creating...' : 'Create event'}
      </Button>
    </form>
  );
}

function EventEditor({ id, coverImages, summary, onChanged }: { id: string; coverImages: string[]; summary: EventSummary | undefined; onChanged: () => void }) {
  const load = useCallback((signal: AbortSignal) => getEvent(id, signal), [id]);
  const loadRevisions = useCallback((signal: AbortSignal) => getEventRevisions(id, signal), [id]);
  // Each move to or from the trash is a version: the form starts anew on it.
  const [moves, setMoves] = useState(0);
  return (
    <>
      <TrashControl id={id} inTrash={summary?.inTrash ?? false} onMoved={() => { setMoves((count) => count + 1); onChanged(); }} />
      <ContentItemEditor
        key={moves}
        load={load}
        loadRevisions={loadRevisions}
        loadFailure="That event could not be loaded."
        toDraft={toEventDraft}
        fromDraft={fromEventDraft}
        fields={(props) => <EventFields {...props} coverImages={coverImages} />}
        save={async (body) => {
          const saved = await saveEvent(id, body);
          onChanged();
          return saved;
        }}
        failure="The event could not be saved. Please try again."
        labels={eventLabels}
        valueText={valueText}
        getRevision={(version) => getEventRevision(id, version)}
        restore={async (version, currentVersion) => {
          const restored = await restoreEventRevision(id, version, currentVersion);
          onChanged();
          return restored;
        }}
      />
    </>
  );
}

/** Move to the trash (after asking) or take out of it: the event's newest version is the one moved. */
function TrashControl({ id, inTrash, onMoved }: { id: string; inTrash: boolean; onMoved: () => void }) {
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  async function move(toTrash: boolean) {
    setAsking(false);
    try {
      const { version } = await getEvent(id);
      await setEventInTrash(id, toTrash, version);
      setResult({ tone: 'success', text: toTrash ? 'Moved to the trash: the site no longer shows it.' : 'Taken out of the trash.' });
      onMoved();
    } catch (failure) {
      setResult({ tone: 'error', text: messageOf(failure, 'That did not work. Please try again.') });
    }
  }

  return (
    <div className="space-y-3">
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      {inTrash ? (
        <Button variant="secondary" onClick={() => move(false)}>
          Take out of the trash
        </Button>
      ) : asking ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-gray-900">Move this event to the trash? The site stops showing it; you can take it out again.</p>
          <Button ref={confirmRef} onClick={() => move(true)}>
            Yes, move to the trash
          </Button>
          <Button variant="ghost" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Move to the trash
        </Button>
      )}
    </div>
  );
}
