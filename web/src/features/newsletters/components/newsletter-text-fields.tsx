import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_NEWSLETTER_BODY, MAX_NEWSLETTER_PREHEADER, MAX_NEWSLETTER_SUBJECT } from '@wfc/shared';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { PhotoUpload } from '../../content-admin';
import type { NewsletterDraft } from '../lib/newsletter-draft';

type Errors = Record<string, string>;

/** An uploaded image as Markdown: its alt text kept from breaking out of the brackets. */
function imageMarkdown(src: string, alt: string): string {
  const safeAlt = alt
    .replace(/[[\]\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `![${safeAlt}](${src})`;
}

/** The text a member reads: subject, preheader and Markdown, in English and, when written, in Malayalam. */
export function NewsletterTextFields({
  draft,
  errors,
  onChange,
}: {
  draft: NewsletterDraft;
  errors: Errors;
  onChange: (draft: NewsletterDraft) => void;
}) {
  const { t } = useLingui();
  const [added, setAdded] = useState<string | null>(null);
  const setMl = (key: keyof NewsletterDraft['ml'], value: string) => onChange({ ...draft, ml: { ...draft.ml, [key]: value } });
  const markdownNote = t`(Markdown: ## for a heading, **bold**, *italic*, - for a list, [words](https://…) for a link)`;

  const addImage = (src: string, alt: string) => {
    const image = imageMarkdown(src, alt);
    // The English text gets it; she copies it into the Malayalam text herself where it belongs.
    onChange({ ...draft, body: draft.body.trimEnd() === '' ? image : `${draft.body.trimEnd()}\n\n${image}\n` });
    setAdded(image);
  };

  return (
    <div className="space-y-4">
      <TextField
        label={t`Subject`}
        value={draft.subject}
        onChange={(e) => onChange({ ...draft, subject: e.target.value })}
        error={errors.subject}
        maxLength={MAX_NEWSLETTER_SUBJECT}
        required
      />
      <TextField
        label={t`Preheader (the line an inbox shows after the subject; optional)`}
        value={draft.preheader}
        onChange={(e) => onChange({ ...draft, preheader: e.target.value })}
        error={errors.preheader}
        maxLength={MAX_NEWSLETTER_PREHEADER}
      />
      <TextAreaField
        label={`${t`Text`} ${markdownNote}`}
        value={draft.body}
        onChange={(e) => onChange({ ...draft, body: e.target.value })}
        error={errors.body}
        maxLength={MAX_NEWSLETTER_BODY}
        rows={14}
        required
        {...(errors.body ? {} : { 'aria-describedby': 'newsletter-images-note' })}
      />
      <div className="space-y-3">
        <p id="newsletter-images-note" className="text-sm text-gray-700">
          <Trans>Images come from uploads: upload one here and its Markdown is added at the end of the text, where you can move it.</Trans>
        </p>
        <PhotoUpload preferredWidth={640} uploadedText={t`Image uploaded.`} onUploaded={(photo) => addImage(photo.photo, photo.photoAlt)} />
        {added && (
          <Banner tone="info">
            <Trans>Added at the end of the text: {added}</Trans>
          </Banner>
        )}
      </div>
      <fieldset className="space-y-4 rounded-xl border border-gray-200 p-4">
        <legend className="px-1 text-sm font-semibold text-gray-900">
          <Trans>Malayalam version</Trans>
        </legend>
        <label className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
          <input
            type="checkbox"
            checked={draft.withMalayalam}
            onChange={(e) => onChange({ ...draft, withMalayalam: e.target.checked })}
            className="size-5 shrink-0 accent-brand-800"
          />
          <Trans>Write a Malayalam version (members who read e-mail in Malayalam get it; without it they get the English)</Trans>
        </label>
        {draft.withMalayalam && (
          <>
            <TextField
              label={t`Subject (Malayalam)`}
              lang="ml"
              value={draft.ml.subject}
              onChange={(e) => setMl('subject', e.target.value)}
              error={errors['ml.subject']}
              maxLength={MAX_NEWSLETTER_SUBJECT}
              required
            />
            <TextField
              label={t`Preheader (Malayalam; optional)`}
              lang="ml"
              value={draft.ml.preheader}
              onChange={(e) => setMl('preheader', e.target.value)}
              error={errors['ml.preheader']}
              maxLength={MAX_NEWSLETTER_PREHEADER}
            />
            <TextAreaField
              label={`${t`Text (Malayalam)`} ${markdownNote}`}
              lang="ml"
              value={draft.ml.body}
              onChange={(e) => setMl('body', e.target.value)}
              error={errors['ml.body']}
              maxLength={MAX_NEWSLETTER_BODY}
              rows={14}
              required
            />
          </>
        )}
      </fieldset>
    </div>
  );
}
