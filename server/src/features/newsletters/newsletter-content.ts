import { renderMarkdown } from '../blog/markdown';
import { markdownToPlainText } from './newsletter-plain-text';

/** A newsletter's text in one language, as its e-mail carries it. */
export interface NewsletterText {
  subject: string;
  preheader: string;
  /** From the blog's Markdown renderer (raw HTML off, links and site images checked), links made absolute. */
  html: string;
  /** The Markdown written as plain text (newsletter-plain-text.ts), its site links made absolute. */
  text: string;
}

/**
 * The e-mail form of a newsletter's Markdown: the blog's renderer, then every link and image to
 * the site's own pages and uploads made absolute (an e-mail has no base address), and images kept
 * within the message's width.
 */
export function newsletterText(input: { subject: string; preheader: string; body: string }, publicUrl: string): NewsletterText {
  const html = absoluteAddresses(renderMarkdown(input.body), publicUrl)
    .replace(/<img /g, '<img style="max-width:100%;height:auto" ')
    .replace(/ loading="lazy" decoding="async"/g, '');
  // A text of images without alt text has no words: the subject stands for it (the mail's text part is never empty).
  const text = markdownToPlainText(input.body, publicUrl) || input.subject;
  return { subject: input.subject, preheader: input.preheader, html, text };
}

/**
 * The rendered HTML's own addresses (`/uploads/...`, `/events`) made absolute, for an e-mail or a
 * feed reader, which show it away from the site. The renderer writes every attribute double-quoted.
 */
export function absoluteAddresses(html: string, origin: string): string {
  return html.replace(/\b(src|href)="\/(?![/\\])/g, (_match, attribute: string) => `${attribute}="${origin}/`);
}
