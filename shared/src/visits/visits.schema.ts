import { z } from 'zod';
import { locales } from '../locales';

/** The device classes a page view is counted under, from its user agent. */
export const visitDevices = ['mobile', 'tablet', 'desktop'] as const;
export type VisitDevice = (typeof visitDevices)[number];

/** The longest period the visits' figures answer for, in days (about three years). */
export const VISITS_MAX_DAYS = 3 * 366;

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

const DAY_MESSAGE = 'Please give a day as YYYY-MM-DD.';

/** A real calendar day written YYYY-MM-DD. */
const Day = z.string({ error: DAY_MESSAGE }).refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}, DAY_MESSAGE);

/** GET /api/admin/analytics/visits(.csv): the days in Asia/Kolkata, both included; this month when left out. */
export const VisitsQuery = z
  .object({ from: Day.optional(), to: Day.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The first day must not be after the last.',
    path: ['from'],
  })
  .refine(
    (query) =>
      !query.from ||
      !query.to ||
      (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 < VISITS_MAX_DAYS,
    { error: 'The period may be at most three years.', path: ['to'] },
  );
export type VisitsQuery = z.infer<typeof VisitsQuery>;

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
