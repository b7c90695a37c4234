import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnablerProfileItem, EnablerProfileSummary } from '@wfc/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { messageOf } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { useSite } from '../../site/use-site';
import {
  createEnablerProfile,
  getEnablerProfile,
  getEnablerProfileRevision,
  getEnablerProfileRevisions,
  listEnablerProfiles,
  restoreEnablerProfileRevision,
  saveEnablerProfile,
  setEnablerProfileShown,
} from '../api/enabler-profile';
import { enablerProfileTexts, labelsIn } from '../lib/content-labels';
import { useCreateForm } from '../lib/use-create-form';
import { ContentItemEditor } from './content-item-editor';
import { EnablerOrder } from './enabler-order';
import { EnablerProfileFields, fromProfileDraft, toProfileDraft, type ProfileDraft } from './enabler-profile-fields';
import { HiddenField } from './item-image-field';
import { TrashControl } from './trash-control';

const valueTextIn = (i18n: I18n) => (_key: keyof EnablerProfileItem, value: EnablerProfileItem[keyof EnablerProfileItem]) =>
  Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'boolean'
      ? i18n._(value ? msg`Yes` : msg`No`)
      : value === null || typeof value === 'object'
        ? ''
        : String(value);

const stateOf = (profile: EnablerProfileSummary, i18n: I18n) =>
  profile.inTrash ? i18n._(msg`(in the trash)`) : profile.hidden ? i18n._(msg`(hidden)`) : '';

/** The enablers' directory profiles: choose one, edit it, hide or trash it, read and restore its history; add a new one; order them. */
export function EnablerProfilesSection() {
  const profiles = useQuery(listEnablerProfiles);
  const [chosen, setChosen] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { t, i18n } = useLingui();

  return (
    <>
      <p className="mt-1 text-gray-700">
        <Trans>
          The profiles in the directory and on the home page. An enabler linked to her profile can also edit it on her dashboard. Hidden
          profiles and those in the trash are not on the site.
        </Trans>
      </p>
      {profiles.error && (
        <Banner tone="error" className="mt-4">
          {messageOf(profiles.error, t`The enablers could not be loaded.`)}
        </Banner>
      )}
      {profiles.data && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            label={t`Enabler`}
            className="max-w-md flex-1"
            placeholder={t`Choose an enabler`}
            options={profiles.data.map((profile) => ({
              value: String(profile.id),
              label: [profile.name, stateOf(profile, i18n)].filter(Boolean).join(' '),
            }))}
            value={typeof chosen === 'number' ? String(chosen) : ''}
            onChange={(event) => {
              setNotice(null);
              setChosen(event.target.value ? Number(event.target.value) : null);
            }}
          />
          <Button variant="secondary" onClick={() => setChosen('new')}>
            <Trans>New enabler</Trans>
          </Button>
        </div>
      )}
      {notice && (
        <Banner tone="success" className="mt-4">
          {notice}
        </Banner>
      )}
      {chosen === 'new' && (
        <NewEnablerForm
          onCreated={(id, message) => {
            profiles.reload();
            setChosen(id);
            setNotice(message);
          }}
        />
      )}
      {typeof chosen === 'number' && (
        <EnablerProfileEditor
          key={chosen}
          id={chosen}
          summary={profiles.data?.find((profile) => profile.id === chosen)}
          onChanged={profiles.reload}
        />
      )}
      {/* Started anew when a profile is added (not when the order it saved comes back). */}
      {profiles.data && (
        <EnablerOrder
          key={profiles.data
            .map((profile) => profile.id)
            .sort((a, b) => a - b)
            .join()}
          enablers={profiles.data}
          onSaved={profiles.reload}
        />
      )}
    </>
  );
}

