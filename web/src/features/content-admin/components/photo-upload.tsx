import { useLingui } from '@lingui/react/macro';
import { acceptedImageTypes, imageSourcesOf, type MediaAsset } from '@wfc/shared';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ApiError, messageOf } from '../../../lib/api-client';
import { controlClasses, FieldFrame, TextField } from '../../../components/ui/field';
import { uploadImage } from '../api/upload-image';

/** The photo a form holds once an upload is done: the asset's id to save, and how to show it meanwhile. */
export interface UploadedPhoto {
  photoMediaId: string;
  photo: string;
  photoSources: { webp: string; avif: string };
  photoAlt: string;
}

/**
 * Uploads a new photo with its alt text (decision 023). The upload is stored at once, but the item
 * shows it only once the form is saved. `uploadedText` says what happens next where that differs
 * (a newsletter's image goes into its text).
 */
export function PhotoUpload({
  onUploaded,
  preferredWidth,
  uploadedText,
}: {
  onUploaded: (photo: UploadedPhoto) => void;
  preferredWidth: number;
  uploadedText?: string;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { t } = useLingui();

  async function upload() {
    const file = fileRef.current?.files?.[0];
    setResult(null);
    setErrors({});
    if (!file) {
      setErrors({ file: t`Please choose an image to upload.` });
      return;
    }
    setBusy(true);
    try {
      const asset: MediaAsset = await uploadImage(file, alt);
      const sources = imageSourcesOf(asset, preferredWidth);
      onUploaded({
        photoMediaId: asset.id,
        photo: sources.src,
        photoSources: { webp: sources.webp, avif: sources.avif },
        photoAlt: asset.alt,
      });
      setResult({ tone: 'success', text: uploadedText ?? t`Photo uploaded. Save to show it on the site.` });
      setAlt('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (failure) {
      setErrors(failure instanceof ApiError ? (failure.body?.fields ?? {}) : {});
      setResult({ tone: 'error', text: messageOf(failure, t`The photo could not be uploaded. Please try again.`) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3 rounded-lg border border-gray-200 p-4">
      <FieldFrame label={t`New photo (JPEG, PNG, WebP or AVIF, at most 8 MB)`} error={errors.file}>
        {(control) => <input type="file" accept={acceptedImageTypes.join(',')} ref={fileRef} className={controlClasses} {...control} />}
      </FieldFrame>
      <TextField
        label={t`What the photo shows (alt text)`}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        error={errors.alt}
        maxLength={250}
      />
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <Button variant="secondary" onClick={upload} disabled={busy}>
        {busy ? t`Uploading...` : t`Upload photo`}
      </Button>
    </div>
  );
}
