import { Trans, useLingui } from '@lingui/react/macro';
import type { Enabler, SessionStats } from '@wfc/shared';
import { useId, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../lib/router';
import { firstNameOf } from '../../inquiry';
import { preloadInquiryModal } from '../../inquiry/use-inquiry-modal';
import { useFieldLang } from '../../../lib/content-lang';
import { useExpertiseName } from '../lib/expertise-names';
import { EnablerPortrait } from './enabler-portrait';
import { SessionStatsLine } from '../../../components/session-stats-line';
import { ShareOnWhatsApp } from '../../whatsapp';

/** Descriptions longer than this get Read More / Read Less (product-spec.md §9). */
const READ_MORE_AFTER = 150;
/** The staggered reveal: the first card appears 300 ms after the list renders, each next one 150 ms later (product-spec.md §9). */
const REVEAL_START_MS = 300;
const REVEAL_STEP_MS = 150;

/** The delay of a card's reveal, in ms. */
function revealDelay(position: number): number {
  return REVEAL_START_MS + position * REVEAL_STEP_MS;
}

// A CSS-only reveal (@starting-style), so the prerendered cards need no script to appear: it runs only
// where scripting is on and motion is welcome; without JavaScript the cards simply show. It wipes the
// card in (clip-path) rather than fading it, because text caught mid-fade fails contrast checks, and
// the last card finishes over 3.5 s after the page appears. The final clip reaches past the card's shadow.
const revealClasses =
  '[clip-path:inset(-0.5rem)] transition-[clip-path,translate] duration-500 ease-out motion-safe:[@media(scripting:enabled)]:starting:translate-y-4 motion-safe:[@media(scripting:enabled)]:starting:[clip-path:inset(0_0_100%_0)]';

interface EnablerCardProps {
  enabler: Enabler;
  /** Position in the shown list, for the reveal's stagger; only the first card's photo, sure to be on a phone's first screen, loads eagerly. */
  position: number;
  onConnect: (enabler: Enabler, opener: HTMLElement) => void;
  /** She takes bookings now (issue 31): "Book a session", with her stats when she shows them. */
  booking?: { stats?: SessionStats | undefined } | undefined;
}

/** One enabler of the directory: photo, name, title, expertise, experience, a clamped biography and Connect. */
export function EnablerCard({ enabler, position, onConnect, booking }: EnablerCardProps) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const firstName = firstNameOf(enabler.name);
  const long = enabler.description.length > READ_MORE_AFTER;
  const { name, region, yearsOfExperience: years } = enabler;
  const langOf = useFieldLang();
  const expertiseName = useExpertiseName();

  return (
    <li className={revealClasses} style={{ transitionDelay: `${revealDelay(position)}ms` }}>
      <article className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 text-left shadow-sm">
        <div className="flex items-center gap-4">
          <EnablerPortrait
            enabler={enabler}
            sizes="80px"
            width={80}
            height={80}
            loading={position === 0 ? 'eager' : 'lazy'}
            decoding="async"
            className="size-20 shrink-0 rounded-full bg-brand-50 object-cover"
          />
          <div className="min-w-0">
            <h2 className="text-xl font-bold text-brand-900">{enabler.name}</h2>
            <p lang={langOf(enabler, 'title')} className="mt-1 text-sm font-medium text-brand-800">
              {enabler.title}
            </p>
          </div>
        </div>
        <ul aria-label={t`Expertise of ${name}`} className="mt-4 flex flex-wrap gap-2">
          {enabler.expertise.map((tag) => {
            const { name: tagName, lang } = expertiseName(tag);
            return (
              <li key={tag} lang={lang} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900">
                {tagName}
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-sm text-gray-700">
          <Trans>
            {years} years of experience · <span lang={langOf(enabler, 'region')}>{region}</span>
          </Trans>
        </p>
        <p id={descriptionId} lang={langOf(enabler, 'description')} className={`mt-3 text-gray-800 ${expanded ? '' : 'line-clamp-3'}`}>
          {enabler.description}
        </p>
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded(!expanded)}
            className="mt-1 self-start rounded py-1 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
          >
            {expanded ? t`Read Less` : t`Read More`}
          </button>
        )}
        {booking?.stats && <BookingStats stats={booking.stats} />}
        <div className="mt-auto flex flex-col gap-3 pt-5">
          {booking && (
            <Link to={`/book/${enabler.id}`} className={buttonClasses('secondary', 'w-full')}>
              <Trans>
                Book a session <span className="sr-only">with {name}</span>
              </Trans>
            </Link>
          )}
          <Button
            onClick={(event) => onConnect(enabler, event.currentTarget)}
            onPointerEnter={preloadInquiryModal}
            onFocus={preloadInquiryModal}
            className="w-full"
          >
            <Trans>Connect with {firstName}</Trans>
          </Button>
          <ShareOnWhatsApp
            title={`${name}, ${enabler.title}`}
            path={booking ? `/book/${enabler.id}` : '/allenablers'}
            about={name}
            className="self-center"
          />
        </div>
      </article>
    </li>
  );
}

/** "N sessions · M minutes mentored", on the card of an enabler who shows them. */
function BookingStats({ stats }: { stats: SessionStats }) {
  return <SessionStatsLine stats={stats} className="mt-3 text-sm font-medium text-brand-900" />;
}
