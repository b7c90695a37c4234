/**
 * A text as the server rendered its Markdown (a blog post, a newsletter; raw HTML in it is shown as
 * text, links and images limited to safe addresses: server/src/features/blog/markdown.ts). Used by
 * the article frame (`article-page.tsx`) and by the admin's preview, so both show the same thing.
 */
export function ArticleBody({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-prose text-lg/8 break-words text-gray-800 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gray-900 [&_h4]:mt-6 [&_h4]:font-semibold [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_pre]:mt-5 [&_pre]:overflow-x-auto [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // The server's Markdown renderer made this HTML from text it escapes: no tag written in a post survives.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
