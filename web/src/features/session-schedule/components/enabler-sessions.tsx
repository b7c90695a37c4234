import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffSession } from '@wfc/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { messageOf } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { changeSession, type SessionAction } from '../api/change-session';
import { getEnablerSessions, type SessionScope } from '../api/get-enabler-sessions';
import { SessionCard } from './session-card';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * Her sessions, to come or over, in her schedule's zone; each action's answer (or refusal, a 409's
 * message) in one live region, and the list read again after a change.
 */
export function EnablerSessions({ timeZone, lengths }: { timeZone: string; lengths: readonly number[] }) {
  const { t } = useLingui();
  const [scope, setScope] = useState<SessionScope>('upcoming');
  const load = useCallback((signal: AbortSignal) => getEnablerSessions(scope, signal), [scope]);
  const list = useQuery(load);
  const [notice, setNotice] = useState<Notice>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const acted = useRef(false);

  // A change took a session out of the list (declined, cancelled): the focus to the list's heading.
  useEffect(() => {
    if (!acted.current || !list.data) return;
    if (document.activeElement === document.body || document.activeElement === null) headingRef.current?.focus();
    acted.current = false;
  }, [list.data]);

  const act = async (session: StaffSession, action: SessionAction): Promise<boolean> => {
    setBusyId(session._id);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: (await changeSession(session._id, action)).message });
      acted.current = true;
      list.reload();
      return true;
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure, t`That could not be done. Please try again.`) });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const sessions = list.data;
  return (
    <section aria-labelledby="enabler-sessions-title" className="space-y-4">
      <h2 id="enabler-sessions-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-900 focus:outline-none">
        <Trans>Your sessions</Trans>
      </h2>
      <p className="text-sm text-gray-700">
        <Trans>Times are in your time zone, {timeZone}.</Trans>
      </p>
      <FilterButtons
        label={t`Show`}
        options={[
          { value: 'upcoming', label: t`To come` },
          { value: 'past', label: t`Past` },
        ]}
        value={scope}
        onChange={(value) => {
          setNotice(null);
          setScope(value);
        }}
      />
      <div aria-live="polite">{notice && <Banner tone={notice.tone}>{notice.text}</Banner>}</div>
      {list.error && <Banner tone="error">{messageOf(list.error, t`Your sessions could not be loaded.`)}</Banner>}
      {list.loading && (
        <p role="status" className="text-gray-700">
          <Trans>Loading your sessions…</Trans>
        </p>
      )}
      {sessions?.length === 0 && (
        <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
          {scope === 'upcoming' ? <Trans>No sessions to come.</Trans> : <Trans>No past sessions yet.</Trans>}
        </p>
      )}
      {sessions && sessions.length > 0 && (
        <ul className="space-y-3">
          {sessions.map((session) => (
            <SessionCard
              key={session._id}
              session={session}
              past={scope === 'past'}
              timeZone={timeZone}
              lengths={lengths}
              busy={busyId === session._id}
              onAction={act}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
