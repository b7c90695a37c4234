import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from '../../../lib/router';
import { catchDownloads } from '../../../testing/downloads';
import { atWidth, axeViolations, LAYOUT_WIDTHS } from '../../../testing/layout';
import { renderIn, screen, waitFor, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import {
  eventsAnswer,
  helpAnswer,
  inquiriesAnswer,
  membersAnswer,
  newslettersAnswer,
  sessionsAnswer,
  visitsAnswer,
} from '../testing/report-answers';
import ReportsScreen from './reports-screen';

/** The charts uPlot was asked to draw: their options and data. jsdom has no canvas to draw on. */
const plots = vi.hoisted(() => [] as { options: { width: number; series: { label?: string }[] }; data: unknown[][]; sizes: number[] }[]);
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null };
    private readonly plot: (typeof plots)[number];
    constructor(options: (typeof plots)[number]['options'], data: unknown[][]) {
      this.plot = { options, data, sizes: [] };
      plots.push(this.plot);
    }
    setSize({ width }: { width: number }) {
      this.plot.sizes.push(width);
    }
    destroy() {}
  },
}));

let routes: Record<string, Handler>;
let calls: Call[];
/** The address's query, shown for the test to read. */
function LocationProbe() {
  return <output data-testid="query">{useLocation().search}</output>;
}
const query = () => screen.getByTestId('query').textContent;

