import { useLingui } from '@lingui/react/macro';
import type { Event } from '@wfc/shared';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { DetailList } from '../../../components/ui/detail-list';
import { useFieldLang } from '../../../lib/content-lang';
import { eventDay } from '../lib/event-date';

/** When and where an event is, as its card and its own page list them. */
export function EventFacts({ event }: { event: Pick<Event, 'date' | 'dateObj' | 'time' | 'location' | 'untranslated'> }) {
  const { t, i18n } = useLingui();
  const langOf = useFieldLang();
  return (
    <DetailList
      details={[
        { icon: CalendarDays, label: t`Date`, value: <time dateTime={event.dateObj}>{eventDay(event, i18n)}</time> },
        { icon: Clock, label: t`Time`, value: <span lang={langOf(event, 'time')}>{event.time}</span> },
        { icon: MapPin, label: t`Location`, value: <span lang={langOf(event, 'location')}>{event.location}</span> },
      ]}
    />
  );
}
