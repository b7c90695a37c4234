import MarkdownIt from 'markdown-it';

/**
 * A blog post's Markdown as HTML (issue 17): markdown-it with raw HTML off, so a tag written in a
 * post is shown as text; links only to web addresses, e-mail and the site's own pages; images only
 * from the site itself (its /images/ and /uploads/, never hot-linked); headings start at h2, under
 * the page's title.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const SITE_IMAGE = /^\/(images|uploads)\/[\w./-]+$/;

// markdown-it already refuses javascript:, vbscript:, file: and data: links; this narrows it to what a post needs.
// A path starts with one slash: not `//host` nor `/\\host`, which browsers read as another site.
markdown.validateLink = (url) => /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i.test(url.trim());

markdown.renderer.rules.image = (tokens, index) => {
  const token = tokens[index]!;
  const src = String(token.attrGet('src') ?? '');
  const alt = markdown.utils.escapeHtml(token.content);
  if (!SITE_IMAGE.test(src) || src.includes('..')) return alt;
  const title = String(token.attrGet('title') ?? '');
  return `<img src="${markdown.utils.escapeHtml(src)}" alt="${alt}"${title ? ` title="${markdown.utils.escapeHtml(title)}"` : ''} loading="lazy" decoding="async">`;
};

const renderToken = markdown.renderer.renderToken.bind(markdown.renderer);

markdown.renderer.rules.link_open = (tokens, index, options) => {
  const token = tokens[index]!;
  if (/^https?:\/\//i.test(String(token.attrGet('href') ?? ''))) token.attrSet('rel', 'noopener noreferrer');
  return renderToken(tokens, index, options);
};

/**
 * The post's HTML. The page's title is its h1, so the post's top heading level becomes h2 and the
 * others follow it ("#" and "##" become h2 and h3; a post using "##" alone gets h2).
 */
export function renderMarkdown(source: string): string {
  const tokens = markdown.parse(source, {});
  const headings = tokens.filter((token) => token.type === 'heading_open' || token.type === 'heading_close');
  const top = Math.min(...headings.map((token) => Number(token.tag.slice(1))));
  for (const token of headings) token.tag = `h${Math.min(6, Number(token.tag.slice(1)) - top + 2)}`;
  return markdown.renderer.render(tokens, markdown.options, {});
}

/** One token of markdown-it's stream. */
export type MarkdownToken = ReturnType<typeof markdown.parse>[number];

/** The Markdown as markdown-it's tokens, read with the same rules as renderMarkdown (for a plain-text form of it). */
export function parseMarkdown(source: string): MarkdownToken[] {
  return markdown.parse(source, {});
}
