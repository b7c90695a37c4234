import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_SESSION_ZONE, type StaffSession } from '@wfc/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { SelectField } from '../../../components/ui/select-field';
import { messageOf } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { NoteConfirm, sessionRangeOf } from '../../session-schedule';
import type { SessionScope } from '../../session-schedule';
import { cancelDeskSession } from '../api/cancel-desk-session';
import { getDeskSessions } from '../api/get-desk-sessions';
import { getSessionSummary } from '../api/get-session-summary';
import { DeskSessionTable } from '../components/desk-session-table';
import { EnablerSummaryTable, RepeatedNoShows } from '../components/session-summary-tables';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The staff's Sessions screen (issue 31): the numbers per enabler, the mentees who missed more than
 * one session, and the sessions by enabler and scope, each to come with Cancel with a message (both
 * women told). The operator's tab and the admin's menu item; loaded lazily with either.
 */
export default function SessionDeskScreen() {
  const { t, i18n } = useLingui();
  const summary = useQuery(getSessionSummary);
  const [scope, setScope] = useState<SessionScope>('upcoming');
  const [profileId, setProfileId] = useState<number | null>(null);
  const load = useCallback((signal: AbortSignal) => getDeskSessions({ scope, profileId }, signal), [scope, profileId]);
  const list = useQuery(load);
  const [cancelling, setCancelling] = useState<StaffSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const cancelRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLHeadingElement>(null);
  const done = useRef(false);

  useEffect(() => {
    if (cancelling) cancelRef.current?.scrollIntoView?.({ block: 'nearest' });
    else if (done.current) listRef.current?.focus();
    done.current = false;
  }, [cancelling]);

  async function cancel(session: StaffSession, message: string) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: (await cancelDeskSession(session._id, message)).message });
      done.current = true;
      setCancelling(null);
      list.reload();
      summary.reload();
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure, t`The session could not be cancelled. Please try again.`) });
    } finally {
      setBusy(false);
    }
  }

  const enablers = summary.data?.enablers ?? [];
  const sessions = list.data;
  const mentee = cancelling?.menteeName ?? '';
  const enabler = cancelling?.enabler.name ?? '';
  const when = cancelling ? sessionRangeOf(cancelling, i18n.locale, DEFAULT_SESSION_ZONE) : '';

  return (
    <section aria-labelledby="session-desk-title" className="space-y-6">
      <div>
        <h2 id="session-desk-title" className="text-2xl font-bold text-brand-900">
          <Trans>Sessions</Trans>
        </h2>
        <p className="mt-1 text-gray-700">
          <Trans>Sessions mentees book with enablers: the numbers of each enabler, and every session to come or past.</Trans>
        </p>
      </div>

      <section aria-labelledby="session-summary-title" className="space-y-4">
        <h3 id="session-summary-title" className="text-lg font-semibold text-brand-900">
          <Trans>By enabler</Trans>
        </h3>
        {summary.error && <Banner tone="error">{messageOf(summary.error, t`The numbers could not be loaded.`)}</Banner>}
        {summary.loading && (
          <p role="status" className="text-gray-700">
            <Trans>Loading the numbers…</Trans>
          </p>
        )}
        {summary.data && <EnablerSummaryTable enablers={summary.data.enablers} />}
        {summary.data && <RepeatedNoShows mentees={summary.data.repeatedNoShows} />}
      </section>

      <section aria-labelledby="desk-sessions-title" className="space-y-4">
        <h3 id="desk-sessions-title" ref={listRef} tabIndex={-1} className="text-lg font-semibold text-brand-900 focus:outline-none">
          <Trans>The sessions</Trans>
        </h3>
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
          <SelectField
            label={t`Enabler`}
            value={profileId === null ? '' : String(profileId)}
            onChange={(event) => setProfileId(event.target.value === '' ? null : Number(event.target.value))}
            options={[
              { value: '', label: t`All enablers` },
              ...enablers.map((each) => ({ value: String(each.profileId), label: each.name })),
            ]}
            className="sm:w-72"
          />
          <FilterButtons
            label={t`Show`}
            options={[
              { value: 'upcoming', label: t`To come` },
              { value: 'past', label: t`Past` },
            ]}
            value={scope}
            onChange={setScope}
          />
        </div>
        <div aria-live="polite">{notice && <Banner tone={notice.tone}>{notice.text}</Banner>}</div>
        {list.error && <Banner tone="error">{messageOf(list.error, t`The sessions could not be loaded.`)}</Banner>}
        {list.loading && (
          <p role="status" className="text-gray-700">
            <Trans>Loading sessions…</Trans>
          </p>
        )}
        {sessions?.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            <Trans>No sessions here.</Trans>
          </p>
        )}
        {sessions && sessions.length > 0 && <DeskSessionTable sessions={sessions} past={scope === 'past'} onCancel={setCancelling} />}
        {cancelling && (
          <section ref={cancelRef} aria-label={t`Cancel a session`}>
            <NoteConfirm
              key={cancelling._id}
              question={t`Cancel the session of ${mentee} with ${enabler} on ${when}? Both are told by e-mail, with your message, and the invitation is withdrawn.`}
              noteLabel={t`Your message to both of them`}
              confirmLabel={t`Yes, cancel the session`}
              keepLabel={t`Keep the session`}
              required
              busy={busy}
              onConfirm={(message) => void cancel(cancelling, message)}
              onKeep={() => {
                done.current = true;
                setCancelling(null);
              }}
            />
          </section>
        )}
      </section>
    </section>
  );
}
