import type { Plugin } from 'vite';

/**
 * Asks for the page's own scripts at low priority (`fetchpriority="low"` on the module script and
 * the modulepreload links Vite writes into index.html). They are modules, so they never block the
 * first paint, but Chromium fetched them at High priority, beside the stylesheet, the Malayalam
 * fonts and the hero's poster: on a slow connection the 80 KB of script shared the bandwidth the
 * first paint needs, and Lighthouse counted them on its path (mobile `/ml`: first contentful paint
 * 1.8 s → 0.9 s, docs/performance.md). They still start with the page and run when it is parsed.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g, '<$1 fetchpriority="low"'),
    },
  };
}
