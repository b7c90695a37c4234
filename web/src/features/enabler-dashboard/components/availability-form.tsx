import { Trans, useLingui } from '@lingui/react/macro';
import type { EnablerAvailability } from '@wfc/shared';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError, messageOf } from '../../../lib/api-client';
import { saveAvailability, useAvailability } from '../api/availability';

type Status = { tone: 'success' | 'error'; text: string } | null;

/** Her availability for new cases, which the operators see when they assign (decision 015). */
export function AvailabilityCard() {
  const availability = useAvailability();
  const { t } = useLingui();
  return (
    <section aria-labelledby="availability-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="availability-title" className="text-xl font-bold text-brand-900">
        <Trans>Your availability</Trans>
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>The operators see this when they choose who answers a new request.</Trans>
      </p>
      {availability.error && (
        <Banner tone="error" className="mt-4">
          {messageOf(availability.error, t`Your availability could not be loaded.`)}
        </Banner>
      )}
      {availability.loading && (
        <p className="mt-4 text-gray-700">
          <Trans>Loading your availability…</Trans>
        </p>
      )}
      {availability.data && <AvailabilityForm initial={availability.data} />}
    </section>
  );
}

function AvailabilityForm({ initial }: { initial: EnablerAvailability }) {
  const [taking, setTaking] = useState(initial.takingNewCases);
  const [awayUntil, setAwayUntil] = useState(initial.awayUntil ?? '');
  const [capacity, setCapacity] = useState(String(initial.capacity));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>(null);
  const [saving, setSaving] = useState(false);
  const { t } = useLingui();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    setFields({});
    try {
      // A number field left empty or with letters is sent as it is, so the server's message explains it.
      const body = {
        takingNewCases: taking,
        awayUntil: awayUntil === '' ? null : awayUntil,
        capacity: capacity.trim() === '' ? Number.NaN : Number(capacity),
      };
      await saveAvailability(body);
      setStatus({ tone: 'success', text: t`Your availability is saved.` });
    } catch (error) {
      setFields(error instanceof ApiError ? (error.body?.fields ?? {}) : {});
      setStatus({ tone: 'error', text: messageOf(error, t`Your availability could not be saved. Please try again.`) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      <div className="flex items-start gap-3">
        <input
          id="availability-taking"
          type="checkbox"
          checked={taking}
          onChange={(event) => setTaking(event.target.checked)}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor="availability-taking" className="text-sm font-medium text-gray-900">
          <Trans>I take new cases</Trans>
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Away until (the day you are back; optional)`}
          type="date"
          value={awayUntil}
          onChange={(event) => setAwayUntil(event.target.value)}
          error={fields.awayUntil}
        />
        <TextField
          label={t`Open cases I can take at most`}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          error={fields.capacity}
        />
      </div>
      <div aria-live="polite">{status && <Banner tone={status.tone}>{status.text}</Banner>}</div>
      <Button type="submit" disabled={saving}>
        {saving ? <Trans>Saving…</Trans> : <Trans>Save availability</Trans>}
      </Button>
    </form>
  );
}
