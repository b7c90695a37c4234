import { useLingui } from '@lingui/react/macro';
import { ExternalLink } from './icons';

/**
 * The inside of a link that opens another site in a new tab: the visible words, an icon, and a
 * hint for screen readers naming what it opens. Use it in an `<a target="_blank" rel="noopener noreferrer">`.
 */
export function ExternalLinkLabel({
  text,
  context = '',
}: {
  text: string;
  /** Read after the text, verbatim (e.g. " about Pitch Deck Clinic"). */ context?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      {text}
      <span className="sr-only">{`${context} ${t`(opens in a new tab)`}`}</span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
    </>
  );
}

/** The attributes of a link that opens another site in a new tab without giving it access to this page. */
export const newTabLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
