import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CreatePodcastEpisodeBody, EditablePodcastEpisode, PodcastEpisodeItem } from '@wfc/shared';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { labelsIn, podcastEpisodeTexts } from '../lib/content-labels';
import { daysFromNow, fromLocalInput, toLocalInput } from '../lib/local-time';
import type { CollectionConfig, CollectionFields } from './collection-section';
import { HiddenField, ItemImageField } from './item-image-field';

/** The form's copy of an episode: its publication as a local date and time, and a new image's id. */
export type PodcastEpisodeDraft = Omit<EditablePodcastEpisode, 'publishedAt'> & { published: string; imageMediaId?: string | undefined };

const PodcastEpisodeFields: CollectionFields<PodcastEpisodeDraft> = ({ draft, errors, onChange, images }) => {
  const set = <K extends keyof PodcastEpisodeDraft>(key: K, value: PodcastEpisodeDraft[K]) => onChange({ ...draft, [key]: value });
  const { t, i18n } = useLingui();
  const labels = labelsIn(i18n, podcastEpisodeTexts);
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
          label={labels.publishedAt}
          type="datetime-local"
          value={draft.published}
          onChange={(e) => set('published', e.target.value)}
          error={errors.publishedAt}
          required
        />
        <TextField
          label={`${labels.platform} ${t`(e.g. Spotify)`}`}
          value={draft.platform}
          onChange={(e) => set('platform', e.target.value)}
          error={errors.platform}
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
          label={labels.link}
          type="url"
          value={draft.link}
          onChange={(e) => set('link', e.target.value)}
          error={errors.link}
          maxLength={500}
          required
          className="sm:col-span-2"
        />
      </div>
      <ItemImageField
        label={labels.image}
        altLabel={labels.imageAlt}
        value={{ image: draft.image, imageMediaId: draft.imageMediaId, alt: draft.imageAlt }}
        images={images}
        errors={{ image: errors.image ?? errors.imageMediaId, alt: errors.imageAlt }}
        onChange={(choice) => onChange({ ...draft, image: choice.image, imageMediaId: choice.imageMediaId, imageAlt: choice.alt })}
      />
      <HiddenField checked={draft.hidden} onChange={(hidden) => set('hidden', hidden)} />
    </div>
  );
};

export const podcastConfig: CollectionConfig<PodcastEpisodeItem, PodcastEpisodeDraft, CreatePodcastEpisodeBody> = {
  base: '/api/admin/content/podcast',
  noun: msg`episode`,
  nouns: msg`episodes`,
  intro: msg`Every podcast episode, oldest first (the site shows the newest first).`,
  labels: podcastEpisodeTexts,
  toDraft: ({ inTrash: _inTrash, imageSources: _imageSources, publishedAt, ...item }) => ({
    ...item,
    published: toLocalInput(publishedAt),
  }),
  fromDraft: ({ published, imageMediaId, ...draft }) => ({
    ...draft,
    publishedAt: fromLocalInput(published),
    ...(imageMediaId ? { imageMediaId } : {}),
  }),
  blankDraft: (images) => ({
    title: '',
    description: '',
    platform: 'Spotify',
    link: 'https://',
    published: daysFromNow(0),
    image: images[0] ?? '',
    imageAlt: '',
    hidden: false,
  }),
  fields: PodcastEpisodeFields,
  dateFields: ['publishedAt'],
};
