import { Select, useLingui } from '@lingui/react/macro';
import type { SessionStats } from '@wfc/shared';
import { countOf } from '../lib/count';

/** "N sessions · M minutes mentored": an enabler's sessions, on her card and on her booking page (the site's catalog holds its texts). */
export function SessionStatsLine({ stats, className }: { stats: SessionStats; className: string }) {
  const { i18n } = useLingui();
  const { form: sessionForm, text: sessionCount } = countOf(stats.sessions, i18n.locale);
  const { form: minuteForm, text: minuteCount } = countOf(stats.minutes, i18n.locale);
  return (
    <p className={className}>
      <Select value={sessionForm} _one={`${sessionCount} session`} other={`${sessionCount} sessions`} /> ·{' '}
      <Select value={minuteForm} _one={`${minuteCount} minute mentored`} other={`${minuteCount} minutes mentored`} />
    </p>
  );
}
