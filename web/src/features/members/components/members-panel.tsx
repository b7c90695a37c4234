import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberFilter } from '@wfc/shared';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { PagedItems } from '../../../components/ui/paged-items';
import { messageOf, toApiError } from '../../../lib/api-client';
import { exportMembers } from '../api/export-members';
import { useMembers } from '../api/get-members';
import { MemberCard } from './member-card';
import { MemberFilters } from './member-filters';

/**
 * The staff's Members screen (admins and operators): the club's members, newest first, found by
 * name or e-mail and filtered by the form's choices, confirmation and e-mail permission; the
 * filter's count; its CSV export; and each member's details and erasure.
 */
export function MembersPanel() {
  const [filter, setFilter] = useState<MemberFilter>({});
  const list = useMembers(filter);
  const [exporting, setExporting] = useState(false);
  const { t } = useLingui();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const download = async () => {
    setExporting(true);
    setNotice(null);
    try {
      await exportMembers(filter);
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(toApiError(failure), t`The export failed`) });
    } finally {
      setExporting(false);
    }
  };

  const erased = (message: string) => {
    setNotice({ tone: 'success', text: message });
    list.reload();
    document.getElementById('members-title')?.focus();
  };

  return (
    <section aria-labelledby="members-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="members-title" tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
            <Trans>Members</Trans>
          </h2>
          <p className="mt-1 text-gray-700">
            <Trans>Everyone who signed up on Become a Member, newest first.</Trans>
          </p>
        </div>
        <Button
          variant="secondary"
          className="shrink-0 self-start"
          onClick={() => void download()}
          disabled={exporting || list.total === 0}
        >
          {exporting ? <Trans>Exporting...</Trans> : <Trans>Export CSV</Trans>}
        </Button>
      </div>
      <div className="mt-4">
        <MemberFilters filter={filter} onChange={setFilter} />
      </div>
      <div className="mt-4 space-y-4">
        {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
        {list.error && <Banner tone="error">{messageOf(list.error, t`Failed to fetch members`)}</Banner>}
        {list.loading && list.items.length === 0 && (
          <p className="text-gray-700">
            <Trans>Loading members…</Trans>
          </p>
        )}
        {!list.loading && !list.error && list.items.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            <Trans>No members match</Trans>
          </p>
        )}
        <PagedItems list={list}>{(member) => <MemberCard member={member} onErased={erased} />}</PagedItems>
      </div>
    </section>
  );
}
