import { Trans, useLingui } from '@lingui/react/macro';
import { newTabLinkProps } from '../../../components/ui/external-link-label';
import { WhatsApp } from '../../../components/ui/icons';

/** wa.me's address of a number: its digits alone (`+91 98470 12345` → `https://wa.me/919847012345`). */
function whatsAppChatHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/**
 * "Chat on WhatsApp" (issue 44) beside the club's contact details, when the site settings have the
 * club's WhatsApp number: a plain link to wa.me, which opens a chat with the club.
 */
export function ChatOnWhatsApp({ number, className = '' }: { number: string; className?: string }) {
  const { t } = useLingui();
  return (
    <a href={whatsAppChatHref(number)} {...newTabLinkProps} className={`inline-flex items-center gap-2 ${className}`}>
      <WhatsApp aria-hidden="true" focusable="false" className="size-4 shrink-0" />
      <span>
        <Trans>Chat on WhatsApp</Trans> <span className="sr-only">{t`(opens WhatsApp)`}</span>
      </span>
    </a>
  );
}
