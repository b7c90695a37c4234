import { CollectionExtrasSchema, EditableBlogPost, blogPostLabels, type BlogPostItem } from '@wfc/shared';
import { badRequest } from '../../lib/app-error';
import type { Collection } from './collection';
import { imageSourcesColumn, imageSourcesOfRow } from './collection.repository';
import * as blog from '../blog/blog.service';

/** The date a post's card shows, from when it was published: "November 10, 2026" (the club is in Kerala). */
const dateText = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

const SLUG_TAKEN = 'Another post already has this address. Please choose another.';

/**
 * The blog posts (issue 17, decision 022), newest first on the site. A post written here has its
 * page at /resources/blog/<slug>; when its slug changes, the old one is kept to redirect (301) to it.
 */
export const blogPostCollection: Collection<BlogPostItem, EditableBlogPost> = {
  kind: 'blog-post',
  noun: 'Blog post',
  idPrefix: 'post',
  place: { table: 'blog_posts', dateColumn: 'published_at', imageColumn: 'image' },
  imageField: 'image',
  schema: EditableBlogPost.and(CollectionExtrasSchema),
  labels: blogPostLabels,
  notFoundMessage: 'We could not find that blog post.',
  shownOn: 'The blog',
  uniqueViolation: badRequest(SLUG_TAKEN, { slug: SLUG_TAKEN }),
  toItem: (row) => {
    const written = row.body !== null;
    return {
      title: row.title,
      excerpt: String(row.excerpt),
      category: String(row.category),
      publishedAt: String(row.published_at),
      readTime: String(row.read_time),
      image: String(row.image),
      imageSources: imageSourcesOfRow(row.image_sources),
      imageAlt: String(row.image_alt),
      format: written ? 'article' : 'link',
      link: written ? '' : String(row.link),
      slug: row.slug === null ? '' : String(row.slug),
      body: written ? String(row.body) : '',
      hidden: row.hidden === 1,
      inTrash: row.deleted_at !== null,
    };
  },
  toColumns: (item) => {
    const written = item.format === 'article';
    return {
      title: item.title,
      excerpt: item.excerpt,
      category: item.category,
      published_at: item.publishedAt,
      date_text: dateText.format(new Date(item.publishedAt)),
      read_time: item.readTime,
      image: item.image,
      image_sources: imageSourcesColumn(item.imageSources),
      image_alt: item.imageAlt,
      link: written ? `/resources/blog/${item.slug}` : item.link,
      slug: written ? item.slug : null,
      body: written ? item.body : null,
    };
  },
  detail: (row) => (row.body === null ? 'Links elsewhere' : `Written here · /resources/blog/${String(row.slug)}`),
  async beforeWrite(db, id, next, current, now) {
    const slug = next.format === 'article' ? next.slug : null;
    if (slug !== null && (await blog.isSlugTakenByAnother(db, slug, id))) throw badRequest(SLUG_TAKEN, { slug: SLUG_TAKEN });
    // The address now belongs to this post, whichever post it used to redirect to.
    if (slug !== null) await blog.deleteRedirect(db, slug);
    const previous = current?.format === 'article' ? current.slug : null;
    if (previous !== null && previous !== slug) await blog.keepRedirect(db, { slug: previous, postId: id, now });
  },
};
