import { Trans, useLingui } from '@lingui/react/macro';
import { verticalOptions, type DirectoryCard } from '@wfc/shared';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { translateOptions } from '../../membership';

/**
 * The card of the member who asks, as the e-mailed link's answer shows it: her name and only the
 * parts she chose to show. Her own texts are shown as written, marked with their language.
 */
export function SenderCard({ card }: { card: DirectoryCard }) {
  const { t, i18n } = useLingui();
  const vertical = card.vertical
    ? translateOptions(i18n, verticalOptions).find((option) => option.value === card.vertical)?.label
    : undefined;
  const work = [card.role, card.company].filter(Boolean).join(', ');
  const place = [vertical, card.city].filter(Boolean).join(' · ');
  const tags = (list: string[] | undefined) =>
    list && list.length > 0 ? (
      <ul className="mt-2 flex flex-wrap gap-2" lang={card.textLocale}>
        {list.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
            {tag}
          </li>
        ))}
      </ul>
    ) : null;

  return (
    <article aria-labelledby={`card-${card.id}-name`} className="rounded-xl border border-gray-200 p-4">
      <h3 id={`card-${card.id}-name`} className="text-lg font-semibold wrap-anywhere text-gray-900">
        {card.name}
      </h3>
      {work && (
        <p lang={card.textLocale} className="mt-1 wrap-anywhere text-gray-700">
          {work}
        </p>
      )}
      {place && <p className="mt-1 text-sm text-gray-700">{place}</p>}
      {(card.canHelp || card.canHelpTags?.length) && (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-gray-900">
            <Trans>I can help with</Trans>
          </h4>
          {card.canHelp && (
            <p lang={card.textLocale} className="mt-1 whitespace-pre-line wrap-anywhere text-gray-900">
              {card.canHelp}
            </p>
          )}
          {tags(card.canHelpTags)}
        </div>
      )}
      {(card.lookingFor || card.lookingForTags?.length) && (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-gray-900">
            <Trans>I am looking for</Trans>
          </h4>
          {card.lookingFor && (
            <p lang={card.textLocale} className="mt-1 whitespace-pre-line wrap-anywhere text-gray-900">
              {card.lookingFor}
            </p>
          )}
          {tags(card.lookingForTags)}
        </div>
      )}
      {(card.website || card.linkedin) && (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {card.website && (
            <li>
              <a
                href={card.website}
                {...newTabLinkProps}
                className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-800 underline underline-offset-2"
              >
                <ExternalLinkLabel text={t`Website`} context={` ${card.name}`} />
              </a>
            </li>
          )}
          {card.linkedin && (
            <li>
              <a
                href={card.linkedin}
                {...newTabLinkProps}
                className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-800 underline underline-offset-2"
              >
                <ExternalLinkLabel text="LinkedIn" context={` ${card.name}`} />
              </a>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
