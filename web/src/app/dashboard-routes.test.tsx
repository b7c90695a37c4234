import { act, render, renderIn, screen, within } from '../testing/library';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminPage from '../features/admin/routes/admin-page';
import EnablerPage from '../features/enabler-dashboard/routes/enabler-page';
import OperatorPage from '../features/operator/routes/operator-page';
import { createMemoryHistory, MemoryRouter, Route, Switch, type MemoryHistory } from '../lib/router';
import { failure } from '../testing/responses';
import { DashboardGate } from '../features/guard/components/dashboard-gate';
import { dashboardRoutes } from './dashboard-routes';

/** Issue 26: each screen and tab of a dashboard has an address, which Back, Forward and a reload follow. */

beforeEach(() => {
  // What each screen reads does not matter here, only which screen is shown.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => failure(404, 'Not found', 'NOT_FOUND')),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The dashboards' routes as the site mounts them, in English and under /ml, with a 404 for the rest. */
function routesOf(element: ReactElement, dashboard: 'admin' | 'operator' | 'enabler') {
  const screens = (
    <Switch>
      {dashboardRoutes(dashboard, element)}
      <Route>
        <p>Page not found</p>
      </Route>
    </Switch>
  );
  return (
    <Switch>
      <Route path="/ml" nest>
        {screens}
      </Route>
      <Route>{screens}</Route>
    </Switch>
  );
}

function renderAt(path: string, element: ReactElement, dashboard: 'admin' | 'operator' | 'enabler', locale: 'en' | 'ml' = 'en') {
  const history = createMemoryHistory({ initialEntries: [path] });
  const routes = <MemoryRouter history={history}>{routesOf(element, dashboard)}</MemoryRouter>;
  if (locale === 'ml') renderIn('ml', routes);
  else render(routes);
  return history;
}

const adminMenu = () => within(screen.getByRole('navigation', { name: 'Admin menu' }));
const where = (history: MemoryHistory) => history.location().pathname + history.location().search;

describe("the admin dashboard's addresses", () => {
  it('opens the screen and tab its address names, as a reload or a bookmark does', () => {
    renderAt('/admin/content/events', <AdminPage />, 'admin');
    expect(adminMenu().getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
    expect(adminMenu().getAllByRole('link', { current: 'page' })).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Site settings' })).toHaveAttribute('aria-selected', 'false');
  });

  it('links each screen from the menu; a click is a history entry, Back and Forward move between the screens', async () => {
    const history = renderAt('/admin', <AdminPage />, 'admin');
    expect(adminMenu().getByRole('link', { name: 'Pending Requests' })).toHaveAttribute('aria-current', 'page');
    expect(adminMenu().getByRole('link', { name: 'Pending Requests' })).toHaveAttribute('href', '/admin');
    expect(adminMenu().getByRole('link', { name: 'Sign-in throttles' })).toHaveAttribute('href', '/admin/sign-in-throttles');

    const users = adminMenu().getByRole('link', { name: 'Users' });
    await userEvent.click(users);
    expect(where(history)).toBe('/admin/users');
    expect(users).toHaveAttribute('aria-current', 'page');
    expect(adminMenu().getByRole('link', { name: 'Pending Requests' })).not.toHaveAttribute('aria-current');
    // The dashboard stays mounted: the focus stays on the menu item she chose, as before.
    expect(users).toHaveFocus();
    expect(screen.getByRole('search', { name: 'Find accounts' })).toBeInTheDocument();

    await userEvent.click(adminMenu().getByRole('link', { name: 'Create User' }));
    expect(screen.getByRole('heading', { name: 'Create New User' })).toBeInTheDocument();

    // Back from a field of Create User, which goes with its screen: the focus goes to the menu item of the screen shown.
    await userEvent.click(screen.getByLabelText('Name'));
    act(() => history.go(-1));
    expect(where(history)).toBe('/admin/users');
    expect(users).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'Create New User' })).not.toBeInTheDocument();
    expect(users).toHaveFocus();
    act(() => history.go(-1));
    expect(adminMenu().getByRole('link', { name: 'Pending Requests' })).toHaveAttribute('aria-current', 'page');
    act(() => history.go(1));
    expect(where(history)).toBe('/admin/users');
    expect(screen.getByRole('search', { name: 'Find accounts' })).toBeInTheDocument();
  });

  it("gives the Content screen's tabs addresses: a click is a history entry, the arrow keys take its place", async () => {
    const history = renderAt('/admin/content', <AdminPage />, 'admin');
    expect(screen.getByRole('tab', { name: 'Site settings' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Blog' }));
    expect(where(history)).toBe('/admin/content/blog');
    expect(screen.getByRole('tab', { name: 'Blog' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Blog' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(where(history)).toBe('/admin/content/podcast');
    expect(screen.getByRole('tab', { name: 'Podcast' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Podcast' })).toHaveFocus();

    act(() => history.go(-1));
    expect(where(history)).toBe('/admin/content');
    expect(screen.getByRole('tab', { name: 'Site settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Podcast' })).toHaveAttribute('aria-selected', 'false');
    // The focus was on a tab no longer selected: it goes to the one shown, the only tab in the Tab order.
    expect(screen.getByRole('tab', { name: 'Site settings' })).toHaveFocus();
  });

  it.each(['/admin/no-such-screen', '/admin/content/no-such-tab', '/admin/users/extra', '/ml/admin/nope'])(
    'answers %s with the 404 page',
    (path) => {
      renderAt(
        path,
        <DashboardGate dashboard="admin" notFound={<p>Page not found</p>}>
          <AdminPage />
        </DashboardGate>,
        'admin',
        path.startsWith('/ml') ? 'ml' : 'en',
      );
      expect(screen.getByText('Page not found')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
    },
  );

  it('keeps a Malayalam page in Malayalam: the screens have their addresses under /ml', async () => {
    const history = renderAt('/ml/admin/content/webinars', <AdminPage />, 'admin', 'ml');
    const menu = within(screen.getByRole('navigation'));
    const current = menu.getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/ml/admin/content');
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/ml/admin/users');
    expect(screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')).toBe(screen.getAllByRole('tab').at(-1));
    await userEvent.click(screen.getAllByRole('tab')[0]!);
    expect(where(history)).toBe('/ml/admin/content');
  });
});

describe("the operator's and the enabler's tabs", () => {
  it('opens the tab its address names, and a click on another is a history entry', async () => {
    const history = renderAt('/operator/reports', <OperatorPage />, 'operator');
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    expect(where(history)).toBe('/operator/members');
    await userEvent.click(screen.getByRole('tab', { name: 'Cases' }));
    expect(where(history)).toBe('/operator');
    act(() => history.go(-1));
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  });

  it("leads an e-mail's older ?tab=inquiries to the tab's own address, in its place in the history", () => {
    const history = renderAt('/operator?tab=inquiries', <OperatorPage />, 'operator');
    expect(where(history)).toBe('/operator/inquiries');
    expect(history.action()).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
  });

  it("names the first tab's address too", () => {
    renderAt('/operator/cases', <OperatorPage />, 'operator');
    expect(screen.getByRole('tab', { name: 'Cases' })).toHaveAttribute('aria-selected', 'true');
  });

  it("opens the enabler's tab its address names", () => {
    renderAt('/enabler/inquiries', <EnablerPage />, 'enabler');
    expect(screen.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'false');
  });
});
