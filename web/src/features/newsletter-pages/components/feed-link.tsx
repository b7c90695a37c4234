import { Trans } from '@lingui/react/macro';
import { Rss } from 'lucide-react';
import { useLocalizedPath } from '../../../lib/router';

/**
 * The archive's Atom feed in the page's language (`/ml/newsletters/feed.atom`), for a feed reader:
 * a plain link, since the feed is a file of the server's, not a screen of the site.
 */
export function FeedLink({ className = '' }: { className?: string }) {
  const localized = useLocalizedPath();
  return (
    <a
      href={localized('/newsletters/feed.atom')}
      type="application/atom+xml"
      className={`inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 ${className}`}
    >
      <Rss aria-hidden="true" className="size-4 shrink-0" />
      <Trans>Subscribe to the feed</Trans>
    </a>
  );
}