/** A new profile, shown last in the directory once created (or hidden until she is ready). */
function NewEnablerForm({ onCreated }: { onCreated: (id: number, message: string) => void }) {
  const site = useSite();
  const [draft, setDraft] = useState<ProfileDraft>({
    name: '',
    title: '',
    description: '',
    expertise: [],
    region: '',
    yearsOfExperience: '',
    ml: {},
    photo: '/images/enablers/no-photo.svg',
    photoSources: null,
    photoAlt: '',
    hidden: false,
    inTrash: false,
  });
  const { t } = useLingui();
  const { errors, failure, saving, onSubmit } = useCreateForm(
    () => createEnablerProfile({ ...fromProfileDraft(draft), hidden: draft.hidden }),
    (created) => onCreated(created.id, created.message),
    t`The profile could not be created. Please try again.`,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  if (!site.data) return null;
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="mt-4 space-y-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-900 focus:outline-none">
        <Trans>New enabler</Trans>
      </h3>
      <EnablerProfileFields draft={draft} errors={errors} onChange={setDraft} expertise={site.data.expertise} />
      <HiddenField
        checked={draft.hidden}
        onChange={(hidden) => setDraft({ ...draft, hidden })}
        label={t`Hidden: kept here, not shown in the directory`}
      />
      {failure && <Banner tone="error">{failure}</Banner>}
      <Button type="submit" disabled={saving}>
        {saving ? t`Creating...` : t`Create profile`}
      </Button>
    </form>
  );
}

function EnablerProfileEditor({
  id,
  summary,
  onChanged,
}: {
  id: number;
  summary: EnablerProfileSummary | undefined;
  onChanged: () => void;
}) {
  const site = useSite();
  const load = useCallback((signal: AbortSignal) => getEnablerProfile(id, signal), [id]);
  const loadRevisions = useCallback((signal: AbortSignal) => getEnablerProfileRevisions(id, signal), [id]);
  // Each hide, show or move to or from the trash is a version: the form starts anew on it.
  const [moves, setMoves] = useState(0);
  const { t, i18n } = useLingui();
  const shown = async (action: 'hide' | 'unhide' | 'trash' | 'untrash') => {
    const { version } = await getEnablerProfile(id);
    await setEnablerProfileShown(id, action, version);
    setMoves((count) => count + 1);
    onChanged();
  };
  if (!site.data) return null;
  const expertise = site.data.expertise;
  return (
    <div className="mt-4 space-y-3">
      <HideControl hidden={summary?.hidden ?? false} onChange={(hidden) => shown(hidden ? 'hide' : 'unhide')} />
      <TrashControl noun={t`profile`} inTrash={summary?.inTrash ?? false} move={(toTrash) => shown(toTrash ? 'trash' : 'untrash')} />
      <ContentItemEditor
        key={moves}
        load={load}
        loadRevisions={loadRevisions}
        loadFailure={t`That profile could not be loaded.`}
        toDraft={toProfileDraft}
        fromDraft={fromProfileDraft}
        fields={(props) => <EnablerProfileFields {...props} expertise={expertise} />}
        save={async (body) => {
          const saved = await saveEnablerProfile(id, body);
          onChanged();
          return saved;
        }}
        failure={t`The profile could not be saved. Please try again.`}
        labels={labelsIn(i18n, enablerProfileTexts)}
        valueText={valueTextIn(i18n)}
        getRevision={(version) => getEnablerProfileRevision(id, version)}
        restore={async (version, currentVersion) => {
          const restored = await restoreEnablerProfileRevision(id, version, currentVersion);
          onChanged();
          return restored;
        }}
      />
    </div>
  );
}

/** Hide the profile from the directory (kept here) or show it again: a version of its own. */
function HideControl({ hidden, onChange }: { hidden: boolean; onChange: (hidden: boolean) => Promise<void> }) {
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { t } = useLingui();
  async function toggle() {
    try {
      await onChange(!hidden);
      setResult({
        tone: 'success',
        text: hidden ? t`Shown in the directory again.` : t`Hidden: the directory no longer shows this profile.`,
      });
    } catch (failure) {
      setResult({ tone: 'error', text: messageOf(failure, t`That did not work. Please try again.`) });
    }
  }
  return (
    <div className="space-y-3">
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <Button variant="secondary" onClick={toggle}>
        {hidden ? t`Show in the directory` : t`Hide from the directory`}
      </Button>
    </div>
  );
}
