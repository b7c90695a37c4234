import { z } from 'zod';
import { locales } from '../locales';
import { ReportPeriodQuery } from '../reports/reports.schema';

/** The device classes a page view is counted under, from its user agent. */
export const visitDevices = ['mobile', 'tablet', 'desktop'] as const;
export type VisitDevice = (typeof visitDevices)[number];

/**
 * POST /api/visits: the site's own client-side navigation to a public page, sent by
 * `navigator.sendBeacon` as text/plain JSON. Whatever fails this is ignored (204 all the same).
 */
export const VisitBeaconBody = z.object({
  /** The page's path, with its language prefix and without its query (`/ml/events`). */
  path: z.string().min(1).max(300),
  /** The page the visitor came from (`document.referrer` of the first load); only another site's host is kept. */
  referrer: z.string().max(2000).optional(),
});
export type VisitBeaconBody = z.infer<typeof VisitBeaconBody>;

/** GET /api/admin/analytics/visits(.csv): the reports' period (`ReportPeriodQuery`), Asia/Kolkata days, this month by default. */
export const VisitsQuery = ReportPeriodQuery;
export type VisitsQuery = ReportPeriodQuery;

/** The visits' figures over a period: every day of it (zeros included), then the top pages and sites. */
export const VisitsReport = z.object({
  /** The period's first and last day. */
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      /** YYYY-MM-DD in Asia/Kolkata. */
      date: z.string(),
      pageViews: z.number().int(),
      /** Unique visitors that day (one address and browser counted once a day). */
      visitors: z.number().int(),
    }),
  ),
  /** The 20 most viewed pages, by their path without the language prefix. */
  pages: z.array(z.object({ path: z.string(), pageViews: z.number().int() })),
  /** The 20 other sites that sent the most page views, by host. */
  referrers: z.array(z.object({ host: z.string(), pageViews: z.number().int() })),
  languages: z.array(z.object({ locale: z.enum(locales), pageViews: z.number().int() })),
  devices: z.array(z.object({ device: z.enum(visitDevices), pageViews: z.number().int() })),
});
export type VisitsReport = z.infer<typeof VisitsReport>;
