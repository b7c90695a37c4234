import { eventCategories, eventLabels, type EditableEvent, type EventItem } from '@wfc/shared';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { PhotoUpload } from './photo-upload';

/** The form's copy of an event: its start as a local date and time (the input's own format), and a new cover's id. */
export type EventDraft = Omit<EditableEvent, 'dateObj'> & { startsAt: string; coverMediaId?: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as `YYYY-MM-DDTHH:mm` in the editor's time zone, what a datetime-local input holds. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const toEventDraft = ({ inTrash: _inTrash, dateObj, ...item }: EventItem): EventDraft => ({ ...item, startsAt: toLocalInput(dateObj) });

/** The fields to send; a start that does not read as a date is sent as typed for the server to name. */
export const fromEventDraft = ({ startsAt, coverMediaId, ...draft }: EventDraft): EditableEvent & { coverMediaId?: string } => {
  const start = new Date(startsAt);
  return { ...draft, dateObj: Number.isNaN(start.getTime()) ? startsAt : start.toISOString(), ...(coverMediaId ? { coverMediaId } : {}) };
};

/** A new event's starting values: a workshop a month from now, shown on the site once saved. */
export function blankEventDraft(coverImage: string): EventDraft {
  const start = new Date(Date.now() + 30 * 86_400_000);
  start.setHours(10, 0, 0, 0);
  return { title: '', date: '', startsAt: toLocalInput(start.toISOString()), time: '', location: '', description: '', link: 'https://', category: 'workshop', coverImage, imageAlt: '', hidden: false };
}

const categoryLabels: Record<EditableEvent['category'], string> = { event: 'Event', workshop: 'Workshop' };

interface Props {
  draft: EventDraft;
  errors: Record<string, string>;
  onChange: (draft: EventDraft) => void;
  /** The covers the site's events use, to choose from. */
  coverImages: readonly string[];
}

/** An event's fields: what the card and the events page show, its cover, and whether it is hidden. */
export function EventFields({ draft, errors, onChange, coverImages }: Props) {
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => onChange({ ...draft, [key]: value });
  const covers = coverImages.includes(draft.coverImage) ? coverImages : [draft.coverImage, ...coverImages];
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
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start">
        <img src={draft.coverImage} alt="" width={192} height={108} className="aspect-video w-48 rounded-lg bg-brand-50 object-cover" />
        <div className="space-y-3">
          <SelectField
            label={eventLabels.coverImage}
            value={draft.coverImage}
            onChange={(e) => onChange({ ...draft, coverImage: e.target.value, coverMediaId: undefined })}
            options={covers.map((cover) => ({ value: cover, label: cover.split('/').pop() ?? cover }))}
            error={errors.coverImage ?? errors.coverMediaId}
          />
          <TextField label={eventLabels.imageAlt} value={draft.imageAlt} onChange={(e) => set('imageAlt', e.target.value)} error={errors.imageAlt} maxLength={250} required />
        </div>
      </div>
      <PhotoUpload preferredWidth={640} onUploaded={(photo) => onChange({ ...draft, coverImage: photo.photo, coverMediaId: photo.photoMediaId, imageAlt: photo.photoAlt })} />
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-900">
        <input type="checkbox" checked={draft.hidden} onChange={(e) => set('hidden', e.target.checked)} className="size-5 accent-brand-800" />
        Hidden: kept here, not shown on the site
      </label>
    </div>
  );
}
