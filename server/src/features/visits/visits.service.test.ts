import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { averageDailyVisitors } from './visitor-figures';
import { visitsReport } from './visits.service';

/**
 * The figures against hand-computed ones on a seeded set: three closed days with their visitor
 * counts, the current day counted from its hashes, a day with nothing, ties and the top 20.
 */
describe('the visits’ figures', () => {
  let t: TestApp;
  const now = new Date('2026-12-05T06:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.database.db;
    const row = (
      day: string,
      path: string,
      referrer_host: string,
      locale: 'en' | 'ml',
      device: 'mobile' | 'tablet' | 'desktop',
      page_views: number,
    ) => ({
      day,
      path,
      referrer_host,
      locale,
      device,
      page_views,
    });
    await db
      .insertInto('visit_counts')
      .values([
        row('2026-12-01', '/', '', 'en', 'desktop', 10),
        row('2026-12-01', '/', 'news.example.com', 'en', 'mobile', 4),
        row('2026-12-01', '/events', '', 'ml', 'mobile', 3),
        row('2026-12-02', '/events', 'partner.example.net', 'en', 'tablet', 6),
        row('2026-12-02', '/membership', '', 'ml', 'desktop', 1),
        // 2026-12-03: nothing.
        row('2026-12-04', '/', 'news.example.com', 'ml', 'mobile', 2),
        row('2026-12-05', '/events', '', 'en', 'desktop', 5),
        // Outside the period: never counted.
        row('2026-11-30', '/', '', 'en', 'desktop', 100),
        row('2026-12-06', '/', '', 'en', 'desktop', 100),
        // Twenty-one more pages of one view each on the 4th: only 20 pages are listed.
        ...Array.from({ length: 21 }, (_, index) =>
          row('2026-12-04', `/resources/blog/post-${String(index).padStart(2, '0')}`, '', 'en', 'desktop', 1),
        ),
      ])
      .execute();
    const stamp = now.toISOString();
    await db
      .insertInto('visit_days')
      .values([
        { day: '2026-11-30', salt: null, visitors: 50, created_at: stamp },
        { day: '2026-12-01', salt: null, visitors: 9, created_at: stamp },
        { day: '2026-12-02', salt: null, visitors: 4, created_at: stamp },
        { day: '2026-12-04', salt: null, visitors: 2, created_at: stamp },
        { day: '2026-12-05', salt: 'ab'.repeat(32), visitors: null, created_at: stamp },
      ])
      .execute();
    await db
      .insertInto('visit_hashes')
      .values(['h1', 'h2', 'h3'].map((hash) => ({ day: '2026-12-05', hash })))
      .execute();
  });
  afterAll(() => t.close());

  it('answers every day with its page views and visitors, the top pages and sites, languages and devices', async () => {
    const report = await visitsReport(t.app.database.db, { from: '2026-12-01', to: '2026-12-05' }, now);
    expect(report.days).toEqual([
      { date: '2026-12-01', pageViews: 17, visitors: 9 },
      { date: '2026-12-02', pageViews: 7, visitors: 4 },
      { date: '2026-12-03', pageViews: 0, visitors: 0 },
      { date: '2026-12-04', pageViews: 23, visitors: 2 },
      { date: '2026-12-05', pageViews: 5, visitors: 3 },
    ]);
    expect(report.pages.length).toBe(20);
    expect(report.pages.slice(0, 4)).toEqual([
      { path: '/', pageViews: 16 },
      { path: '/events', pageViews: 14 },
      { path: '/membership', pageViews: 1 },
      { path: '/resources/blog/post-00', pageViews: 1 },
    ]);
    expect(report.pages.at(-1)).toEqual({ path: '/resources/blog/post-16', pageViews: 1 });
    expect(report.referrers).toEqual([
      { host: 'news.example.com', pageViews: 6 },
      { host: 'partner.example.net', pageViews: 6 },
    ]);
    expect(report.languages).toEqual([
      { locale: 'en', pageViews: 46 },
      { locale: 'ml', pageViews: 6 },
    ]);
    expect(report.devices).toEqual([
      { device: 'mobile', pageViews: 9 },
      { device: 'tablet', pageViews: 6 },
      { device: 'desktop', pageViews: 37 },
    ]);
  });

  it('averages the daily visitors over the days before and including a day', async () => {
    // 30 days to 2026-12-05: 50 + 9 + 4 + 0 + 2 + 3 = 68 over 30 days.
    expect(await averageDailyVisitors(t.app.database.db, '2026-12-05')).toBe(2);
    // Five days to 2026-12-05: (9 + 4 + 0 + 2 + 3) / 5 = 3.6.
    expect(await averageDailyVisitors(t.app.database.db, '2026-12-05', 5)).toBe(4);
    expect(await averageDailyVisitors(t.app.database.db, '2026-10-01')).toBe(0);
  });
});
