import { ReportPeriodQuery, reportKinds, type ReportAnswers, type ReportKind, type User } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { startPeriodic } from '../../lib/periodic';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { HOME_COUNTERS_REFRESH_MS } from './home-counters';
import { reportCsv } from './reports-csv';
import {
  getEventsReport,
  getHelpReport,
  getInquiriesReport,
  getMembersReport,
  getNewslettersReport,
  getSessionsReport,
} from './reports.service';

type ReportOf<K extends ReportKind> = (database: Database, query: ReportPeriodQuery, actor: User, now: Date) => Promise<ReportAnswers[K]>;

const reports: { [K in ReportKind]: ReportOf<K> } = {
  help: getHelpReport,
  members: getMembersReport,
  newsletters: getNewslettersReport,
  events: getEventsReport,
  sessions: getSessionsReport,
  inquiries: getInquiriesReport,
};

/**
 * The club's reports over a period (issue 43, docs/reports.md), for admins and operators:
 * `GET /api/staff/reports/<kind>?from&to` and `<kind>.csv`. Also refreshes the home page's live
 * counters hourly in this process (home-counters.ts).
 */
export async function reportsRoutes(app: FastifyInstance) {
  const staff = { preHandler: requireRole(app, 'admin', 'operator') };

  for (const kind of reportKinds) {
    const report = (request: Parameters<typeof actorOf>[0]) =>
      reports[kind](app.database, parseInput(ReportPeriodQuery, request.query), actorOf(request), app.clock());

    app.get(`/api/staff/reports/${kind}`, staff, async (request) => report(request));

    app.get(`/api/staff/reports/${kind}.csv`, staff, async (request, reply) => {
      const answer = await report(request);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('Content-Disposition', `attachment; filename="${kind}-${answer.period.from}-to-${answer.period.to}.csv"`)
        .send(await reportCsv(kind, answer));
    });
  }

  // The live counters change at most hourly: when they did, this process's kept pages are rendered again.
  const counters = app.contentDocuments.homeCounters;
  let refresher: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    refresher = startPeriodic(
      'home-counters',
      HOME_COUNTERS_REFRESH_MS,
      async () => {
        if (await counters.refresh()) {
          app.contentDocuments.clear();
          app.pages.clear();
        }
      },
      app.log,
    );
  });
  app.addHook('onClose', async () => refresher?.stop());
}