beforeEach(() => {
  plots.length = 0;
  // 7 December 2026, 10:00 in Kochi.
  vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-07T04:30:00.000Z'));
  routes = {
    'GET /api/staff/reports/help': () => json(helpAnswer),
    'GET /api/staff/reports/members': () => json(membersAnswer),
    'GET /api/staff/reports/newsletters': () => json(newslettersAnswer),
    'GET /api/staff/reports/events': () => json(eventsAnswer),
    'GET /api/staff/reports/sessions': () => json(sessionsAnswer),
    'GET /api/staff/reports/inquiries': () => json(inquiriesAnswer),
    'GET /api/admin/analytics/visits': () => json(visitsAnswer),
  };
  calls = stubApi(routes);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routerAt =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );

async function showReports(path = '/admin/reports', locale: 'en' | 'ml' = 'en', charts = 7) {
  renderIn(locale, <ReportsScreen />, { wrapper: routerAt(path) });
  await screen.findByText('www.linkedin.com');
  // The charts' code arrives after the figures.
  await waitFor(() => expect(screen.getAllByRole('figure')).toHaveLength(charts), { timeout: 5000 });
  return screen.getByRole('region', { name: locale === 'en' ? 'Reports' : 'റിപ്പോർട്ടുകൾ' });
}

const section = (name: string) => screen.getByRole('region', { name });
const table = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the Reports screen (issue 43)', () => {
  it('reads every report for this month so far, the visits included', async () => {
    await showReports();
    const thisMonth = 'from=2026-12-01&to=2026-12-07';
    expect(calls.map((call) => call.url).sort()).toEqual(
      [
        `/api/admin/analytics/visits?${thisMonth}`,
        ...['events', 'help', 'inquiries', 'members', 'newsletters', 'sessions'].map((kind) => `/api/staff/reports/${kind}?${thisMonth}`),
      ].sort(),
    );
    expect(screen.getByText(/^Showing Dec 1\s–\s7, 2026$/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Help requests',
      'Members',
      'Newsletters',
      'Events',
      'Mentoring sessions',
      'Inquiries',
      'Visits',
    ]);
  });

  it('shows the help figures: a chart of requests in with the same figures in a table, times, deadlines, enablers, ratings', async () => {
    await showReports();
    const help = section('Help requests');
    expect(within(help).getByText('Requests in', { selector: 'dt' }).nextSibling).toHaveTextContent('5');
    expect(within(help).getByText('First response (median)', { selector: 'dt' }).nextSibling).toHaveTextContent('2.5 hr');
    expect(within(help).getByText('Past deadline', { selector: 'dt' }).nextSibling).toHaveTextContent('2');
    expect(table('Help requests in, each day')).toEqual(['DayRequests in', 'Dec 12', 'Dec 20', 'Dec 33']);
    expect(table('Response and resolution times')).toEqual([
      'TimeMedian90th percentileCases measuredNot yet',
      'First response2.5 hr10 hr41',
      'Resolution26 hr48.5 hr23',
    ]);
    expect(table('Help requests by enabler')[1]).toBe('Ana Rao322 hr4 hr026 hr48.5 hr14.5 (2)');
    expect(table('Past deadline and ratings')).toContain('Rated 5 of 51');
    // The chart is a picture with a caption; its figures are the table's.
    const figure = await within(help).findByRole('figure', { name: 'Help requests in, each day' });
    expect(figure.querySelector('[aria-hidden="true"]')).not.toBeNull();
    const chart = plots.find((plot) => plot.options.series[1]?.label === 'Requests in')!;
    expect(chart.data).toEqual([
      [0, 1, 2],
      [2, 0, 3],
    ]);
  });

  it('shows members, newsletters, events, sessions, inquiries and visits, each as a table', async () => {
    await showReports();
    expect(table('Members joined, confirmed and left, each day')).toEqual(['DayJoinedConfirmedLeft', 'Dec 1110', 'Dec 2210', 'Dec 3111']);
    expect(table('Members by vertical')).toEqual(['VerticalJoined in the periodMembers now', 'Tech310', 'Health14']);
    expect(table('Members by interest')).toEqual(['InterestJoined in the periodMembers now', 'Finding a mentor27']);
    expect(table('E-mail reach now')).toContain('E-mail allowed, address failing1');
    expect(table('Newsletters sent in the period')[1]).toBe('December at the clubDec 2, 2026121112');
    expect(within(section('Newsletters')).getByText('No opens or clicks are tracked.')).toBeInTheDocument();
    expect(table('Events in the period')[1]).toBe('Founders’ breakfastDec 3, 202696251');
    expect(table('Mentoring sessions by enabler')).toEqual([
      'EnablerBookedHeldMinutesMentee did not comeEnabler did not comeCancelledRating (ratings)',
      'Meera Pillai42901015 (1)',
      'All enablers42901015 (1)',
    ]);
    expect(table('Inquiries by enabler')[1]).toBe('Meera Pillai31115 hr20 hr');
    expect(table('Page views and daily visitors, each day')).toEqual([
      'DayPage viewsDaily visitors',
      'Dec 112040',
      'Dec 28030',
      'Dec 31,000250',
    ]);
    expect(within(section('Visits')).getByText('Page views', { selector: 'dt' }).nextSibling).toHaveTextContent('1,200');
    expect(table('Most viewed pages')).toEqual(['PagePage views', '/700', '/events500']);
    expect(table('Page views by language')).toEqual(['LanguagePage views', 'English1,000', 'മലയാളം200']);
    expect(table('Page views by device')).toEqual(['DevicePage views', 'Phone900', 'Computer300']);
    // The per-item charts draw a bar a figure beside each other: newsletters' sent, failed, unsubscribed.
    const newsletters = plots.find((plot) => plot.options.series[1]?.label === 'Sent' && plot.data.length === 4)!;
    expect(newsletters.data.slice(1)).toEqual([
      [11, null, null],
      [null, 1, null],
      [null, null, 2],
    ]);
  });

  it('changes the period: a named one at once, two dates on Show, and keeps it in the address', async () => {
    await showReports();
    calls.length = 0;
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last month');
    expect(await screen.findByText(/^Showing Nov 1\s–\s30, 2026$/)).toBeInTheDocument();
    expect(query()).toBe('?period=last-month');
    expect(calls).toContainEqual(expect.objectContaining({ url: '/api/staff/reports/help?from=2026-11-01&to=2026-11-30' }));

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Two dates');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-05');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The first date must not be after the last.')).toBeInTheDocument();
    expect(from).toHaveAccessibleDescription('The first date must not be after the last.');

    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-02');
    calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(/^Showing Oct 2\s–\sNov 30, 2026$/)).toBeInTheDocument();
    expect(query()).toBe('?from=2026-10-02&to=2026-11-30');
    expect(calls).toContainEqual(expect.objectContaining({ url: '/api/admin/analytics/visits?from=2026-10-02&to=2026-11-30' }));
  });

  it('opens on the period its address names', async () => {
    await showReports('/admin/reports?period=quarter');
    expect(screen.getByLabelText('Period')).toHaveDisplayValue('This quarter');
    expect(calls).toContainEqual(expect.objectContaining({ url: '/api/staff/reports/events?from=2026-10-01&to=2026-12-07' }));
  });

  it('downloads each report’s CSV for the period, as the file the server names', async () => {
    const { created, clicked } = catchDownloads();
    routes['GET /api/staff/reports/help.csv'] = () =>
      new Response('date,requests\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="help-2026-12-01-2026-12-07.csv"' },
      });
    routes['GET /api/admin/analytics/visits.csv'] = () => failure(403, 'Only staff may do that.', 'FORBIDDEN');
    await showReports();
    const buttons = screen.getAllByRole('button', { name: /^Download CSV: / });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Download CSV: Help requests',
      'Download CSV: Members',
      'Download CSV: Newsletters',
      'Download CSV: Events',
      'Download CSV: Mentoring sessions',
      'Download CSV: Inquiries',
      'Download CSV: Visits',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Help requests' }));
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: '/api/staff/reports/help.csv?from=2026-12-01&to=2026-12-07' });
    expect(created).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('help-2026-12-01-2026-12-07.csv');

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Visits' }));
    expect(await within(section('Visits')).findByRole('alert')).toHaveTextContent('Only staff may do that.');
  });

  it('shows a report that failed as such, and the others', async () => {
    routes['GET /api/staff/reports/events'] = () => failure(500, 'Something went wrong');
    await showReports('/admin/reports', 'en', 6);
    expect(within(section('Events')).getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(within(section('Mentoring sessions')).queryByRole('alert')).not.toBeInTheDocument();
    expect(table('Mentoring sessions by enabler')).toHaveLength(3);
  });

  it('says so when a period has nothing to show', async () => {
    routes['GET /api/staff/reports/newsletters'] = () => json({ ...newslettersAnswer, newsletters: [] });
    await showReports('/admin/reports', 'en', 6);
    expect(within(section('Newsletters')).getByText('No newsletter was sent in this period.')).toBeInTheDocument();
  });

  it('speaks Malayalam on a Malayalam page, its dates and numbers in Malayalam’s Intl format', async () => {
    await showReports('/ml/admin/reports', 'ml');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'സഹായ അഭ്യർത്ഥനകൾ',
      'അംഗങ്ങൾ',
      'ന്യൂസ്‌ലെറ്ററുകൾ',
      'പരിപാടികൾ',
      'മാർഗദർശന സെഷനുകൾ',
      'അന്വേഷണങ്ങൾ',
      'സന്ദർശനങ്ങൾ',
    ]);
    expect(screen.getByLabelText('കാലയളവ്')).toHaveDisplayValue('ഈ മാസം');
    const range = new Intl.DateTimeFormat('ml', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
      new Date('2026-12-01T12:00:00Z'),
      new Date('2026-12-07T12:00:00Z'),
    );
    expect(screen.getByText(`കാണിക്കുന്നത്: ${range}`)).toBeInTheDocument();
    const day = new Intl.DateTimeFormat('ml', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date('2026-12-03T12:00:00Z'));
    expect(table('ഓരോ ദിവസവും വന്ന സഹായ അഭ്യർത്ഥനകൾ').at(-1)).toBe(`${day}3`);
    const hours = new Intl.NumberFormat('ml', { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 }).format(2.5);
    expect(within(section('സഹായ അഭ്യർത്ഥനകൾ')).getByText('ആദ്യ മറുപടി (മീഡിയൻ)', { selector: 'dt' }).nextSibling).toHaveTextContent(hours);
    expect(screen.getByRole('button', { name: 'CSV ഡൗൺലോഡ് ചെയ്യുക: സന്ദർശനങ്ങൾ' })).toBeInTheDocument();
    expect(table('ഉപകരണം തിരിച്ചുള്ള പേജ് കാഴ്ചകൾ')).toEqual(['ഉപകരണംപേജ് കാഴ്ചകൾ', 'ഫോൺ900', 'കമ്പ്യൂട്ടർ300']);
  });

  describe.each(LAYOUT_WIDTHS)('at %i px', (width) => {
    beforeEach(() => {
      atWidth(width);
      // The chart's container is the screen's width less its margins, up to half a wide screen.
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width >= 1280 ? 520 : width - 48);
    });

    it('draws each chart as wide as its container, each table scrolling within itself, with no axe violation', async () => {
      const region = await showReports();
      expect(plots.length).toBe(7);
      for (const plot of plots) expect(plot.options.width).toBe(width >= 1280 ? 520 : width - 48);
      for (const scroller of screen.getAllByRole('table').map((element) => element.parentElement!)) {
        expect(scroller).toHaveAttribute('tabindex', '0');
        expect(scroller).toHaveClass('overflow-auto');
      }
      expect(await axeViolations(region)).toEqual([]);
    });
  });
});
