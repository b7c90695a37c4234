import { Trans, useLingui } from '@lingui/react/macro';
import type { EnablerAccount, EnablerProfileLink } from '@wfc/shared';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { messageOf } from '../../../lib/api-client';
import { useEnablerProfiles } from '../api/get-enabler-profiles';
import { linkProfileAccount } from '../api/link-profile-account';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * Enabler Profiles: each directory profile with the enabler account linked to it (Unlink), or a
 * choice of the active enabler accounts not linked yet (Link). Inquiries to a linked profile go to
 * that account; to an unlinked one, to the operators.
 */
export function EnablerProfilesPanel() {
  const links = useEnablerProfiles();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { t } = useLingui();

  async function change(profile: EnablerProfileLink, userId: string | null) {
    setBusyId(profile.id);
    setOutcome(null);
    try {
      const updated = await linkProfileAccount(profile.id, userId);
      const profileName = updated.name;
      const accountName = updated.account?.name;
      setOutcome({
        tone: 'success',
        text: accountName ? t`${profileName} is now linked to ${accountName}.` : t`${profileName} is no longer linked to an account.`,
      });
      links.reload();
    } catch (error) {
      setOutcome({ tone: 'error', text: messageOf(error, t`The profile could not be changed. Please try again.`) });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby="profiles-title">
      <h2 id="profiles-title" className="text-2xl font-bold text-brand-900">
        <Trans>Enabler Profiles</Trans>
      </h2>
      <p className="mt-2 text-gray-700">
        <Trans>Link each directory profile to its enabler&apos;s account, so that inquiries sent to the profile reach her.</Trans>
      </p>
      <div className="mt-4 space-y-4">
        {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
        {links.error && <Banner tone="error">{messageOf(links.error, t`Failed to fetch the enabler profiles`)}</Banner>}
        {links.loading && (
          <p className="text-gray-700">
            <Trans>Loading profiles…</Trans>
          </p>
        )}
        {links.data && (
          <ul className="grid gap-4 lg:grid-cols-2">
            {links.data.profiles.map((profile) => (
              <ProfileRow
                key={profile.id}
                profile={profile}
                accounts={links.data?.unlinkedAccounts ?? []}
                busy={busyId !== null}
                onChange={(userId) => void change(profile, userId)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ProfileRow({
  profile,
  accounts,
  busy,
  onChange,
}: {
  profile: EnablerProfileLink;
  accounts: readonly EnablerAccount[];
  busy: boolean;
  onChange: (userId: string | null) => void;
}) {
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { t } = useLingui();
  const profileName = profile.name;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setError(t`Please choose an enabler account.`);
      return;
    }
    setError(undefined);
    onChange(chosen);
  }

  return (
    <li className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex min-w-0 items-center gap-4">
        <img src={profile.photo} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full object-cover" />
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">{profile.name}</p>
          <p className="wrap-anywhere text-sm text-gray-700">{profile.title}</p>
        </div>
      </div>
      {profile.account ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0 wrap-anywhere text-sm text-gray-900">
            <LinkedTo account={profile.account} />
          </p>
          <Button
            variant="secondary"
            onClick={() => onChange(null)}
            disabled={busy}
            aria-label={t`Unlink ${profileName}`}
            className="shrink-0"
          >
            <Trans>Unlink</Trans>
          </Button>
        </div>
      ) : accounts.length === 0 ? (
        <p className="text-sm text-gray-700">
          <Trans>Not linked. No active enabler account is free to link.</Trans>
        </p>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            label={t`Account for ${profileName}`}
            name="userId"
            className="min-w-0 flex-1"
            placeholder={t`Select an enabler account...`}
            options={accounts.map((account) => ({ value: account._id, label: `${account.name} (${account.email})` }))}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={busy} aria-label={t`Link ${profileName}`} className="shrink-0">
            <Trans>Link</Trans>
          </Button>
        </form>
      )}
    </li>
  );
}

function LinkedTo({ account }: { account: { name: string; email: string } }) {
  const { name, email } = account;
  return (
    <Trans>
      Linked to <span className="font-semibold">{name}</span> ({email})
    </Trans>
  );
}
