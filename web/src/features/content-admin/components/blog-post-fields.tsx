import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlogPostItem, CreateBlogPostBody, EditableBlogPost } from '@wfc/shared';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ArticleBody } from '../../../components/article-body';
import { messageOf } from '../../../lib/api-client';
import { previewPost } from '../api/content-collection-api';
import { blogPostTexts, labelsIn } from '../lib/content-labels';
import { daysFromNow, fromLocalInput, toLocalInput } from '../lib/local-time';
import type { CollectionConfig, CollectionFields } from './collection-section';
import { HiddenField, ItemImageField } from './item-image-field';

/** The form's copy of a post: its publication as a local date and time, and a new image's id. */
export type BlogPostDraft = Omit<EditableBlogPost, 'publishedAt'> & { published: string; imageMediaId?: string | undefined };

/** A title as an address: "Pricing Translation Work!" becomes "pricing-translation-work". */
const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

const BlogPostFields: CollectionFields<BlogPostDraft> = ({ draft, errors, onChange, images }) => {
  const set = <K extends keyof BlogPostDraft>(key: K, value: BlogPostDraft[K]) => onChange({ ...draft, [key]: value });
  const { t, i18n } = useLingui();
  const labels = labelsIn(i18n, blogPostTexts);
  const written = draft.format === 'article';
  // Until she types an address of her own, the address follows the title.
  const setTitle = (title: string) =>
    onChange({ ...draft, title, slug: draft.slug === '' || draft.slug === slugOf(draft.title) ? slugOf(title) : draft.slug });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={labels.title}
          value={draft.title}
          onChange={(e) => setTitle(e.target.value)}
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
          label={labels.category}
          value={draft.category}
          onChange={(e) => set('category', e.target.value)}
          error={errors.category}
          maxLength={60}
          required
        />
        <TextField
          label={`${labels.readTime} ${t`(e.g. 4 min read)`}`}
          value={draft.readTime}
          onChange={(e) => set('readTime', e.target.value)}
          error={errors.readTime}
          maxLength={30}
          required
        />
        <TextAreaField
          label={labels.excerpt}
          value={draft.excerpt}
          onChange={(e) => set('excerpt', e.target.value)}
          error={errors.excerpt}
          maxLength={400}
          rows={3}
          required
          className="sm:col-span-2"
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-900">{labels.format}</legend>
        {(
          [
            ['article', t`Written here, with a page of its own`],
            ['link', t`A link to an article elsewhere`],
          ] as const
        ).map(([format, label]) => (
          <label key={format} className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
            <input
              type="radio"
              name="post-format"
              value={format}
              checked={draft.format === format}
              onChange={() => set('format', format)}
              className="size-5 accent-brand-800"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {written ? (
        <ArticleFields draft={draft} errors={errors} set={set} />
      ) : (
        <TextField
          label={labels.link}
          type="url"
          value={draft.link}
          onChange={(e) => set('link', e.target.value)}
          error={errors.link}
          maxLength={500}
          required
        />
      )}
      <ItemImageField
        label={labels.image}
        altLabel={labels.imageAlt}
        value={{ image: draft.image, imageMediaId: draft.imageMediaId, alt: draft.imageAlt }}
        images={images}
        errors={{ image: errors.image ?? errors.imageMediaId, alt: errors.imageAlt }}
        onChange={(choice) => onChange({ ...draft, image: choice.image, imageMediaId: choice.imageMediaId, imageAlt: choice.alt })}
      />
      <HiddenField
        checked={draft.hidden}
        onChange={(hidden) => set('hidden', hidden)}
        label={t`Draft: kept here, not published on the site`}
      />
    </div>
  );
};

/** The address and the Markdown of a post written here, with a preview of its page's text. */
function ArticleFields({
  draft,
  errors,
  set,
}: {
  draft: BlogPostDraft;
  errors: Record<string, string>;
  set: <K extends keyof BlogPostDraft>(key: K, value: BlogPostDraft[K]) => void;
}) {
  const [preview, setPreview] = useState<{ html: string } | { failure: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { t, i18n } = useLingui();
  const labels = labelsIn(i18n, blogPostTexts);

  async function showPreview() {
    setBusy(true);
    try {
      setPreview(await previewPost(draft.body));
    } catch (failure) {
      setPreview({ failure: messageOf(failure, t`The preview could not be made. Please try again.`) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <TextField
        label={`${labels.slug}: /resources/blog/…`}
        value={draft.slug}
        onChange={(e) => set('slug', e.target.value)}
        error={errors.slug}
        maxLength={80}
        required
      />
      <TextAreaField
        label={`${labels.body} ${t`(Markdown: ## for a heading, **bold**, *italic*, - for a list, [words](https://…) for a link)`}`}
        value={draft.body}
        onChange={(e) => set('body', e.target.value)}
        error={errors.body}
        maxLength={50_000}
        rows={14}
        required
      />
      <Button variant="secondary" onClick={showPreview} disabled={busy}>
        {busy ? t`Making the preview...` : t`Preview the text`}
      </Button>
      {preview && 'failure' in preview && <Banner tone="error">{preview.failure}</Banner>}
      {preview && 'html' in preview && (
        <section
          aria-label={t`Preview of the post's text`}
          className="rounded-xl border border-dashed border-brand-300 bg-white p-4 sm:p-6"
        >
          <p className="text-sm font-semibold text-brand-900">
            <Trans>Preview: the post's page shows the text like this.</Trans>
          </p>
          <ArticleBody html={preview.html} />
        </section>
      )}
    </div>
  );
}

export const blogConfig: CollectionConfig<BlogPostItem, BlogPostDraft, CreateBlogPostBody> = {
  base: '/api/admin/content/blog',
  noun: msg`blog post`,
  nouns: msg`blog posts`,
  intro: msg`Every blog post, oldest first (the blog shows the newest first). A post written here has a page of its own; a draft can be previewed before it is published.`,
  hiddenLabel: msg`Draft`,
  labels: blogPostTexts,
  toDraft: ({ inTrash: _inTrash, imageSources: _imageSources, publishedAt, ...item }) => ({
    ...item,
    published: toLocalInput(publishedAt),
  }),
  fromDraft: ({ published, imageMediaId, ...draft }) => ({
    ...draft,
    publishedAt: fromLocalInput(published),
    ...(imageMediaId ? { imageMediaId } : {}),
  }),
  // A new post starts as a draft written here.
  blankDraft: (images) => ({
    title: '',
    excerpt: '',
    category: '',
    published: daysFromNow(0),
    readTime: '',
    image: images[0] ?? '',
    imageAlt: '',
    format: 'article',
    link: '',
    slug: '',
    body: '',
    hidden: true,
  }),
  fields: BlogPostFields,
  dateFields: ['publishedAt'],
};
