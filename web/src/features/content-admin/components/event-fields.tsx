import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  eventCategories,
  externalRegistration,
  type CreateEventBody,
  type EditableEvent,
  type EventItem,
  type EventRegistrationSettings,
} from '@wfc/shared';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { eventTexts } from '../lib/content-labels';
import { shownDateOf, shownTimeOf } from '../lib/event-shown-texts';
import { daysFromNow, fromLocalInput, toLocalInput } from '../lib/local-time';
import { describeRegistration, fromRegistrationDraft, toRegistrationDraft, type RegistrationDraft } from '../lib/registration-draft';
import type { CollectionConfig, CollectionFields } from './collection-section';
import { EventRegistrationFields } from './event-registration-fields';
import { HiddenField, ItemImageField } from './item-image-field';
import { WithMalayalam } from './translation-field';

/**
 * The form's copy of an event: its start and end as local dates and times (the input's own format;
 * an empty end: two hours after the start), how guests register as the fields hold it, and a new
 * cover's id.
 */
export type EventDraft = Omit<EditableEvent, 'dateObj' | 'endsAt' | 'registration'> & {
  startsAt: string;
  endsAt: string;
  registration: RegistrationDraft;
  imageMediaId?: string | undefined;
};

const categoryLabels = { event: msg`Event`, workshop: msg`Workshop` } as const;

/** An event's fields: what the card and the events page show (each text with its Malayalam), its cover, and whether it is hidden. */
const EventFields: CollectionFields<EventDraft> = ({ draft, errors, onChange, images }) => {
  const { t, i18n } = useLingui();
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => onChange({ ...draft, [key]: value });
  const setMl = (key: keyof EventDraft['ml'], value: string) => onChange({ ...draft, ml: { ...draft.ml, [key]: value } });
  const ml = <K extends keyof EventDraft['ml']>(key: K) => ({
    value: draft.ml[key],
    onChange: (value: string) => setMl(key, value),
    error: errors[`ml.${key}`],
  });
  const title = t`Title`;
  const date = t`Date as shown (optional: from Starts at)`;
  const time = t`Time as shown (optional: from Starts at and Ends at)`;
  // What the card shows when she leaves them empty (issue 38): made from the start and end, in Kerala time.
  const startsAt = fromLocalInput(draft.startsAt);
  const shownDate = shownDateOf(startsAt);
  const shownTime = shownTimeOf(startsAt, draft.endsAt === '' ? null : fromLocalInput(draft.endsAt));
  const location = t`Location`;
  const description = t`Description`;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <WithMalayalam label={title} maxLength={150} className="sm:col-span-2" {...ml('title')}>
          <TextField
            label={title}
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
            error={errors.title}
            maxLength={150}
            required
          />
        </WithMalayalam>
        <TextField
          label={t`Starts at`}
          type="datetime-local"
          value={draft.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
          error={errors.dateObj}
          required
        />
        <TextField
          label={t`Ends at (optional: two hours after the start)`}
          type="datetime-local"
          value={draft.endsAt}
          onChange={(e) => set('endsAt', e.target.value)}
          error={errors.endsAt}
        />
        <SelectField
          label={t`Category`}
          value={draft.category}
          onChange={(e) => set('category', e.target.value as EditableEvent['category'])}
          options={eventCategories.map((category) => ({ value: category, label: i18n._(categoryLabels[category]) }))}
          error={errors.category}
        />
        <WithMalayalam label={date} maxLength={60} className="sm:col-span-2" {...ml('date')}>
          <TextField
            label={date}
            value={draft.date}
            onChange={(e) => set('date', e.target.value)}
            error={errors.date}
            maxLength={60}
            placeholder={shownDate}
          />
        </WithMalayalam>
        <WithMalayalam label={time} maxLength={60} className="sm:col-span-2" {...ml('time')}>
          <TextField
            label={time}
            value={draft.time}
            onChange={(e) => set('time', e.target.value)}
            error={errors.time}
            maxLength={60}
            placeholder={shownTime}
          />
        </WithMalayalam>
        <WithMalayalam label={location} maxLength={200} className="sm:col-span-2" {...ml('location')}>
          <TextField
            label={location}
            value={draft.location}
            onChange={(e) => set('location', e.target.value)}
            error={errors.location}
            maxLength={200}
            required
          />
        </WithMalayalam>
        <WithMalayalam label={description} maxLength={2000} rows={4} className="sm:col-span-2" {...ml('description')}>
          <TextAreaField
            label={description}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
            maxLength={2000}
            rows={4}
            required
          />
        </WithMalayalam>
      </div>
      <EventRegistrationFields draft={draft.registration} errors={errors} onChange={(registration) => set('registration', registration)} />
      <TextField
        label={t`Link (only needed when guests register on another site)`}
        type="url"
        value={draft.link}
        onChange={(e) => set('link', e.target.value)}
        error={errors.link}
        maxLength={500}
        required={draft.registration.mode === 'external'}
        placeholder="https://"
      />
      <ItemImageField
        label={t`Cover image`}
        altLabel={t`Cover image description`}
        value={{ image: draft.coverImage, imageMediaId: draft.imageMediaId, alt: draft.imageAlt }}
        images={images}
        errors={{ image: errors.coverImage ?? errors.imageMediaId, alt: errors.imageAlt }}
        onChange={(choice) => onChange({ ...draft, coverImage: choice.image, imageMediaId: choice.imageMediaId, imageAlt: choice.alt })}
      />
      <TextField
        label={t`Cover image description (Malayalam)`}
        lang="ml"
        value={draft.ml.imageAlt ?? ''}
        onChange={(e) => setMl('imageAlt', e.target.value)}
        error={errors['ml.imageAlt']}
        maxLength={250}
      />
      <HiddenField checked={draft.hidden} onChange={(hidden) => set('hidden', hidden)} />
    </div>
  );
};

