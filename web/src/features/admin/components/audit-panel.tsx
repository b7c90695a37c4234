import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_TALLY_WINDOW_MINUTES, type AuditEntry } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { PagedItems } from '../../../components/ui/paged-items';
import { Fact } from '../../../components/ui/fact';
import { DateTime } from '../../../components/ui/date-time';
import { messageOf } from '../../../lib/api-client';
import { countOf } from '../../../lib/count';
import { useAuditLog } from '../api/get-audit';
import { auditActionTexts, securitySettingTexts } from '../lib/shared-labels';

const subjectWords: Record<AuditEntry['subjectKind'], MessageDescriptor> = {
  account: msg`Account`,
  member: msg`Member`,
  members: msg`Members`,
  inquiry: msg`Inquiry`,
  case: msg`Case`,
  'sign-in-throttle': msg`Sign-in throttle`,
  setting: msg`Setting`,
  mail: msg`E-mail message`,
  'no-account': msg`Addresses that have no account`,
  newsletter: msg`Newsletter`,
  event: msg`Event`,
  session: msg`Session with an enabler`,
  inbox: msg`Inbox message`,
  'directory-listing': msg`Directory card`,
  introduction: msg`Introduction`,
  'directory-report': msg`Directory report`,
};

/** The action's words; an action this build does not know yet is shown as recorded. */
function actionLabel(action: string, i18n: I18n): string {
  return Object.hasOwn(auditActionTexts, action) ? i18n._(auditActionTexts[action as keyof typeof auditActionTexts]) : action;
}

/** What a line is about: an account by its name, a setting by its label, anything else (or an account gone since) by its kind. */
function subjectLabel(entry: AuditEntry, i18n: I18n): string {
  const kind = i18n._(subjectWords[entry.subjectKind]);
  if (entry.subjectKind === 'setting' && entry.subjectId !== null && Object.hasOwn(securitySettingTexts, entry.subjectId)) {
    return `${kind}: ${i18n._(securitySettingTexts[entry.subjectId as keyof typeof securitySettingTexts])}`;
  }
  if (entry.subjectName) return `${kind}: ${entry.subjectName}`;
  // An inquiry has no name to show but may well still exist: only what is gone is "no longer on record" (issue 26);
  // a mail line names no one (the message's id is enough for the Mail page, and it may be purged).
  return entry.subjectKind === 'members' || entry.subjectKind === 'mail' || entry.subjectId === null || entry.subjectOnRecord
    ? kind
    : i18n._(msg`${kind} (no longer on record)`);
}

/**
 * A line's detail; a tally line's (failed sign-ins, failed codes: issue 26) says how many there were
 * in its window and the latest one's network (masked by the server).
 */
function detailText(entry: AuditEntry, i18n: I18n): string | null {
  if (entry.occurrences === null) return entry.detail;
  const network = entry.detail ?? '?';
  const minutes = AUDIT_TALLY_WINDOW_MINUTES;
  const { form, text: count } = countOf(entry.occurrences, i18n.locale);
  return i18n._(
    msg`${select(form, {
      one: `${count} attempt within ${minutes} minutes, from ${network}`,
      other: `${count} attempts within ${minutes} minutes, the latest from ${network}`,
    })}`,
  );
}

/** A line's detail as a fact of its list, when it has one. */
function EntryDetail({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useLingui();
  const text = detailText(entry, i18n);
  return text ? <Fact label={t`Detail`} value={text} className="sm:col-span-3" /> : null;
}

/** The admin's Audit log: account actions and staff actions on personal data, newest first, with Load more. */
export function AuditPanel() {
  const list = useAuditLog();
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-2xl font-bold text-brand-900">
        <Trans>Audit log</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>Who did what to an account or to personal data, newest first.</Trans>
      </p>
      <div className="mt-4 space-y-4">
        {list.error && <Banner tone="error">{messageOf(list.error, t`Failed to fetch the audit log`)}</Banner>}
        {list.loading && list.items.length === 0 && (
          <p className="text-gray-700">
            <Trans>Loading the audit log…</Trans>
          </p>
        )}
        {!list.loading && !list.error && list.items.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            <Trans>Nothing recorded yet</Trans>
          </p>
        )}
        <PagedItems list={list}>
          {(entry) => (
            <>
              <p className="font-semibold text-gray-900">{actionLabel(entry.action, i18n)}</p>
              <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                <Fact label={t`When`} value={<DateTime iso={entry.createdAt} />} />
                <Fact label={t`By`} value={entry.actor?.name ?? t`The person herself or the site`} />
                <Fact label={t`About`} value={subjectLabel(entry, i18n)} />
                <EntryDetail entry={entry} />
              </dl>
            </>
          )}
        </PagedItems>
      </div>
    </section>
  );
}
