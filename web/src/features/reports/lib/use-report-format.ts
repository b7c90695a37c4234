import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDay, formatNumber } from './report-format';

/** The formats a report's figures are shown in, in the page's language (Intl), made once a language. */
export interface ReportFormat {
  locale: string;
  /** A count or a figure with at most one decimal; a missing one as a dash. */
  number: (value: number | null | undefined) => string;
  /** A duration in hours: "12.5 hr"; a missing one as a dash. */
  hours: (value: number | null | undefined) => string;
  /** A day of the period: "7 Dec". */
  day: (day: string) => string;
  /** A month of a long period: "Dec 2026". */
  month: (month: string) => string;
  /** A moment (a newsletter's sending, an event's start): "7 Dec 2026". */
  date: (iso: string) => string;
}

export function useReportFormat(): ReportFormat {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const hourFormat = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 });
    const monthFormat = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    return {
      locale,
      number: (value) => formatNumber(value, locale),
      hours: (value) => (value == null ? '–' : hourFormat.format(value)),
      day: (day) => formatDay(day, locale),
      month: (month) => monthFormat.format(new Date(`${month}-15T12:00:00Z`)),
      date: (iso) => dateFormat.format(new Date(iso)),
    };
  }, [locale]);
}
