import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  blogPostLabels,
  carouselLabels,
  enablerProfileLabels,
  eventLabels,
  podcastEpisodeLabels,
  siteSettingLabels,
  webinarLabels,
} from '@wfc/shared';

/**
 * The content fields' names of shared/src/content-admin (the forms' labels and the history's), as
 * staff messages; English word for word, as shared-messages.test.ts checks.
 */
const title = msg`Title`;
const description = msg`Description`;
const published = msg`Published`;
const image = msg`Image`;
const imageAlt = msg`Image description`;
const link = msg({ message: 'Link', context: 'a field' });
const hidden = msg`Hidden`;
const trash = msg`Trash`;
const thumbnail = msg`Thumbnail`;

export const blogPostTexts = {
  title,
  excerpt: msg`Excerpt`,
  category: msg`Category`,
  publishedAt: published,
  readTime: msg`Read time`,
  image,
  imageSources: image,
  imageAlt,
  format: msg`Kind of post`,
  link,
  slug: msg`Address`,
  body: msg`Text`,
  hidden: msg`Draft`,
  inTrash: trash,
} satisfies Record<keyof typeof blogPostLabels, MessageDescriptor>;

export const podcastEpisodeTexts = {
  title,
  description,
  platform: msg`Platform`,
  link,
  publishedAt: published,
  image,
  imageSources: image,
  imageAlt,
  hidden,
  inTrash: trash,
} satisfies Record<keyof typeof podcastEpisodeLabels, MessageDescriptor>;

export const webinarTexts = {
  title,
  description,
  date: msg`Starts at`,
  duration: msg`Duration`,
  thumbnail,
  imageSources: thumbnail,
  thumbnailAlt: msg`Thumbnail description`,
  youtubeLink: msg`Video link`,
  hidden,
  inTrash: trash,
} satisfies Record<keyof typeof webinarLabels, MessageDescriptor>;

const photo = msg`Photo`;
/** The item's Malayalam texts, as one field of its history (decision 028). */
const malayalam = msg`Malayalam`;
const coverImage = msg`Cover image`;

export const enablerProfileTexts = {
  name: msg`Name`,
  title,
  description,
  expertise: msg`Expertise`,
  region: msg`Region`,
  yearsOfExperience: msg`Years of experience`,
  photo,
  photoSources: photo,
  photoAlt: photo,
  ml: malayalam,
  hidden,
  inTrash: trash,
} satisfies Record<keyof typeof enablerProfileLabels, MessageDescriptor>;

export const eventTexts = {
  title,
  date: msg`Date as shown`,
  dateObj: msg`Starts at`,
  endsAt: msg`Ends at`,
  registration: msg`Registration`,
  time: msg`Time`,
  location: msg`Location`,
  description,
  link,
  category: msg`Category`,
  coverImage,
  imageSources: coverImage,
  imageAlt: msg`Cover image description`,
  ml: malayalam,
  hidden,
  inTrash: trash,
} satisfies Record<keyof typeof eventLabels, MessageDescriptor>;

export const siteSettingTexts = {
  name: msg`Club name`,
  tagline: msg`Tagline`,
  region: msg`Region`,
  mission: msg`Mission text`,
  address: msg`Address`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  whatsapp: msg`WhatsApp number`,
  website: msg`Website`,
  social: msg`Social links`,
  stats: msg`Home statistics`,
  statSources: msg`Home statistics sources`,
  membersLabel: msg`Members label`,
  visitorsLabel: msg`Visitors label`,
  programsLabel: msg`Programs label`,
  impactLabel: msg`Impact label`,
  ml: malayalam,
} satisfies Record<keyof typeof siteSettingLabels, MessageDescriptor>;

export const carouselTexts = { slides: msg`Photos` } satisfies Record<keyof typeof carouselLabels, MessageDescriptor>;

/** A text of a content screen's config: a catalog message, or English (a config not wrapped yet). */
export type ConfigText = string | MessageDescriptor;

/** A config's text in the page's language. */
export const say = (i18n: I18n, text: ConfigText) => (typeof text === 'string' ? text : i18n._(text));

/** A table of field names in the page's language. */
export function labelsIn<Key extends string>(i18n: I18n, texts: Readonly<Record<Key, ConfigText>>): Record<Key, string> {
  return Object.fromEntries(Object.entries<ConfigText>(texts).map(([key, text]) => [key, say(i18n, text)])) as Record<Key, string>;
}
