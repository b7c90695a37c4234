import { Trans, useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@wfc/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError, messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { sendNewsletter } from '../api/send-newsletter';
import { browserZoneDiffers, formatKeralaTime, keralaInputOf, keralaIsoOf } from '../lib/kerala-time';

/**
 * Scheduling, in two steps (issue 38: one tap had scheduled it for a default time): "Schedule…"
 * (or "Change the time") opens a time field, empty for a draft; only "Schedule for <time>" schedules.
 * The time is chosen in Kerala time (IST), whatever the browser's zone, and sent as ISO with +05:30;
 * when her own zone differs, the same moment in hers is shown under it. `onStart` says an attempt
 * began (an older notice no longer holds).
 */
export function NewsletterScheduleForm({
  newsletter,
  disabled,
  onStart,
  onScheduled,
}: {
  newsletter: Newsletter;
  disabled: boolean;
  onStart: () => void;
  onScheduled: (newsletter: Newsletter) => void;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const iso = keralaIsoOf(at);
  const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The same moment where she is, when her browser's zone is not Kerala's.
  const local = iso && browserZoneDiffers(iso) ? formatDateTime(iso, i18n.locale) : null;
  const when = iso ? formatKeralaTime(iso, i18n.locale) : null;

  // Opened: the time field takes the focus.
  useEffect(() => {
    if (open) formRef.current?.querySelector('input')?.focus();
  }, [open]);

  function toggle() {
    if (!open) {
      // A scheduled newsletter's field starts at its time; a draft's is empty until she chooses.
      setAt(newsletter.scheduledAt ? keralaInputOf(newsletter.scheduledAt) : '');
      setError(undefined);
    }
    setOpen(!open);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    if (!iso) {
      setError(t`Please choose a date and a time.`);
      return;
    }
    setSaving(true);
    onStart();
    try {
      const scheduled = await sendNewsletter(newsletter._id, iso);
      setOpen(false);
      toggleRef.current?.focus();
      onScheduled(scheduled);
    } catch (failure) {
      setError(
        (failure instanceof ApiError ? failure.body?.fields?.at : undefined) ??
          messageOf(failure, t`The newsletter could not be scheduled. Please try again.`),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-3">
      <Button ref={toggleRef} variant="secondary" aria-expanded={open} aria-controls={formId} onClick={toggle} disabled={disabled && !open}>
        {newsletter.status === 'scheduled' ? <Trans>Change the time</Trans> : <Trans>Schedule…</Trans>}
      </Button>
      {open && (
        <form
          id={formId}
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="space-y-3 rounded-xl border border-gray-200 p-4"
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              label={t`Send at (Kerala time, IST)`}
              type="datetime-local"
              value={at}
              onChange={(e) => setAt(e.target.value)}
              error={error}
              required
              className="sm:w-72"
            />
            <Button type="submit" disabled={disabled || saving} className="self-start sm:self-end">
              {when ? <Trans>Schedule for {when}, Kerala time</Trans> : <Trans>Schedule for the time chosen</Trans>}
            </Button>
          </div>
          {local && (
            <p className="text-sm text-gray-700" aria-live="polite">
              <Trans>
                That is {local} in your time zone ({ownZone}).
              </Trans>
            </p>
          )}
        </form>
      )}
    </div>
  );
}
