import type { Webinar } from '@wfc/shared';
import { CalendarDays, Clock, Timer } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { formatWebinarDate } from '../lib/format-webinar-date';

/** One webinar: thumbnail, title, description, date and time (IST), duration and Watch Now. */
export function WebinarCard({ webinar, eager = false }: { webinar: Webinar; eager?: boolean }) {
  const when = formatWebinarDate(webinar.date);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <img
        src={webinar.thumbnail}
        alt={webinar.thumbnailAlt}
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full bg-gray-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-gray-900">{webinar.title}</h2>
        <dl className="mt-3 space-y-1.5 text-sm text-gray-700">
          <div className="flex items-start gap-2">
            <dt>
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 text-brand-800" />
              <span className="sr-only">Date</span>
            </dt>
            <dd>
              <time dateTime={webinar.date}>{when.date}</time>
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <Clock aria-hidden="true" className="mt-0.5 size-4 text-brand-800" />
              <span className="sr-only">Time</span>
            </dt>
            <dd>{when.time}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <Timer aria-hidden="true" className="mt-0.5 size-4 text-brand-800" />
              <span className="sr-only">Duration</span>
            </dt>
            <dd>{webinar.duration}</dd>
          </div>
        </dl>
        <p className="mt-3 text-gray-700">{webinar.description}</p>
        <div className="mt-auto pt-5">
          <a href={webinar.youtubeLink} {...newTabLinkProps} className={buttonClasses('primary')}>
            <ExternalLinkLabel text="Watch Now" context={` – ${webinar.title}`} />
          </a>
        </div>
      </div>
    </article>
  );
}
