import { eventCategories, eventLabels, type CreateEventBody, type EditableEvent, type EventItem } from '@wfc/shared';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { daysFromNow, fromLocalInput, toLocalInput } from '../lib/local-time';
import type { CollectionConfig, CollectionFields } from './collection-section';
import { HiddenField, ItemImageField } from './item-image-field';

/** The form's copy of an event: its start as a local date and time (the input's own format), and a new cover's id. */
export type EventDraft = Omit<EditableEvent, 'dateObj'> & { startsAt: string; imageMediaId?: string | undefined };

const categoryLabels: Record<EditableEvent['category'], string> = { event: 'Event', workshop: 'Workshop' };

/** An event's fields: what the card and the events page show, its cover, and whether it is hidden. */
const EventFields: CollectionFields<EventDraft> = ({ draft, errors, onChange, images }) => {
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={eventLabels.title} value={draft.title} onChange={(e) => set('title', e.target.value)} error={errors.title} maxLength={150} required className="sm:col-span-2" />
        <TextField label={eventLabels.dateObj} type="datetime-local" value={draft.startsAt} onChange={(e) => set('startsAt', e.target.value)} error={errors.dateObj} required />
        <SelectField
          label={eventLabels.category}
          value={draft.category}
          onChange={(e) => set('category', e.target.value as EditableEvent['category'])}
          options={eventCategories.map((category) => ({ value: category, label: categoryLabels[category] }))}
          error={errors.category}
        />
        <TextField label={`${eventLabels.date} (e.g. Saturday, 14 March 2026)`} value={draft.date} onChange={(e) => set('date', e.target.value)} error={errors.date} maxLength={60} required />
        <TextField label={`${eventLabels.time} (e.g. 4:00 PM - 7:00 PM IST)`} value={draft.time} onChange={(e) => set('time', e.target.value)} error={errors.time} maxLength={60} required />
        <TextField label={eventLabels.location} value={draft.location} onChange={(e) => set('location', e.target.value)} error={errors.location} maxLength={200} required className="sm:col-span-2" />
        <TextAreaField label={eventLabels.description} value={draft.description} onChange={(e) => set('description', e.target.value)} error={errors.description} maxLength={2000} rows={4} required className="sm:col-span-2" />
        <TextField label={eventLabels.link} type="url" value={draft.link} onChange={(e) => set('link', e.target.value)} error={errors.link} maxLength={500} required className="sm:col-span-2" />
      </div>
      <ItemImageField
        label={eventLabels.coverImage}
        altLabel={eventLabels.imageAlt}
        value={{ image: draft.coverImage, imageMediaId: draft.imageMediaId, alt: draft.imageAlt }}
        images={images}
        errors={{ image: errors.coverImage ?? errors.imageMediaId, alt: errors.imageAlt }}
        onChange={(choice) => onChange({ ...draft, coverImage: choice.image, imageMediaId: choice.imageMediaId, imageAlt: choice.alt })}
      />
      <HiddenField checked={draft.hidden} onChange={(hidden) => set('hidden', hidden)} />
    </div>
  );
};

export const eventsConfig: CollectionConfig<EventItem, EventDraft, CreateEventBody> = {
  base: '/api/admin/content/events',
  noun: 'event',
  intro: 'Every event and workshop, in date order.',
  labels: eventLabels,
  toDraft: ({ inTrash: _inTrash, imageSources: _imageSources, dateObj, ...item }) => ({ ...item, startsAt: toLocalInput(dateObj) }),
  fromDraft: ({ startsAt, imageMediaId, ...draft }) => ({ ...draft, dateObj: fromLocalInput(startsAt), ...(imageMediaId ? { imageMediaId } : {}) }),
  // A workshop a month from now, shown on the site once saved.
  blankDraft: (images) => ({ title: '', date: '', startsAt: daysFromNow(30), time: '', location: '', description: '', link: 'https://', category: 'workshop', coverImage: images[0] ?? '', imageAlt: '', hidden: false }),
  fields: EventFields,
  dateFields: ['dateObj'],
};
