import type { BlogPost } from '@wfc/shared';
import { buttonClasses } from '../../../components/ui/button';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';

/** One blog post: image, category, title, excerpt, date, read time and a link to the article. */
export function BlogPostCard({ post, eager = false }: { post: BlogPost; eager?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <img
        src={post.image}
        alt={post.imageAlt}
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full bg-gray-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p>
          <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">{post.category}</span>
        </p>
        <h2 className="mt-3 text-xl font-semibold text-gray-900">{post.title}</h2>
        <p className="mt-2 text-sm text-gray-700">
          <time dateTime={post.publishedAt}>{post.date}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {post.readTime}
        </p>
        <p className="mt-3 text-gray-700">{post.excerpt}</p>
        <div className="mt-auto pt-5">
          <a href={post.link} {...newTabLinkProps} className={buttonClasses('secondary')}>
            <ExternalLinkLabel text="Read More" context={` about ${post.title}`} />
          </a>
        </div>
      </div>
    </article>
  );
}
