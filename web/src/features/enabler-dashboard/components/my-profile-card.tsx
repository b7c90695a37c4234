import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMyProfile } from '../api/get-my-profile';
import { OwnProfileEditor } from './own-profile-editor';

/** Her own directory profile (photo, name, title), which she may edit, or a word that an admin has not linked one yet. */
export function MyProfileCard() {
  const query = useMyProfile();
  const [editing, setEditing] = useState(false);
  const { t } = useLingui();
  if (query.loading || query.error) return null;
  const profile = query.data?.profile;
  const name = profile?.name;
  return (
    <section aria-labelledby="my-profile-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="my-profile-title" className="text-lg font-semibold text-gray-900">
        <Trans>Your directory profile</Trans>
      </h2>
      {profile ? (
        <div className="mt-3 flex min-w-0 items-center gap-4">
          <img
            src={profile.photo}
            alt={t`Photo of ${name}`}
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-full object-cover"
          />
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">{profile.name}</p>
            <p className="wrap-anywhere text-sm text-gray-700">{profile.title}</p>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-gray-700">
          <Trans>
            Your account is not linked to a directory profile yet. An admin can link it; inquiries sent to your profile then reach you here.
          </Trans>
        </p>
      )}
      {profile && (
        <Button variant="secondary" className="mt-4" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          {editing ? <Trans>Close the profile editor</Trans> : <Trans>Edit your profile</Trans>}
        </Button>
      )}
      {profile && editing && <OwnProfileEditor onSaved={query.reload} />}
    </section>
  );
}
