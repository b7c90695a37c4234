import { Trans, useLingui } from '@lingui/react/macro';
import type { DirectoryPhoto, ListingPart, MyListing } from '@wfc/shared';
import { MAX_CITY, MAX_LISTING_LINE, MAX_LISTING_TEXT } from '@wfc/shared/directory/directory.schema';
import { verticalOptions } from '@wfc/shared/membership/membership.options';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AccountCard } from '../../../components/ui/account-card';
import { Banner, bannerClasses } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { messageOf } from '../../../lib/api-client';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { translateOptions } from '../../membership';
import { useMyListing } from '../api/get-my-listing';
import { saveListing } from '../api/save-listing';
import { uploadListingPhoto } from '../api/upload-listing-photo';
import { bodyOf, bodyOfSaved, fieldError, previewOf, valuesOf, type ListingValues } from '../lib/listing-form';
import { DirectoryCardView } from './directory-card-view';

/**
 * Her page's "Directory listing" (issue 42): off until she turns it on; then every field of her
 * card, a choice a part of what it shows (her name always), her photo, the language she writes in,
 * a live preview of her card as other members will see it, Save, and Hide or Show, which take
 * effect at once. The server's answer is the only validation.
 */
export function ListingSection() {
  const { t } = useLingui();
  const mine = useMyListing();

  let body;
  if (mine.data) {
    body = <ListingEditor initial={mine.data} />;
  } else if (mine.error) {
    body = (
      <Banner tone="error">
        <p>{messageOf(mine.error, t`Your listing could not be loaded. Please try again.`)}</p>
        {mine.error.status !== 403 && (
          <Button variant="secondary" className="mt-3" onClick={mine.reload}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Banner>
    );
  } else {
    body = (
      <p role="status" className="text-gray-700">
        <Trans>Loading your listing…</Trans>
      </p>
    );
  }

  return (
    <AccountCard
      id="listing"
      title={t`Directory listing`}
      intro={t`Your card in the member directory, which only members who are signed in can see. You choose what it shows, and you can hide it at any time.`}
    >
      {body}
    </AccountCard>
  );
}

function ListingEditor({ initial }: { initial: MyListing }) {
  const { t, i18n } = useLingui();
  const [saved, setSaved] = useState(initial);
  const [open, setOpen] = useState(initial.listing !== null);
  const [values, setValues] = useState<ListingValues>(() => valuesOf(initial));
  const [photo, setPhoto] = useState<DirectoryPhoto | null>(initial.preview.photo ?? null);
  const save = useSubmitStatus();
  const toggle = useSubmitStatus();
  const photoStatus = useSubmitStatus();
  const formRef = useRef<HTMLFormElement>(null);
  const [focusForm, setFocusForm] = useState(false);
  const [photoNote, setPhotoNote] = useState('');
  const photoFileId = useId();
  const listing = saved.listing;
  const listed = listing?.listed ?? false;
  const errors = save.fieldErrors;
  const errorOf = (name: string) => fieldError(errors, name);

  useEffect(() => {
    if (focusForm) formRef.current?.querySelector('input')?.focus();
  }, [focusForm]);
  // A refused save takes her to the first field the server named.
  useEffect(() => {
    if (errors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = (name: keyof ListingValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const setShown = (part: ListingPart) => (checked: boolean) =>
    setValues((current) => ({
      ...current,
      shown: checked ? [...current.shown.filter((other) => other !== part), part] : current.shown.filter((other) => other !== part),
    }));
  const shows = (part: ListingPart) => values.shown.includes(part);

  function keep(answer: { message: string; listing: MyListing }) {
    setSaved(answer.listing);
    if (answer.listing.preview.photo) setPhoto(answer.listing.preview.photo);
    return answer.message;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A new card is saved listed: turning it on and saving is how she joins the directory.
    await save.submit(
      async () => {
        const answer = await saveListing(bodyOf(values, listing ? listing.listed : true));
        const message = keep(answer);
        if (answer.listing.listing) setValues(valuesOf(answer.listing));
        return message;
      },
      t`Your listing could not be saved. Please try again.`,
    );
  }

  async function onToggle() {
    if (!listing) return;
    await toggle.submit(
      async () => keep(await saveListing(bodyOfSaved(listing, !listed))),
      listed ? t`Your card could not be hidden. Please try again.` : t`Your card could not be shown. Please try again.`,
    );
  }

  async function onPhoto(file: File | undefined, input: HTMLInputElement) {
    if (!file) return;
    setPhotoNote('');
    await photoStatus.submit(
      async () => {
        const answer = await uploadListingPhoto(file);
        setValues((current) => ({ ...current, photoId: answer.photoId }));
        setPhoto(answer.photo);
        return t`Your photo is uploaded. Choose "Show my photo" and save to put it on your card.`;
      },
      t`Your photo could not be uploaded. Please try again.`,
    );
    input.value = '';
  }

  function onRemovePhoto() {
    setValues((current) => ({ ...current, photoId: null, shown: current.shown.filter((part) => part !== 'photo') }));
    setPhoto(null);
    setPhotoNote(t`Your photo will be removed from your card when you save.`);
  }

  if (!open) {
    return (
      <div className="space-y-4">
        <p className="text-gray-700">
          <Trans>You are not in the directory. Your card is off until you turn it on.</Trans>
        </p>
        <Button
          onClick={() => {
            setOpen(true);
            setFocusForm(true);
          }}
        >
          <Trans>Turn on my card</Trans>
        </Button>
      </div>
    );
  }

  const staffHidden = saved.hiddenByStaff;
  const reason = staffHidden?.reason ?? '';

  return (
    <div className="space-y-6">
      {staffHidden && (
        <div className={bannerClasses('error')}>
          <Trans>The club has hidden your card: {reason}. Change what it says and write to us to have it shown again.</Trans>
        </div>
      )}
      {listing && (
        <div className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium text-gray-900">
            {/* While the club hides it, the banner above says where it stands. */}
            {staffHidden ? null : listed ? (
              <Trans>Your card is in the directory.</Trans>
            ) : (
              <Trans>Your card is hidden. Nobody sees it until you show it again.</Trans>
            )}
          </p>
          <Button variant="secondary" onClick={() => void onToggle()} disabled={toggle.status.state === 'submitting'} className="shrink-0">
            {listed ? t`Hide my card` : t`Show my card`}
          </Button>
        </div>
      )}
      <SubmitStatusBanner status={toggle.status} />

      <form ref={formRef} method="post" onSubmit={onSubmit} className="space-y-6" noValidate>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t`Your name (always on your card)`}
            name="name"
            autoComplete="name"
            required
            maxLength={MAX_LISTING_LINE}
            value={values.name}
            onChange={set('name')}
            error={errorOf('name')}
          />
          <SelectField
            label={t`Your card is written in`}
            name="textLocale"
            options={[
              { value: 'en', label: t`English` },
              { value: 'ml', label: t`Malayalam` },
            ]}
            value={values.textLocale}
            onChange={set('textLocale')}
            error={errorOf('textLocale')}
          />
        </div>

        <Part legend={t`Photo`} shown={shows('photo')} onShown={setShown('photo')} showLabel={t`Show my photo`}>
          {values.photoId && (
            <div className="flex flex-wrap items-center gap-4">
              {photo && (
                <img
                  src={photo.sources.find((source) => source.format === 'webp')?.url ?? photo.sources[0]?.url}
                  alt={values.photoAlt || photo.alt}
                  width={80}
                  height={80}
                  className="size-20 rounded-full bg-brand-50 object-cover"
                />
              )}
              <Button variant="secondary" onClick={onRemovePhoto}>
                <Trans>Remove my photo</Trans>
              </Button>
            </div>
          )}
          <div>
            <label htmlFor={photoFileId} className="block text-sm font-medium text-gray-900">
              {values.photoId ? t`Choose another photo` : t`Choose a photo`}
            </label>
            <input
              id={photoFileId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => void onPhoto(event.target.files?.[0], event.target)}
              disabled={photoStatus.status.state === 'submitting'}
              className="mt-1 block min-h-11 w-full text-sm text-gray-900 file:mr-3 file:min-h-11 file:rounded-full file:border file:border-brand-800 file:bg-white file:px-4 file:font-semibold file:text-brand-800"
            />
          </div>
          <SubmitStatusBanner status={photoStatus.status} />
          <p role="status" className="text-sm text-gray-700 empty:hidden">
            {photoNote}
          </p>
          <TextField
            label={t`Describe your photo, for members who cannot see it`}
            name="photoAlt"
            maxLength={200}
            value={values.photoAlt}
            onChange={set('photoAlt')}
            error={errorOf('photoAlt') ?? errorOf('photoId')}
          />
        </Part>

        <Part
          legend={t`Company and role`}
          shown={shows('companyRole')}
          onShown={setShown('companyRole')}
          showLabel={t`Show my company and role`}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t`Company`}
              name="company"
              autoComplete="organization"
              maxLength={MAX_LISTING_LINE}
              value={values.company}
              onChange={set('company')}
              error={errorOf('company')}
            />
            <TextField
              label={t`Role`}
              name="role"
              autoComplete="organization-title"
              maxLength={MAX_LISTING_LINE}
              value={values.role}
              onChange={set('role')}
              error={errorOf('role')}
            />
          </div>
        </Part>

        <Part
          legend={t`Vertical and city`}
          shown={shows('verticalCity')}
          onShown={setShown('verticalCity')}
          showLabel={t`Show my vertical and city`}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={t`Vertical`}
              name="vertical"
              placeholder={t`None`}
              options={translateOptions(i18n, verticalOptions)}
              value={values.vertical}
              onChange={set('vertical')}
              error={errorOf('vertical')}
            />
            <TextField
              label={t`City`}
              name="city"
              autoComplete="address-level2"
              maxLength={MAX_CITY}
              value={values.city}
              onChange={set('city')}
              error={errorOf('city')}
            />
          </div>
        </Part>

        <Part legend={t`I can help with`} shown={shows('canHelp')} onShown={setShown('canHelp')} showLabel={t`Show what I can help with`}>
          <TextAreaField
            label={t`What you can help other members with`}
            name="canHelp"
            rows={3}
            maxLength={MAX_LISTING_TEXT}
            value={values.canHelp}
            onChange={set('canHelp')}
            error={errorOf('canHelp')}
          />
          <TextField
            label={t`Tags for what you can help with, separated by commas`}
            name="canHelpTags"
            value={values.canHelpTags}
            onChange={set('canHelpTags')}
            error={errorOf('canHelpTags')}
          />
        </Part>

        <Part
          legend={t`I am looking for`}
          shown={shows('lookingFor')}
          onShown={setShown('lookingFor')}
          showLabel={t`Show what I am looking for`}
        >
          <TextAreaField
            label={t`What you are looking for`}
            name="lookingFor"
            rows={3}
            maxLength={MAX_LISTING_TEXT}
            value={values.lookingFor}
            onChange={set('lookingFor')}
            error={errorOf('lookingFor')}
          />
          <TextField
            label={t`Tags for what you are looking for, separated by commas`}
            name="lookingForTags"
            value={values.lookingForTags}
            onChange={set('lookingForTags')}
            error={errorOf('lookingForTags')}
          />
        </Part>

        <Part legend={t`Links`} shown={shows('links')} onShown={setShown('links')} showLabel={t`Show my links`}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t`Website`}
              name="website"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={values.website}
              onChange={set('website')}
              error={errorOf('website')}
            />
            <TextField
              label={t`LinkedIn`}
              name="linkedin"
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/"
              value={values.linkedin}
              onChange={set('linkedin')}
              error={errorOf('linkedin')}
            />
          </div>
        </Part>

        <section aria-labelledby="listing-preview" className="rounded-xl bg-brand-50 p-4 sm:p-5">
          <h3 id="listing-preview" className="text-lg font-bold text-brand-900">
            <Trans>Preview: your card as members will see it</Trans>
          </h3>
          <div className="mt-4 max-w-sm">
            <DirectoryCardView card={previewOf(values, photo, listing?.id ?? 'preview')} headingLevel={4} />
          </div>
        </section>

        <SubmitStatusBanner status={save.status} />
        <Button type="submit" disabled={save.status.state === 'submitting'}>
          {save.status.state === 'submitting' ? t`Saving...` : listing ? t`Save my card` : t`Save and show my card`}
        </Button>
      </form>
    </div>
  );
}

/** One part of her card: its choice to show it, and its fields. */
function Part({
  legend,
  shown,
  onShown,
  showLabel,
  children,
}: {
  legend: string;
  shown: boolean;
  onShown: (checked: boolean) => void;
  showLabel: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-gray-200 p-4">
      <legend className="px-1 text-base font-semibold text-brand-900">{legend}</legend>
      <CheckboxField label={showLabel} checked={shown} onChange={onShown} />
      {children}
    </fieldset>
  );
}
