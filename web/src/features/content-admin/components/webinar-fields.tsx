import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CreateWebinarBody, EditableWebinar, WebinarItem } from '@wfc/shared';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { labelsIn, webinarTexts } from '../lib/content-labels';
import { daysFromNow, fromLocalInput, toLocalInput } from '../lib/local-time';
import type { CollectionConfig, CollectionFields } from './collection-section';
import { HiddenField, ItemImageField } from './item-image-field';

/** The form's copy of a webinar: its start as a local date and time, and a new thumbnail's id. */
export type WebinarDraft = Omit<EditableWebinar, 'date'> & { startsAt: string; imageMediaId?: string | undefined };

const WebinarFields: CollectionFields<WebinarDraft> = ({ draft, errors, onChange, images }) => {
  const set = <K extends keyof WebinarDraft>(key: K, value: WebinarDraft[K]) => onChange({ ...draft, [key]: value });
  const { t, i18n } = useLingui();
  const labels = labelsIn(i18n, webinarTexts);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={labels.title}
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
          maxLength={150}
          required
          className="sm:col-span-2"
        />
        <TextField
          label={labels.date}
          type="datetime-local"
          value={draft.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
          error={errors.date}
          required
        />
        <TextField
          label={`${labels.duration} ${t`(e.g. 60 minutes)`}`}
          value={draft.duration}
          onChange={(e) => set('duration', e.target.value)}
          error={errors.duration}
          maxLength={40}
          required
        />
        <TextAreaField
          label={labels.description}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
          maxLength={2000}
          rows={4}
          required
          className="sm:col-span-2"
        />
        <TextField
          label={labels.youtubeLink}
          type="url"
          value={draft.youtubeLink}
          onChange={(e) => set('youtubeLink', e.target.value)}
          error={errors.youtubeLink}
          maxLength={500}
          required
          className="sm:col-span-2"
        />
      </div>
      <ItemImageField
        label={labels.thumbnail}
        altLabel={labels.thumbnailAlt}
        value={{ image: draft.thumbnail, imageMediaId: draft.imageMediaId, alt: draft.thumbnailAlt }}
        images={images}
        errors={{ image: errors.thumbnail ?? errors.imageMediaId, alt: errors.thumbnailAlt }}
        onChange={(choice) => onChange({ ...draft, thumbnail: choice.image, imageMediaId: choice.imageMediaId, thumbnailAlt: choice.alt })}
      />
      <HiddenField checked={draft.hidden} onChange={(hidden) => set('hidden', hidden)} />
    </div>
  );
};

export const webinarsConfig: CollectionConfig<WebinarItem, WebinarDraft, CreateWebinarBody> = {
  base: '/api/admin/content/webinars',
  noun: msg`webinar`,
  nouns: msg`webinars`,
  intro: msg`Every webinar, in the order they start.`,
  labels: webinarTexts,
  toDraft: ({ inTrash: _inTrash, imageSources: _imageSources, date, ...item }) => ({ ...item, startsAt: toLocalInput(date) }),
  fromDraft: ({ startsAt, imageMediaId, ...draft }) => ({
    ...draft,
    date: fromLocalInput(startsAt),
    ...(imageMediaId ? { imageMediaId } : {}),
  }),
  blankDraft: (images) => ({
    title: '',
    description: '',
    startsAt: daysFromNow(21),
    duration: '60 minutes',
    thumbnail: images[0] ?? '',
    thumbnailAlt: '',
    youtubeLink: 'https://',
    hidden: false,
  }),
  fields: WebinarFields,
  dateFields: ['date'],
};
