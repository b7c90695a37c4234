import type { DirectoryCard, DirectoryPhoto, ListingInput, ListingPart, ListingTextLocale, MyListing } from '@wfc/shared';
import { normalizeTag } from '@wfc/shared/directory/directory.schema';

/** The listing form's values as she edits them: tags as one line each, her vertical '' for none. */
export interface ListingValues {
  name: string;
  photoId: string | null;
  photoAlt: string;
  company: string;
  role: string;
  vertical: string;
  city: string;
  canHelp: string;
  canHelpTags: string;
  lookingFor: string;
  lookingForTags: string;
  website: string;
  linkedin: string;
  textLocale: ListingTextLocale;
  shown: ListingPart[];
}

type SavedListing = NonNullable<MyListing['listing']>;

/** The form's values from her saved listing, or from her membership's name and vertical before she has one. */
export function valuesOf(mine: MyListing): ListingValues {
  const saved = mine.listing;
  if (!saved) {
    return {
      name: mine.defaults.name,
      photoId: null,
      photoAlt: '',
      company: '',
      role: '',
      vertical: mine.defaults.vertical ?? '',
      city: '',
      canHelp: '',
      canHelpTags: '',
      lookingFor: '',
      lookingForTags: '',
      website: '',
      linkedin: '',
      textLocale: 'en',
      shown: [],
    };
  }
  return {
    name: saved.name,
    photoId: saved.photoId,
    photoAlt: saved.photoAlt,
    company: saved.company,
    role: saved.role,
    vertical: saved.vertical ?? '',
    city: saved.city,
    canHelp: saved.canHelp,
    canHelpTags: saved.canHelpTags.join(', '),
    lookingFor: saved.lookingFor,
    lookingForTags: saved.lookingForTags.join(', '),
    website: saved.website,
    linkedin: saved.linkedin,
    textLocale: saved.textLocale,
    shown: saved.shown,
  };
}

/** Tags typed on one line, separated by commas, as the server keeps them (lower-cased, single spaces, no repeats). */
function tagsOf(line: string): string[] {
  return [...new Set(line.split(',').map(normalizeTag).filter(Boolean))];
}

/** The body of PUT /api/member/listing from the form's values. */
export function bodyOf(values: ListingValues, listed: boolean): ListingInput {
  return {
    ...values,
    listed,
    vertical: (values.vertical || null) as ListingInput['vertical'],
    canHelpTags: tagsOf(values.canHelpTags),
    lookingForTags: tagsOf(values.lookingForTags),
  };
}

/** The body that saves her listing as it is, but for whether it is listed (Hide my card, Show my card). */
export function bodyOfSaved(saved: SavedListing, listed: boolean): ListingInput {
  const { id: _id, updatedAt: _updatedAt, ...body } = saved;
  return { ...body, listed };
}

/** Her card as others would see it with these values: her name, and only the parts she shows. */
export function previewOf(values: ListingValues, photo: DirectoryPhoto | null, id: string): DirectoryCard {
  const shows = (part: ListingPart) => values.shown.includes(part);
  const text = (value: string) => value.trim() || undefined;
  const card: DirectoryCard = { id, name: values.name.trim(), textLocale: values.textLocale };
  if (shows('photo') && photo && values.photoId) card.photo = { ...photo, alt: values.photoAlt.trim() };
  if (shows('companyRole')) Object.assign(card, { company: text(values.company), role: text(values.role) });
  if (shows('verticalCity')) Object.assign(card, { vertical: values.vertical || undefined, city: text(values.city) });
  if (shows('canHelp')) Object.assign(card, { canHelp: text(values.canHelp), canHelpTags: tagsOf(values.canHelpTags) });
  if (shows('lookingFor')) Object.assign(card, { lookingFor: text(values.lookingFor), lookingForTags: tagsOf(values.lookingForTags) });
  if (shows('links')) Object.assign(card, { website: text(values.website), linkedin: text(values.linkedin) });
  return card;
}

/** The server's message for a field: its own key's, or the first of its items' (`canHelpTags.2`). */
export function fieldError(fields: Record<string, string> | undefined, name: string): string | undefined {
  if (!fields) return undefined;
  return fields[name] ?? Object.entries(fields).find(([key]) => key.startsWith(`${name}.`))?.[1];
}
