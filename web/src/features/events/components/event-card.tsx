import type { Event } from '@wfc/shared';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import type { TimeStatus } from '../lib/event-filters';
import { DetailList } from '../../../components/ui/detail-list';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { MediaCard } from '../../../components/ui/media-card';

const categoryBadge: Record<Event['category'], { label: string; className: string }> = {
  event: { label: 'Event', className: 'bg-brand-100 text-brand-900' },
  workshop: { label: 'Workshop', className: 'bg-amber-100 text-amber-900' },
};

const statusBadge: Record<TimeStatus, { label: string; className: string }> = {
  upcoming: { label: 'Upcoming', className: 'bg-brand-800 text-white' },
  past: { label: 'Past', className: 'bg-gray-200 text-gray-800' },
};

const badgeClasses = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold';

/**
 * One event or workshop. `status` is unknown until the page has hydrated (it depends on the
 * visitor's clock); until then the time badge and the link keep their place, invisibly.
 */
export function EventCard({ event, status, eager = false }: { event: Event; status: TimeStatus | undefined; eager?: boolean }) {
  const category = categoryBadge[event.category];
  return (
    <MediaCard image={event.coverImage} imageSources={event.imageSources} imageAlt={event.imageAlt} eager={eager}>
      <div className="flex flex-wrap gap-2">
        <span className={`${badgeClasses} ${category.className}`}>{category.label}</span>
        {status ? (
          <span className={`${badgeClasses} ${statusBadge[status].className}`}>{statusBadge[status].label}</span>
        ) : (
          <span aria-hidden="true" className={`${badgeClasses} invisible`}>
            Upcoming
          </span>
        )}
      </div>
      <h2 className="mt-3 text-xl font-semibold text-gray-900">{event.title}</h2>
      <DetailList
        details={[
          { icon: CalendarDays, label: 'Date', value: <time dateTime={event.dateObj}>{event.date}</time> },
          { icon: Clock, label: 'Time', value: event.time },
          { icon: MapPin, label: 'Location', value: event.location },
        ]}
      />
      <p className="mt-3 text-gray-700">{event.description}</p>
      <div className="mt-auto pt-5">
        {status ? (
          <a href={event.link} {...newTabLinkProps} className={buttonClasses(status === 'upcoming' ? 'primary' : 'secondary')}>
            <ExternalLinkLabel
              text={status === 'upcoming' ? 'Learn More' : 'View Details'}
              context={status === 'upcoming' ? ` about ${event.title}` : ` of ${event.title}`}
            />
          </a>
        ) : (
          <span aria-hidden="true" className={buttonClasses('secondary', 'invisible')}>
            Learn More
          </span>
        )}
      </div>
    </MediaCard>
  );
}
