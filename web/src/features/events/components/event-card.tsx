import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@wfc/shared';
import { buttonClasses } from '../../../components/ui/button';
import type { TimeStatus } from '../lib/event-filters';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { MediaCard } from '../../../components/ui/media-card';
import { EventFacts } from './event-facts';
import { useFieldLang } from '../../../lib/content-lang';
import { Link } from '../../../lib/router';
import { registrationStateOf, type RegistrationState } from '../lib/registration-state';

const categoryBadge: Record<Event['category'], { label: MessageDescriptor; className: string }> = {
  event: { label: msg`Event`, className: 'bg-brand-100 text-brand-900' },
  workshop: { label: msg`Workshop`, className: 'bg-amber-100 text-amber-900' },
};

const statusBadge: Record<TimeStatus, { label: MessageDescriptor; className: string }> = {
  upcoming: { label: msg`Upcoming`, className: 'bg-brand-800 text-white' },
  past: { label: msg`Past`, className: 'bg-gray-200 text-gray-800' },
};

const badgeClasses = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold';

/** The link to the page of an event taking registrations here, by what registration offers now. */
const registrationLinks: Record<RegistrationState, { label: MessageDescriptor; variant: 'primary' | 'secondary' }> = {
  register: { label: msg`Register`, variant: 'primary' },
  waitlist: { label: msg`Join the waitlist`, variant: 'primary' },
  closed: { label: msg`Registration closed`, variant: 'secondary' },
  cancelled: { label: msg`Cancelled`, variant: 'secondary' },
};

/**
 * One event or workshop. `status` is unknown until the page has hydrated (it depends on the
 * visitor's clock); until then the time badge and the link to another site keep their place,
 * invisibly. An event taking registrations here links to its own page, saying what it offers now.
 */
export function EventCard({ event, status, eager = false }: { event: Event; status: TimeStatus | undefined; eager?: boolean }) {
  const category = categoryBadge[event.category];
  const { t } = useLingui();
  const title = event.title;
  const langOf = useFieldLang();
  return (
    <MediaCard image={event.coverImage} imageSources={event.imageSources} imageAlt={event.imageAlt} eager={eager}>
      <div className="flex flex-wrap gap-2">
        <span className={`${badgeClasses} ${category.className}`}>{t(category.label)}</span>
        {status ? (
          <span className={`${badgeClasses} ${statusBadge[status].className}`}>{t(statusBadge[status].label)}</span>
        ) : (
          <span aria-hidden="true" className={`${badgeClasses} invisible`}>
            <Trans>Upcoming</Trans>
          </span>
        )}
      </div>
      <h2 lang={langOf(event, 'title')} className="mt-3 text-xl font-semibold text-gray-900">
        {event.title}
      </h2>
      <EventFacts event={event} />
      <p lang={langOf(event, 'description')} className="mt-3 text-gray-700">
        {event.description}
      </p>
      <div className="mt-auto pt-5">
        {event.registration ? (
          <RegistrationLink to={event.link} state={registrationStateOf(event.registration)} title={title} />
        ) : status ? (
          <a href={event.link} {...newTabLinkProps} className={buttonClasses(status === 'upcoming' ? 'primary' : 'secondary')}>
            <ExternalLinkLabel
              text={status === 'upcoming' ? t`Learn More` : t`View Details`}
              context={status === 'upcoming' ? t` about ${title}` : t` of ${title}`}
            />
          </a>
        ) : (
          <span aria-hidden="true" className={buttonClasses('secondary', 'invisible')}>
            <Trans>Learn More</Trans>
          </span>
        )}
      </div>
    </MediaCard>
  );
}

/** The link to an event's own page, its words saying what registration offers; the event's title told to screen readers. */
function RegistrationLink({ to, state, title }: { to: string; state: RegistrationState; title: string }) {
  const { t } = useLingui();
  const { label, variant } = registrationLinks[state];
  return (
    <Link to={to} className={buttonClasses(variant)}>
      {t(label)}
      <span className="sr-only">{` — ${title}`}</span>
    </Link>
  );
}
