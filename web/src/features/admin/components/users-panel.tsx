import { Trans, useLingui } from '@lingui/react/macro';
import { accountStatuses, roles, type AccountSummary } from '@wfc/shared';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PagedItems } from '../../../components/ui/paged-items';
import { SelectField } from '../../../components/ui/select-field';
import { messageOf } from '../../../lib/api-client';
import { useUsersList, type UsersFilter } from '../api/get-users';
import { roleLabels, statusLabels } from './account-labels';
import { InviteUserForm } from './invite-user-form';
import { UserRow } from './user-row';

/**
 * The admin's Users: inviting someone (issue 26), then every account, newest first, with a search,
 * role and state filters and Load more; each account's role can be changed, it can be deactivated or
 * reactivated, and an invited one sent a new invitation.
 */
export function UsersPanel() {
  const [filter, setFilter] = useState<UsersFilter>({ q: '', role: '', status: '' });
  const [search, setSearch] = useState('');
  // Accounts changed on this screen, shown as the server last answered without reloading the pages.
  const [changed, setChanged] = useState<Record<string, AccountSummary>>({});
  const list = useUsersList(filter);
  const { t } = useLingui();
  const roleOptions = [{ value: '', label: t`All roles` }, ...roles.map((role) => ({ value: role, label: t(roleLabels[role]) }))];
  const statusOptions = [
    { value: '', label: t`All states` },
    ...accountStatuses.map((status) => ({ value: status, label: t(statusLabels[status]) })),
  ];

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter((current) => ({ ...current, q: search }));
  }

  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title" className="text-2xl font-bold text-brand-900">
        <Trans>Users</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>Every account, newest first. Change a role, or deactivate someone who no longer works with the club.</Trans>
      </p>
      {/* The new account is the newest: the first page read again shows it at the top. */}
      <InviteUserForm onInvited={() => list.reload()} />
      <form
        method="post"
        role="search"
        aria-label={t`Find accounts`}
        onSubmit={submitSearch}
        className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
      >
        <TextField
          label={t`Name or e-mail`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField
          label={t`Role`}
          options={roleOptions}
          value={filter.role}
          onChange={(event) => setFilter((current) => ({ ...current, role: event.target.value as UsersFilter['role'] }))}
        />
        <SelectField
          label={t`State`}
          options={statusOptions}
          value={filter.status}
          onChange={(event) => setFilter((current) => ({ ...current, status: event.target.value as UsersFilter['status'] }))}
        />
        <Button type="submit" className="sm:col-span-2 lg:col-span-1">
          <Trans>Search</Trans>
        </Button>
      </form>
      <div className="mt-4 space-y-4">
        {list.error && <Banner tone="error">{messageOf(list.error, t`Failed to fetch the accounts`)}</Banner>}
        {list.loading && list.items.length === 0 && (
          <p className="text-gray-700">
            <Trans>Loading accounts…</Trans>
          </p>
        )}
        {!list.loading && !list.error && list.items.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            <Trans>No accounts match</Trans>
          </p>
        )}
        <PagedItems list={list}>
          {(item) => (
            <UserRow
              account={changed[item._id] ?? item}
              onChanged={(account) => setChanged((current) => ({ ...current, [account._id]: account }))}
            />
          )}
        </PagedItems>
      </div>
    </section>
  );
}
