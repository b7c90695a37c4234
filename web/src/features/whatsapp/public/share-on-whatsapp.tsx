import { Trans, useLingui } from '@lingui/react/macro';
import { newTabLinkProps } from '../../../components/ui/external-link-label';
import { useAbsoluteUrl } from '../../../lib/page-address';
import { useLocalizedPath } from '../../../lib/router';
import { WhatsApp } from '../../../components/ui/icons';

/** The address WhatsApp opens with a message ready to send: `title`, then the page's address. */
function whatsAppShareHref(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}

/**
 * "Share on WhatsApp" (issue 44): a plain link to wa.me, which opens WhatsApp (the app or its web
 * page) with the title and the page's absolute address, in the page's language, ready to send to
 * whomever she chooses. No script of WhatsApp's is loaded; the page knows nothing of the share.
 */
export function ShareOnWhatsApp({
  title,
  path,
  about,
  className = '',
}: {
  /** The first line of the message: the event's, post's or enabler's own words. */
  title: string;
  /** The page shared, as the spec names it (`/events/pricing-workshop`): put in the page's language here. */
  path: string;
  /** What is shared, for a screen reader where several share links sit on one page (a card's name). */
  about?: string | undefined;
  className?: string;
}) {
  const { t } = useLingui();
  const absolute = useAbsoluteUrl();
  const localized = useLocalizedPath();
  return (
    <a
      href={whatsAppShareHref(title, absolute(localized(path)))}
      {...newTabLinkProps}
      className={`inline-flex min-h-11 items-center gap-2 rounded text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950 ${className}`}
    >
      <WhatsApp aria-hidden="true" focusable="false" className="size-5 shrink-0" />
      <span>
        <Trans>Share on WhatsApp</Trans>
        {/* A space of its own: the one inside a visually hidden span is lost from the link's name. */}
        {about && <span className="sr-only">: {about}</span>} <span className="sr-only">{t`(opens WhatsApp)`}</span>
      </span>
    </a>
  );
}
