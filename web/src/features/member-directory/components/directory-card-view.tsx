import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DirectoryCard, DirectoryPhoto, ListingTextLocale } from '@wfc/shared';
import { verticalOptions } from '@wfc/shared/membership/membership.options';
import type { ReactNode } from 'react';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { translateOptions } from '../../membership';

/** The mark beside a card's own texts: the language she wrote them in. */
const writtenIn = {
  en: msg`Written in English`,
  ml: msg`Written in Malayalam`,
} satisfies Record<ListingTextLocale, unknown>;

/** A photo's sources as one srcset a format, widest last. */
function srcSetOf(photo: DirectoryPhoto, format: 'webp' | 'avif'): string {
  return photo.sources
    .filter((source) => source.format === format)
    .sort((a, b) => a.width - b.width)
    .map((source) => `${source.url} ${source.width}w`)
    .join(', ');
}

/** Her photo, as AVIF or WebP at the width the browser needs, 80 px on the card. */
function CardPhoto({ photo }: { photo: DirectoryPhoto }) {
  const avif = srcSetOf(photo, 'avif');
  const webp = srcSetOf(photo, 'webp');
  const fallback = photo.sources.find((source) => source.format === 'webp') ?? photo.sources[0];
  if (!fallback) return null;
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes="80px" />}
      {webp && <source type="image/webp" srcSet={webp} sizes="80px" />}
      <img
        src={fallback.url}
        alt={photo.alt}
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
        className="size-20 shrink-0 rounded-full bg-brand-50 object-cover"
      />
    </picture>
  );
}

/** "I can help with" or "I am looking for": her text and its tags, in her card's language. */
function CardText({
  title,
  text,
  tags,
  lang,
  level,
}: {
  title: string;
  text?: string | undefined;
  tags?: string[] | undefined;
  lang: string;
  level: 3 | 4 | 5;
}) {
  const Heading = `h${level}` as const;
  if (!text && !tags?.length) return null;
  return (
    <div className="mt-4">
      <Heading className="text-sm font-semibold text-gray-900">{title}</Heading>
      {text && (
        <p lang={lang} className="mt-1 text-gray-800 whitespace-pre-line wrap-anywhere">
          {text}
        </p>
      )}
      {tags && tags.length > 0 && (
        <ul aria-label={title} className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} lang={lang} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One member's card, as other members see it: her name, and only the parts she chose to show. Her
 * own texts are shown as she wrote them, marked with their language (`lang` and a visible line);
 * `actions` holds what a viewer can do with it (introductions' CardActions), `headingLevel` its name's level.
 */
export function DirectoryCardView({
  card,
  actions,
  headingLevel = 3,
}: {
  card: DirectoryCard;
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t, i18n } = useLingui();
  const lang = card.textLocale;
  const Heading = `h${headingLevel}` as const;
  const partLevel = (headingLevel + 1) as 3 | 4 | 5;
  const vertical = card.vertical
    ? translateOptions(i18n, verticalOptions).find((option) => option.value === card.vertical)?.label
    : undefined;
  const name = card.name;

  return (
    <article className="flex h-full min-w-0 flex-col rounded-2xl border border-gray-200 bg-white p-5 text-left shadow-sm sm:p-6">
      <div className="flex items-center gap-4">
        {card.photo && <CardPhoto photo={card.photo} />}
        <div className="min-w-0">
          <Heading lang={lang} className="text-xl font-bold text-brand-900 wrap-anywhere">
            {name}
          </Heading>
          {(card.company || card.role) && (
            <p className="mt-1 text-sm font-medium text-brand-800 wrap-anywhere">
              <span lang={lang}>{[card.role, card.company].filter(Boolean).join(', ')}</span>
            </p>
          )}
          {(vertical || card.city) && (
            <p className="mt-1 text-sm text-gray-700">
              {vertical}
              {vertical && card.city && ' · '}
              {card.city && <span lang={lang}>{card.city}</span>}
            </p>
          )}
        </div>
      </div>
      <CardText title={t`I can help with`} text={card.canHelp} tags={card.canHelpTags} lang={lang} level={partLevel} />
      <CardText title={t`I am looking for`} text={card.lookingFor} tags={card.lookingForTags} lang={lang} level={partLevel} />
      {(card.website || card.linkedin) && (
        <ul aria-label={t`Links of ${name}`} className="mt-4 flex flex-wrap gap-x-4 gap-y-1">
          {card.website && (
            <li>
              <a
                href={card.website}
                {...newTabLinkProps}
                className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline"
              >
                <ExternalLinkLabel text={t`Website`} context={`, ${name}`} />
              </a>
            </li>
          )}
          {card.linkedin && (
            <li>
              <a
                href={card.linkedin}
                {...newTabLinkProps}
                className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline"
              >
                <ExternalLinkLabel text="LinkedIn" context={`, ${name}`} />
              </a>
            </li>
          )}
        </ul>
      )}
      <p className="mt-4 text-xs text-gray-700">{i18n._(writtenIn[lang])}</p>
      {actions && <div className="mt-auto flex flex-col gap-3 pt-5">{actions}</div>}
    </article>
  );
}
