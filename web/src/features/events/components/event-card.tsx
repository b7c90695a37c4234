import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@wfc/shared';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import type { TimeStatus } from '../lib/event-filters';
import { DetailList } from '../../../components/ui/detail-list';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { MediaCard } from '../../../components/ui/media-card';
import { useFieldLang } from '../../../lib/content-lang';

const categoryBadge: Record<Event['category'], { label: MessageDescriptor; className: string }> = {
  event: { label: msg`Event`, className: 'bg-brand-100 text-brand-900' },
  workshop: { label: msg`Workshop`, className: 'bg-amber-100 text-amber-900' },
};

const statusBadge: Record<TimeStatus, { label: MessageDescriptor; className: string }> = {
  upcoming: { label: msg`Upcoming`, className: 'bg-brand-800 text-white' },
  past: { label: msg`Past`, className: 'bg-gray-200 text-gray-800' },
};

const badgeClasses = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold';

/**
 * One event or workshop. `status` is unknown until the page has hydrated (it depends on the
 * visitor's clock); until then the time badge and the link keep their place, invisibly.
 */
export function EventCard({ event, status, eager = false }: { event: Event; status: TimeStatus | undefined; eager?: boolean }) {
  const category = categoryBadge[event.category];
  const { t, i18n } = useLingui();
  const title = event.title;
  const langOf = useFieldLang();
  // The content's English date on an English page; Intl's, in the club's time zone, in another language.
  const date = i18n.locale === 'en' ? event.date : i18n.date(event.dateObj, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
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
      <DetailList
        details={[
          { icon: CalendarDays, label: t`Date`, value: <time dateTime={event.dateObj}>{date}</time> },
          { icon: Clock, label: t`Time`, value: <span lang={langOf(event, 'time')}>{event.time}</span> },
          { icon: MapPin, label: t`Location`, value: <span lang={langOf(event, 'location')}>{event.location}</span> },
        ]}
      />
      <p lang={langOf(event, 'description')} className="mt-3 text-gray-700">
        {event.description}
      </p>
      <div className="mt-auto pt-5">
        {status ? (
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
