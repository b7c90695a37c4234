import { Trans, useLingui } from '@lingui/react/macro';
import type { StoredSchedule } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { formatDate } from '../../../lib/format-date';
import { messageOf } from '../../../lib/api-client';
import type { Query } from '../../../lib/query';
import { ScheduleForm } from './schedule-form';

/**
 * Her schedule's section: what stops bookings now (no profile linked, never saved, away), then the
 * form. `schedule` is the screen's read (its loading and failure), `stored` the schedule as last
 * read or saved.
 */
export function ScheduleCard({
  schedule,
  stored,
  onSaved,
}: {
  schedule: Query<StoredSchedule>;
  stored: StoredSchedule | undefined;
  onSaved: (stored: StoredSchedule) => void;
}) {
  const { t, i18n } = useLingui();
  const awayUntil = stored?.awayUntil ? formatDate(stored.awayUntil, i18n.locale, { timeZone: 'UTC' }) : null;
  return (
    <section aria-labelledby="schedule-title" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="schedule-title" className="text-xl font-bold text-brand-900">
        <Trans>Your hours for sessions</Trans>
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>Mentees book a session in the free times these hours give.</Trans>
      </p>
      {schedule.error && (
        <Banner tone="error" className="mt-4">
          {messageOf(schedule.error, t`Your schedule could not be loaded.`)}
        </Banner>
      )}
      {schedule.loading && !stored && (
        <p role="status" className="mt-4 text-gray-700">
          <Trans>Loading your schedule…</Trans>
        </p>
      )}
      {stored && (
        <div className="mt-4 space-y-3">
          {stored.profileId === null && (
            <Banner tone="info">
              <Trans>Your account is not linked to a directory profile yet. Please ask an admin to link it, then set your hours.</Trans>
            </Banner>
          )}
          {!stored.saved && (
            <Banner tone="info">
              <Trans>No one can book a session with you until you save your schedule.</Trans>
            </Banner>
          )}
          {awayUntil && (
            <Banner tone="info">
              <Trans>Bookings are paused until {awayUntil} (your availability, on the Overview tab).</Trans>
            </Banner>
          )}
          <ScheduleForm initial={stored} onSaved={onSaved} />
        </div>
      )}
    </section>
  );
}
