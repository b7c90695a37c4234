import { locales, reportPeriodOf, visitDevices, type Locale, type VisitDevice, type VisitsQuery, type VisitsReport } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Stringifier } from 'csv-stringify';
import type { DB } from '../../db/schema';
import { createCsv } from '../../lib/csv';
import * as repository from './visits.repository';
import { addVisitDays, visitDayOf } from './visit-traits';

/** How many pages and referring sites the figures list. */
const TOP = 20;

/** The period a query names, as the reports read theirs: this month (Asia/Kolkata) by default. */
export function periodOf(query: VisitsQuery, now: Date): { from: string; to: string } {
  return reportPeriodOf(query, visitDayOf(now.getTime()));
}

/** The visits' figures over a period, computed by the database: every day of it, the top pages and sites, languages and devices. */
export async function visitsReport(db: Kysely<DB>, query: VisitsQuery, now: Date): Promise<VisitsReport> {
  const { from, to } = periodOf(query, now);
  const [views, visitors, pages, referrers, languages, devices] = await Promise.all([
    repository.sumPageViewsByDay(db, from, to),
    repository.countVisitorsByDay(db, from, to),
    repository.sumPageViewsBy(db, 'path', from, to, TOP),
    repository.sumPageViewsBy(db, 'referrer_host', from, to, TOP),
    repository.sumPageViewsBy(db, 'locale', from, to, locales.length),
    repository.sumPageViewsBy(db, 'device', from, to, visitDevices.length),
  ]);
  const viewsOn = new Map(views.map((row) => [row.day, row.pageViews]));
  const days: VisitsReport['days'] = [];
  for (let date = from; date <= to; date = addVisitDays(date, 1))
    days.push({ date, pageViews: viewsOn.get(date) ?? 0, visitors: visitors.get(date) ?? 0 });
  const localeViews = new Map(languages.map((row) => [row.value, row.pageViews]));
  const deviceViews = new Map(devices.map((row) => [row.value, row.pageViews]));
  return {
    from,
    to,
    days,
    pages: pages.map((row) => ({ path: row.value, pageViews: row.pageViews })),
    referrers: referrers.map((row) => ({ host: row.value, pageViews: row.pageViews })),
    // Every language and device, none left out for having no views.
    languages: locales.map((locale: Locale) => ({ locale, pageViews: localeViews.get(locale) ?? 0 })),
    devices: visitDevices.map((device: VisitDevice) => ({ device, pageViews: deviceViews.get(device) ?? 0 })),
  };
}

/** The days of a report as CSV (lib/csv.ts): date, page views, visitors. */
export function visitsCsv(report: VisitsReport): Stringifier {
  const csv = createCsv(['Date', 'Page views', 'Visitors']);
  for (const day of report.days) csv.write([day.date, String(day.pageViews), String(day.visitors)]);
  csv.end();
  return csv;
}
