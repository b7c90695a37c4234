import { enablerProfileLabels, type EnablerProfileItem } from '@wfc/shared';
import { useCallback, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { SelectField } from '../../../components/ui/select-field';
import { messageOf } from '../../guard/use-staff-query';
import { useEnablers } from '../../enablers/api/get-enablers';
import { useSite } from '../../site/use-site';
import { getEnablerProfile, getEnablerProfileRevision, getEnablerProfileRevisions, restoreEnablerProfileRevision, saveEnablerProfile } from '../api/enabler-profile';
import { EnablerProfileFields, fromProfileDraft, toProfileDraft } from './enabler-profile-fields';
import { ContentItemEditor } from './content-item-editor';
import { EnablerOrder } from './enabler-order';

const valueText = (_key: keyof EnablerProfileItem, value: EnablerProfileItem[keyof EnablerProfileItem]) => (Array.isArray(value) ? value.join(', ') : String(value));

/** The enablers' directory profiles: choose one, edit it, read and restore its history. */
export function EnablerProfilesSection() {
  const enablers = useEnablers();
  const [chosen, setChosen] = useState<number | null>(null);

  return (
    <>
      <p className="mt-1 text-gray-700">The profiles in the directory and on the home page. An enabler linked to her profile can also edit it on her dashboard.</p>
      {enablers.error && (
        <Banner tone="error" className="mt-4">
          {messageOf(enablers.error, 'The enablers could not be loaded.')}
        </Banner>
      )}
      {enablers.data && (
        <SelectField
          label="Enabler"
          className="mt-4 max-w-md"
          placeholder="Choose an enabler"
          options={enablers.data.map((enabler) => ({ value: String(enabler.id), label: enabler.name }))}
          value={chosen === null ? '' : String(chosen)}
          onChange={(event) => setChosen(event.target.value ? Number(event.target.value) : null)}
        />
      )}
      {chosen !== null && <EnablerProfileEditor key={chosen} id={chosen} />}
      {enablers.data && <EnablerOrder enablers={enablers.data} onSaved={enablers.reload} />}
    </>
  );
}

function EnablerProfileEditor({ id }: { id: number }) {
  const site = useSite();
  const load = useCallback((signal: AbortSignal) => getEnablerProfile(id, signal), [id]);
  const loadRevisions = useCallback((signal: AbortSignal) => getEnablerProfileRevisions(id, signal), [id]);
  if (!site.data) return null;
  const expertise = site.data.expertise;
  return (
    <ContentItemEditor
      load={load}
      loadRevisions={loadRevisions}
      loadFailure="That profile could not be loaded."
      toDraft={toProfileDraft}
      fromDraft={fromProfileDraft}
      fields={(props) => <EnablerProfileFields {...props} expertise={expertise} />}
      save={(body) => saveEnablerProfile(id, body)}
      failure="The profile could not be saved. Please try again."
      labels={enablerProfileLabels}
      valueText={valueText}
      getRevision={(version) => getEnablerProfileRevision(id, version)}
      restore={(version, currentVersion) => restoreEnablerProfileRevision(id, version, currentVersion)}
    />
  );
}
