import { z } from 'zod';
import { CONTROL_IN_TEXT } from '../fields';
import {
  contentLine,
  contentText,
  hiddenFlag,
  imageAddress,
  mediaIdField,
  versionField,
  webAddress,
  when,
  type ImageSrcsets,
} from './content-fields';

/**
 * The lists of content an admin edits item by item (decision 022): events, blog posts, podcast
 * episodes and webinars. Each item can be created, edited, hidden, moved to the trash and back,
 * and has a history; each list is in date order on the site and in the editor.
 */

/** One line of an editor's list (GET /api/admin/content/<kind>), the hidden and the trashed included. */
export interface ContentSummary {
  id: string;
  title: string;
  /** When it happens or was published (ISO): the list's order. */
  date: string;
  /** What the line says after the date: "Workshop", "Spotify", "Written here · /resources/blog/…". */
  detail: string;
  hidden: boolean;
  inTrash: boolean;
  version: number;
}

/** GET /api/admin/content/<kind>: every item, and the site's own images an item may choose. */
export interface CollectionList {
  items: ContentSummary[];
  images: string[];
}

/** What an item holds besides its editable fields: an uploaded image's srcsets, and whether it is in the trash. */
export interface CollectionExtras {
  imageSources: ImageSrcsets | null;
  inTrash: boolean;
}

/** Reads a stored item's extras (a version saved before uploads existed has no srcsets). */
export const CollectionExtrasSchema = z.object({
  imageSources: z.object({ webp: z.string(), avif: z.string() }).nullable().default(null),
  inTrash: z.boolean(),
});

/** The body of a create: the fields, and an upload (POST /api/media) to use as the image. */
export const withImageUpload = <S extends z.ZodRawShape>(schema: z.ZodObject<S>) =>
  schema.extend({ imageMediaId: mediaIdField.optional() });
/** The body of a save: a create's, and the version edited. */
export const withVersion = <S extends z.ZodRawShape>(schema: z.ZodObject<S>) => schema.extend({ version: versionField });

// Blog posts ----------------------------------------------------------------------------------

/** The longest Markdown post, in characters. */
export const MAX_POST_BODY = 50_000;
/**
 * The largest request a valid post can make, in bytes: its text with every character sent as a
 * six-byte `\uXXXX` escape (a Malayalam letter is three bytes even unescaped), and 32 KiB for the
 * other fields. The blog's routes take this much; every other route keeps 32 KiB (issue 26).
 */
export const MAX_POST_REQUEST_BYTES = 6 * MAX_POST_BODY + 32 * 1024;
/** A slug: lower-case letters, digits and single hyphens, at most 80 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const blogPostFormats = ['link', 'article'] as const;

/**
 * A blog post as an admin edits it: one that links to an article elsewhere (`link`), or one written
 * here in Markdown (`article`) with a page of its own at /resources/blog/<slug>. A hidden post is a
 * draft: the admin can preview it, visitors cannot see it.
 */
const BlogPostFields = z.object({
  title: contentLine('title', 150),
  excerpt: contentText('excerpt', 400),
  category: contentLine('category', 60),
  publishedAt: when('publication date'),
  readTime: contentLine('read time', 30),
  image: imageAddress('an image'),
  imageAlt: contentLine('image description', 250),
  format: z.enum(blogPostFormats, { error: 'Please choose whether the post links elsewhere or is written here.' }),
  /** The article elsewhere; empty for a post written here. */
  link: z.string({ error: 'Please enter the link.' }).trim().max(500, { error: 'The link must be at most 500 characters.' }),
  /** The post's address under /resources/blog/; empty for a post that links elsewhere. */
  slug: z
    .string({ error: 'Please enter the address.' })
    .trim()
    .toLowerCase()
    .max(80, { error: 'The address must be at most 80 characters.' }),
  /** The post in Markdown (raw HTML is shown as text); empty for a post that links elsewhere. */
  body: z
    .string({ error: 'Please write the post.' })
    .max(MAX_POST_BODY, { error: `The post must be at most ${MAX_POST_BODY.toLocaleString('en')} characters.` }),
  hidden: hiddenFlag,
});

