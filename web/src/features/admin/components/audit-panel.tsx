import { auditActionLabels, securitySettingLabels, type AuditEntry } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { PagedItems } from '../../../components/ui/paged-items';
import { Fact } from '../../../components/ui/fact';
import { DateTime } from '../../cases/components/date-time';
import { messageOf } from '../../guard/use-staff-query';
import { useAuditLog } from '../api/get-audit';

const subjectWords: Record<AuditEntry['subjectKind'], string> = {
  account: 'Account',
  member: 'Member',
  members: 'Members',
  inquiry: 'Inquiry',
  case: 'Case',
  'sign-in-throttle': 'Sign-in throttle',
  setting: 'Setting',
};

/** The action's words; an action this build does not know yet is shown as recorded. */
function actionLabel(action: string): string {
  return Object.hasOwn(auditActionLabels, action) ? auditActionLabels[action as keyof typeof auditActionLabels] : action;
}

/** What a line is about: an account by its name, a setting by its label, anything else (or an account gone since) by its kind. */
function subjectLabel(entry: AuditEntry): string {
  const kind = subjectWords[entry.subjectKind];
  if (entry.subjectKind === 'setting' && entry.subjectId !== null && Object.hasOwn(securitySettingLabels, entry.subjectId)) {
    return `${kind}: ${securitySettingLabels[entry.subjectId as keyof typeof securitySettingLabels]}`;
  }
  if (entry.subjectName) return `${kind}: ${entry.subjectName}`;
  return entry.subjectKind === 'members' || entry.subjectId === null ? kind : `${kind} (no longer on record)`;
}

/** The admin's Audit log: account actions and staff actions on personal data, newest first, with Load more. */
export function AuditPanel() {
  const list = useAuditLog();
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-2xl font-bold text-brand-900">
        Audit log
      </h2>
      <p className="mt-1 text-gray-700">Who did what to an account or to personal data, newest first.</p>
      <div className="mt-4 space-y-4">
        {list.error && <Banner tone="error">{messageOf(list.error, 'Failed to fetch the audit log')}</Banner>}
        {list.loading && list.items.length === 0 && <p className="text-gray-700">Loading the audit log…</p>}
        {!list.loading && !list.error && list.items.length === 0 && <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">Nothing recorded yet</p>}
        <PagedItems list={list}>
          {(entry) => (
            <>
              <p className="font-semibold text-gray-900">{actionLabel(entry.action)}</p>
              <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                <Fact label="When" value={<DateTime iso={entry.createdAt} />} />
                <Fact label="By" value={entry.actor?.name ?? 'The person herself or the site'} />
                <Fact label="About" value={subjectLabel(entry)} />
                {entry.detail && <Fact label="Detail" value={entry.detail} className="sm:col-span-3" />}
              </dl>
            </>
          )}
        </PagedItems>
      </div>
    </section>
  );
}
