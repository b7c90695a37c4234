import type { StoredSchedule } from '@wfc/shared';
import { DEFAULT_SESSION_ZONE } from '@wfc/shared';
import { useState } from 'react';
import { useQuery } from '../../../lib/query';
import { getSchedule } from '../api/schedule';
import { EnablerSessions } from '../components/enabler-sessions';
import { ScheduleCard } from '../components/schedule-card';

/**
 * The enabler's Sessions tab (issue 31, `/enabler/sessions`): her sessions, shown in her schedule's
 * time zone, and her schedule. Loaded lazily with the tab: the dashboard's other tabs do not carry it.
 */
export default function SessionsScreen() {
  const schedule = useQuery(getSchedule);
  const [saved, setSaved] = useState<StoredSchedule | null>(null);
  const stored = saved ?? schedule.data;
  return (
    <div className="space-y-8">
      <EnablerSessions timeZone={stored?.timeZone ?? DEFAULT_SESSION_ZONE} lengths={stored?.sessionMinutes ?? []} />
      <ScheduleCard schedule={schedule} stored={stored} onSaved={setSaved} />
    </div>
  );
}