/** A link needs its address; a post written here its slug and its text. */
function checkBlogPost(post: z.infer<typeof BlogPostFields>, context: z.RefinementCtx) {
  if (post.format === 'link') {
    if (!webAddress('link').safeParse(post.link).success) {
      context.addIssue({
        code: 'custom',
        path: ['link'],
        message: 'Please enter the link as a web address starting with https:// or http://.',
      });
    }
    return;
  }
  if (!SLUG_PATTERN.test(post.slug)) {
    context.addIssue({
      code: 'custom',
      path: ['slug'],
      message: 'Please give the post an address of lower-case letters, digits and hyphens, such as first-round-lessons.',
    });
  }
  if (post.body.trim() === '') context.addIssue({ code: 'custom', path: ['body'], message: 'Please write the post.' });
  else if (CONTROL_IN_TEXT.test(post.body))
    context.addIssue({ code: 'custom', path: ['body'], message: 'The post contains characters we cannot accept.' });
}

export const EditableBlogPost = BlogPostFields.superRefine(checkBlogPost);
export type EditableBlogPost = z.infer<typeof EditableBlogPost>;
export const CreateBlogPostBody = withImageUpload(BlogPostFields).superRefine(checkBlogPost);
export type CreateBlogPostBody = z.infer<typeof CreateBlogPostBody>;
export const SaveBlogPostBody = withVersion(withImageUpload(BlogPostFields)).superRefine(checkBlogPost);
export type SaveBlogPostBody = z.infer<typeof SaveBlogPostBody>;

export type BlogPostItem = EditableBlogPost & CollectionExtras;

export const blogPostLabels: Record<keyof BlogPostItem, string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  category: 'Category',
  publishedAt: 'Published',
  readTime: 'Read time',
  image: 'Image',
  imageSources: 'Image',
  imageAlt: 'Image description',
  format: 'Kind of post',
  link: 'Link',
  slug: 'Address',
  body: 'Text',
  hidden: 'Draft',
  inTrash: 'Trash',
};

// Podcast episodes ----------------------------------------------------------------------------

export const EditablePodcastEpisode = z.object({
  title: contentLine('title', 150),
  description: contentText('description', 2000),
  platform: contentLine('platform', 40),
  link: webAddress('link'),
  publishedAt: when('publication date'),
  image: imageAddress('an image'),
  imageAlt: contentLine('image description', 250),
  hidden: hiddenFlag,
});
export type EditablePodcastEpisode = z.infer<typeof EditablePodcastEpisode>;
export type PodcastEpisodeItem = EditablePodcastEpisode & CollectionExtras;
export const CreatePodcastEpisodeBody = withImageUpload(EditablePodcastEpisode);
export type CreatePodcastEpisodeBody = z.infer<typeof CreatePodcastEpisodeBody>;
export const SavePodcastEpisodeBody = withVersion(CreatePodcastEpisodeBody);
export type SavePodcastEpisodeBody = z.infer<typeof SavePodcastEpisodeBody>;

export const podcastEpisodeLabels: Record<keyof PodcastEpisodeItem, string> = {
  title: 'Title',
  description: 'Description',
  platform: 'Platform',
  link: 'Link',
  publishedAt: 'Published',
  image: 'Image',
  imageSources: 'Image',
  imageAlt: 'Image description',
  hidden: 'Hidden',
  inTrash: 'Trash',
};

// Webinars ------------------------------------------------------------------------------------

export const EditableWebinar = z.object({
  title: contentLine('title', 150),
  description: contentText('description', 2000),
  date: when('date and time it starts'),
  duration: contentLine('duration', 40),
  thumbnail: imageAddress('a thumbnail'),
  thumbnailAlt: contentLine('thumbnail description', 250),
  youtubeLink: webAddress('video link'),
  hidden: hiddenFlag,
});
export type EditableWebinar = z.infer<typeof EditableWebinar>;
export type WebinarItem = EditableWebinar & CollectionExtras;
export const CreateWebinarBody = withImageUpload(EditableWebinar);
export type CreateWebinarBody = z.infer<typeof CreateWebinarBody>;
export const SaveWebinarBody = withVersion(CreateWebinarBody);
export type SaveWebinarBody = z.infer<typeof SaveWebinarBody>;

export const webinarLabels: Record<keyof WebinarItem, string> = {
  title: 'Title',
  description: 'Description',
  date: 'Starts at',
  duration: 'Duration',
  thumbnail: 'Thumbnail',
  imageSources: 'Thumbnail',
  thumbnailAlt: 'Thumbnail description',
  youtubeLink: 'Video link',
  hidden: 'Hidden',
  inTrash: 'Trash',
};
