import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockedMember } from '@wfc/shared';
import { useRef, useState } from 'react';
import { AccountCard } from '../../../components/ui/account-card';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { messageOf } from '../../../lib/api-client';
import { useBlockedMembers } from '../api/get-blocked-members';
import { unblockMember } from '../api/unblock-member';

type Status = { tone: 'success' | 'error'; text: string } | null;

/** Her page's "Blocked members": whom she blocked and when, each unblocked with a button. */
export function BlockedMembersSection() {
  const { t } = useLingui();
  const blocked = useBlockedMembers();
  const [status, setStatus] = useState<Status>(null);
  const busy = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);

  // The member's row goes with her: the focus moves to what happened.
  async function unblock(member: BlockedMember) {
    if (busy.current) return;
    busy.current = true;
    setStatus(null);
    try {
      const { message } = await unblockMember(member.listingId);
      setStatus({ tone: 'success', text: message });
      blocked.reload();
      statusRef.current?.focus();
    } catch (error) {
      setStatus({ tone: 'error', text: messageOf(error, t`She could not be unblocked. Please try again.`) });
    } finally {
      busy.current = false;
    }
  }

  return (
    <AccountCard
      id="blocked-members"
      title={t`Blocked members`}
      intro={t`A member you block cannot send you introduction requests, and neither of you sees the other’s card. She is not told.`}
    >
      {blocked.loading && (
        <p role="status" className="text-gray-700">
          <Trans>Loading the members you blocked…</Trans>
        </p>
      )}
      {blocked.error && (
        <Banner tone="error">{messageOf(blocked.error, t`The members you blocked could not be loaded. Please try again.`)}</Banner>
      )}
      {blocked.data?.length === 0 && (
        <p className="text-gray-700">
          <Trans>You have not blocked anyone.</Trans>
        </p>
      )}
      {blocked.data && blocked.data.length > 0 && (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200">
          {blocked.data.map((member) => (
            <li key={member.listingId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-gray-900">{member.name}</p>
                <p className="mt-1 text-sm text-gray-700">
                  <Trans>
                    Blocked <DateTime iso={member.createdAt} />
                  </Trans>
                </p>
              </div>
              <Button variant="secondary" className="shrink-0 self-start sm:self-center" onClick={() => void unblock(member)}>
                <UnblockLabel name={member.name} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div ref={statusRef} tabIndex={-1} aria-live="polite" className="mt-4 focus:outline-none">
        {status && <Banner tone={status.tone}>{status.text}</Banner>}
      </div>
    </AccountCard>
  );
}

function UnblockLabel({ name }: { name: string }) {
  return (
    <Trans>
      Unblock <span className="sr-only">{name}</span>
    </Trans>
  );
}