export const eventsConfig: CollectionConfig<EventItem, EventDraft, CreateEventBody> = {
  base: '/api/admin/content/events',
  noun: msg`event`,
  nouns: msg`events`,
  intro: msg`Every event and workshop, in date order.`,
  labels: eventTexts,
  // A date or time text that says what Starts at says is left empty, so it follows the start when that moves.
  toDraft: ({ inTrash: _inTrash, imageSources: _imageSources, dateObj, endsAt, registration, ...item }) => ({
    ...item,
    date: item.date === shownDateOf(dateObj) ? '' : item.date,
    time: item.time === shownTimeOf(dateObj, endsAt) ? '' : item.time,
    ml: { ...item.ml },
    startsAt: toLocalInput(dateObj),
    endsAt: endsAt ? toLocalInput(endsAt) : '',
    registration: toRegistrationDraft(registration),
  }),
  // Empty date and time texts are made from the start and end: the API's event keeps both fields.
  fromDraft: ({ startsAt, endsAt, registration, imageMediaId, ...draft }) => ({
    ...draft,
    date: draft.date.trim() || shownDateOf(fromLocalInput(startsAt)),
    time: draft.time.trim() || shownTimeOf(fromLocalInput(startsAt), endsAt === '' ? null : fromLocalInput(endsAt)),
    dateObj: fromLocalInput(startsAt),
    endsAt: endsAt === '' ? null : fromLocalInput(endsAt),
    registration: fromRegistrationDraft(registration),
    ...(imageMediaId ? { imageMediaId } : {}),
  }),
  // A workshop a month from now, its guests registering at a link, shown on the site once saved.
  blankDraft: (images) => ({
    title: '',
    date: '',
    startsAt: daysFromNow(30),
    endsAt: '',
    time: '',
    location: '',
    description: '',
    link: '',
    category: 'workshop',
    registration: toRegistrationDraft(externalRegistration),
    coverImage: images[0] ?? '',
    imageAlt: '',
    hidden: false,
    ml: {},
  }),
  fields: EventFields,
  dateFields: ['dateObj', 'endsAt'],
  describeValue: (key, value, i18n) =>
    key === 'registration' && value ? describeRegistration(i18n, value as EventRegistrationSettings) : undefined,
};
