import { useLingui } from '@lingui/react/macro';
import { Banner } from '../../../components/ui/banner';
import { EnablerProfileFields, fromProfileDraft, toProfileDraft, VersionedEditor } from '../../content-admin';
import { messageOf } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { useSite } from '../../site/use-site';
import { getOwnProfileForEdit, saveOwnProfile } from '../api/own-profile';

/** Her own directory profile's text, saved on the version she edited (decision 022); the directory shows it at once. */
export function OwnProfileEditor({ onSaved }: { onSaved: () => void }) {
  const profile = useQuery(getOwnProfileForEdit);
  const site = useSite();
  const { t } = useLingui();
  if (profile.error) {
    return (
      <Banner tone="error" className="mt-4">
        {messageOf(profile.error, t`Your profile could not be loaded.`)}
      </Banner>
    );
  }
  if (!profile.data || !site.data) return null;
  return (
    <div className="mt-4">
      <VersionedEditor
        stored={profile.data}
        toDraft={toProfileDraft}
        fromDraft={fromProfileDraft}
        fields={(props) => <EnablerProfileFields {...props} expertise={site.data?.expertise ?? []} />}
        save={saveOwnProfile}
        onStored={onSaved}
        failure={t`Your profile could not be saved. Please try again.`}
        saveLabel={t`Save profile`}
      />
    </div>
  );
}
