import { Trans, useLingui } from '@lingui/react/macro';
import { BUFFER_CHOICES, DEFAULT_SESSION_ZONE, meetingKinds, SESSION_LENGTHS, type MeetingKind, type StoredSchedule } from '@wfc/shared';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError, messageOf } from '../../../lib/api-client';
import { saveSchedule } from '../api/schedule';
import { placeErrors } from '../lib/schedule-errors';
import { bodyOf, draftOf, WEEKDAYS, type ScheduleDraft } from '../lib/schedule-draft';
import { DateOverrides } from './date-overrides';
import { timeZoneChoices } from '../../session-booking';
import { Group } from './form-group';
import { PeriodList } from './period-list';

type Status = { tone: 'success' | 'error'; text: string } | null;

/** A weekday's name in the page's language: 1 Monday … 7 Sunday (1 January 2024 was a Monday). */
function weekdayName(weekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-IN' : locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/**
 * Her schedule (issue 31): zone, weekly hours, dates unlike her week, lengths, buffer, notice, how far
 * ahead, a weekly limit, how to meet, whether she confirms each booking and shows her numbers. The
 * server checks it all: its errors are shown by each field, and the focus goes to the first.
 */
export function ScheduleForm({ initial, onSaved }: { initial: StoredSchedule; onSaved: (stored: StoredSchedule) => void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<ScheduleDraft>(() => draftOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errorsShown = useRef(0);
  // The zones the browser knows, with hers and the club's even where the runtime names Kolkata "Calcutta".
  const zones = useMemo(() => timeZoneChoices(DEFAULT_SESSION_ZONE, initial.timeZone), [initial.timeZone]);
  const ids = { weekly: useId(), lengths: useId(), meeting: useId() };

  // After a refused save, the focus on the first field the server named (a group: its first control).
  useEffect(() => {
    if (errorsShown.current === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
    const target = first?.matches('fieldset, [data-invalid]') ? first.querySelector<HTMLElement>('input, select, textarea, button') : first;
    target?.focus();
  }, [errors]);

  const set = <K extends keyof ScheduleDraft>(name: K, value: ScheduleDraft[K]) => setDraft((previous) => ({ ...previous, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    const { body, sent } = bodyOf(draft);
    try {
      const stored = await saveSchedule(body);
      setErrors({});
      setStatus({ tone: 'success', text: t`Your schedule is saved.` });
      onSaved(stored);
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.body?.fields ?? {}) : {};
      errorsShown.current += 1;
      setErrors(placeErrors(fields, sent));
      setStatus({ tone: 'error', text: messageOf(failure, t`Your schedule could not be saved. Please try again.`) });
    } finally {
      setSaving(false);
    }
  }

  const valueLabels: Record<MeetingKind, string> = {
    link: t`Your meeting link (starting with https://)`,
    phone: t`Your phone number`,
    place: t`The place (an address)`,
  };
  const kindLabels: Record<MeetingKind, string> = { link: t`A video call link`, phone: t`A phone call`, place: t`A place to meet` };

  return (
    <form ref={formRef} method="post" onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-6">
      <SelectField
        label={t`Your time zone`}
        value={draft.timeZone}
        onChange={(event) => set('timeZone', event.target.value)}
        options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
        error={errors.timeZone}
        className="max-w-sm"
      />

      <Group
        legend={t`Your weekly hours`}
        error={errors.weekly}
        errorId={ids.weekly}
        hint={t`The times are in your time zone. An end at 00:00 is midnight.`}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          {WEEKDAYS.map((weekday) => {
            const day = weekdayName(weekday, i18n.locale);
            return (
              <fieldset key={weekday} className="min-w-0 rounded-lg border border-gray-200 p-3">
                <legend className="px-1 text-base font-semibold text-gray-900">{day}</legend>
                <PeriodList
                  periods={draft.weekly[weekday] ?? []}
                  onChange={(periods) => set('weekly', { ...draft.weekly, [weekday]: periods })}
                  day={day}
                  errors={errors}
                  emptyText={t`Not available`}
                />
              </fieldset>
            );
          })}
        </div>
      </Group>

      <DateOverrides overrides={draft.overrides} onChange={(overrides) => set('overrides', overrides)} errors={errors} />

      <Group legend={t`Session lengths you offer`} error={errors.sessionMinutes} errorId={ids.lengths}>
        <div className="flex flex-wrap gap-x-6">
          {SESSION_LENGTHS.map((length) => (
            <CheckboxField
              key={length}
              label={t`${length} minutes`}
              checked={draft.sessionMinutes.includes(length)}
              onChange={(checked) =>
                set('sessionMinutes', checked ? [...draft.sessionMinutes, length] : draft.sessionMinutes.filter((each) => each !== length))
              }
            />
          ))}
        </div>
      </Group>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Free time between sessions`}
          value={draft.bufferMinutes}
          onChange={(event) => set('bufferMinutes', event.target.value)}
          options={BUFFER_CHOICES.map((minutes) => ({ value: String(minutes), label: minutes === 0 ? t`None` : t`${minutes} minutes` }))}
          error={errors.bufferMinutes}
        />
        <TextField
          label={t`Minimum notice before a session (hours)`}
          type="number"
          inputMode="decimal"
          min={0}
          max={336}
          step={0.25}
          value={draft.noticeHours}
          onChange={(event) => set('noticeHours', event.target.value)}
          error={errors.minimumNoticeMinutes}
        />
        <TextField
          label={t`How many days ahead she can book`}
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          value={draft.daysAhead}
          onChange={(event) => set('daysAhead', event.target.value)}
          error={errors.daysAhead}
        />
        <TextField
          label={t`At most this many sessions a week`}
          type="number"
          inputMode="numeric"
          min={1}
          max={40}
          value={draft.maxPerWeek}
          onChange={(event) => set('maxPerWeek', event.target.value)}
          error={errors.maxPerWeek}
        />
      </div>

      <Group legend={t`How you meet`} error={errors['meeting.kind']} errorId={ids.meeting}>
        <div className="flex flex-wrap gap-x-6">
          {meetingKinds.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-900">
              <input
                type="radio"
                name="meeting-kind"
                value={kind}
                checked={draft.meetingKind === kind}
                onChange={() => set('meetingKind', kind)}
                className="size-5 shrink-0 accent-brand-800"
              />
              {kindLabels[kind]}
            </label>
          ))}
        </div>
        <TextField
          label={valueLabels[draft.meetingKind]}
          type={draft.meetingKind === 'link' ? 'url' : draft.meetingKind === 'phone' ? 'tel' : 'text'}
          value={draft.meetingValue}
          onChange={(event) => set('meetingValue', event.target.value)}
          maxLength={500}
          error={errors['meeting.value']}
          className="mt-2 max-w-xl"
        />
        <p className="mt-1 text-sm text-gray-700">
          <Trans>Your mentee sees it once her session is confirmed.</Trans>
        </p>
      </Group>

      <div>
        <CheckboxField
          label={t`I confirm each booking (a booking waits for my answer)`}
          checked={draft.confirmEach}
          onChange={(checked) => set('confirmEach', checked)}
        />
        {errors.confirmEach && <p className="text-sm text-red-700">{errors.confirmEach}</p>}
        <CheckboxField
          label={t`Show how many sessions and minutes I have mentored on my card`}
          checked={draft.showStats}
          onChange={(checked) => set('showStats', checked)}
        />
        {errors.showStats && <p className="text-sm text-red-700">{errors.showStats}</p>}
      </div>

      <div aria-live="polite" className="space-y-2">
        {status && (
          <Banner tone={status.tone}>
            <p>{status.text}</p>
            {errors.other && <p>{errors.other}</p>}
          </Banner>
        )}
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? <Trans>Saving…</Trans> : <Trans>Save schedule</Trans>}
      </Button>
    </form>
  );
}
