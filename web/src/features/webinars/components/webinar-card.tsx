import { useLingui } from '@lingui/react/macro';
import type { Webinar } from '@wfc/shared';
import { CalendarDays, Clock, Timer } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { MediaCard } from '../../../components/ui/media-card';
import { useContentLang } from '../../../lib/content-lang';
import { formatWebinarDate } from '../lib/format-webinar-date';

/** One webinar: thumbnail, title, description, date and time (IST), duration and Watch Now. */
export function WebinarCard({ webinar, eager = false }: { webinar: Webinar; eager?: boolean }) {
  const { t, i18n } = useLingui();
  const when = formatWebinarDate(webinar.date, i18n.locale);
  const title = webinar.title;
  // Webinars have no Malayalam version yet (decision 028): English on every page.
  const contentLang = useContentLang();
  return (
    <MediaCard image={webinar.thumbnail} imageSources={webinar.imageSources} imageAlt={webinar.thumbnailAlt} eager={eager}>
      <h2 lang={contentLang} className="text-xl font-semibold text-gray-900">
        {webinar.title}
      </h2>
      <DetailList
        details={[
          { icon: CalendarDays, label: t`Date`, value: <time dateTime={webinar.date}>{when.date}</time> },
          { icon: Clock, label: t`Time`, value: when.time },
          { icon: Timer, label: t`Duration`, value: webinar.duration },
        ]}
      />
      <p lang={contentLang} className="mt-3 text-gray-700">
        {webinar.description}
      </p>
      <div className="mt-auto pt-5">
        <a href={webinar.youtubeLink} {...newTabLinkProps} className={buttonClasses('primary')}>
          <ExternalLinkLabel text={t`Watch Now`} context={` – ${title}`} />
        </a>
      </div>
    </MediaCard>
  );
}
