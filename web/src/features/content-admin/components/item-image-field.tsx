import { useLingui } from '@lingui/react/macro';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/field';
import { PhotoUpload } from './photo-upload';

/** An item's image as its form holds it: the address shown, an upload chosen since (its id), and the alt text. */
interface ImageChoice {
  image: string;
  imageMediaId?: string | undefined;
  alt: string;
}

interface Props {
  /** What the field is called ("Cover image", "Thumbnail"). */
  label: string;
  altLabel: string;
  value: ImageChoice;
  /** The site's own images the list's items use. */
  images: readonly string[];
  errors: { image?: string | undefined; alt?: string | undefined };
  onChange: (next: ImageChoice) => void;
}

/**
 * An item's image: one of the site's own, or a new upload (decision 023), with its description
 * for people who cannot see it. The item shows an upload once the form is saved.
 */
export function ItemImageField({ label, altLabel, value, images, errors, onChange }: Props) {
  const choices = images.includes(value.image) ? images : [value.image, ...images];
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start">
        <img src={value.image} alt="" width={192} height={108} className="aspect-video w-48 rounded-lg bg-brand-50 object-cover" />
        <div className="space-y-3">
          <SelectField
            label={label}
            value={value.image}
            onChange={(event) => onChange({ ...value, image: event.target.value, imageMediaId: undefined })}
            options={choices.map((image) => ({ value: image, label: image.split('/').pop() ?? image }))}
            error={errors.image}
          />
          <TextField
            label={altLabel}
            value={value.alt}
            onChange={(event) => onChange({ ...value, alt: event.target.value })}
            error={errors.alt}
            maxLength={250}
            required
          />
        </div>
      </div>
      <PhotoUpload
        preferredWidth={640}
        onUploaded={(photo) => onChange({ image: photo.photo, imageMediaId: photo.photoMediaId, alt: photo.photoAlt })}
      />
    </div>
  );
}

/** Whether the item is kept here but not shown on the site. */
export function HiddenField({ checked, onChange, label }: { checked: boolean; onChange: (hidden: boolean) => void; label?: string }) {
  const { t } = useLingui();
  return <CheckboxField label={label ?? t`Hidden: kept here, not shown on the site`} checked={checked} onChange={onChange} />;
}
