import { Trans, useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@wfc/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { messageOf } from '../../guard/use-staff-query';
import { sendNewsletter } from '../api/send-newsletter';
import { browserZoneDiffers, keralaInputOf, keralaIsoOf, tomorrowMorningInKerala } from '../lib/kerala-time';

/**
 * A sending time chosen in Kerala time (IST), whatever the browser's zone, sent as ISO with +05:30;
 * when her own zone differs, the same moment in hers is shown under it.
 */
export function ScheduleForm({ newsletter, disabled, onScheduled }: { newsletter: Newsletter; disabled: boolean; onScheduled: (newsletter: Newsletter) => void }) {
  const { t, i18n } = useLingui();
  const [at, setAt] = useState(() => (newsletter.scheduledAt ? keralaInputOf(newsletter.scheduledAt) : tomorrowMorningInKerala()));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const iso = keralaIsoOf(at);
  const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The same moment where she is, when her browser's zone is not Kerala's.
  const local = iso && browserZoneDiffers(iso) ? formatDateTime(iso, i18n.locale) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    if (!iso) {
      setError(t`Please choose a date and a time.`);
      return;
    }
    setSaving(true);
    try {
      onScheduled(await sendNewsletter(newsletter._id, iso));
    } catch (failure) {
      setError((failure instanceof ApiError ? failure.body?.fields?.at : undefined) ?? messageOf(failure, t`The newsletter could not be scheduled. Please try again.`));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-3 rounded-xl border border-gray-200 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField label={t`Send at (Kerala time, IST)`} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} error={error} required className="sm:w-72" />
        <Button type="submit" variant="secondary" disabled={disabled || saving} className="self-start sm:self-end">
          {newsletter.status === 'scheduled' ? <Trans>Change the time</Trans> : <Trans>Schedule</Trans>}
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
  );
}
