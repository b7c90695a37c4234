import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminPage from '../../admin/routes/admin-page';
import OperatorPage from '../../operator/routes/operator-page';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { render, renderIn, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import { countsOf, eventOf, guestOf, noReach } from '../testing/guest-lists';
import { GuestListsScreen } from './guest-lists-screen';

/** The staff's Events screen (issue 30): the events taking registrations here, one opened in place, in the admin menu and the operator's tabs. */

let routes: Record<string, Handler>;
let calls: Call[];

beforeEach(() => {
  saveStaffSignIn('token', 'admin');
  routes = {
    'GET /api/admin/guest-lists': () =>
      json([
        eventOf(),
        eventOf({
          id: 'e2',
          title: 'Pitch Deck Clinic',
          capacity: null,
          counts: countsOf({ going: 7, pending: 0, waitlist: 0, checkedIn: 0 }),
          cancelledAt: '2026-11-30T09:00:00.000Z',
        }),
      ]),
    'GET /api/admin/guest-lists/e1': () => json({ event: eventOf(), guests: [guestOf()], reach: noReach }),
  };
  calls = stubApi(routes);
});
afterEach(() => vi.unstubAllGlobals());

const eventCard = (title: string) => screen.getByRole('button', { name: title }).closest('li')!;

describe('the Events screen', () => {
  it('lists each event with its date, its counts and whether it was cancelled', async () => {
    render(<GuestListsScreen />);
    await screen.findByRole('button', { name: 'December meet-up in Kochi' });
    const meetup = eventCard('December meet-up in Kochi');
    expect(within(meetup).getByText(/^12 Dec 2026/)).toBeInTheDocument();
    expect(within(meetup).getByText('Going:').nextElementSibling).toHaveTextContent('12 of 40');
    expect(within(meetup).getByText('Pending:').nextElementSibling).toHaveTextContent('2');
    expect(within(meetup).getByText('Waitlist:').nextElementSibling).toHaveTextContent('1');
    expect(within(meetup).getByText('Checked in:').nextElementSibling).toHaveTextContent('3');
    expect(within(meetup).queryByText('Cancelled')).not.toBeInTheDocument();
    const clinic = eventCard('Pitch Deck Clinic');
    expect(within(clinic).getByText('Going:').nextElementSibling).toHaveTextContent(/^7$/);
    expect(within(clinic).getByText('Cancelled')).toBeInTheDocument();
  });

  it('opens an event’s guest list in place, and Back returns to the list with the focus on its heading', async () => {
    render(<GuestListsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'December meet-up in Kochi' }));
    expect(screen.getByRole('heading', { level: 2, name: 'December meet-up in Kochi' })).toHaveFocus();
    expect(await screen.findByText('Asha Varghese')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to all events' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Events' })).toHaveFocus();
    expect(calls.filter((call) => call.url === '/api/admin/guest-lists')).toHaveLength(2);
  });

  it('says when no event takes registrations here, and when the list could not be read', async () => {
    routes['GET /api/admin/guest-lists'] = () => json([]);
    const view = render(<GuestListsScreen />);
    expect(await screen.findByText(/^No event takes registrations on this site yet\./)).toBeInTheDocument();
    view.unmount();
    routes['GET /api/admin/guest-lists'] = () => failure(500, 'Something went wrong.');
    render(<GuestListsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('is in the admin menu at /admin/events, named in Malayalam on a Malayalam screen', async () => {
    renderIn(
      'ml',
      <MemoryRouter initialEntries={['/ml/admin/events']}>
        <AdminPage />
      </MemoryRouter>,
    );
    const menu = within(screen.getByRole('navigation', { name: 'അഡ്മിൻ മെനു' }));
    expect(menu.getByRole('link', { name: 'പരിപാടികൾ' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: 'December meet-up in Kochi' })).toBeInTheDocument();
  });

  it("is the operator's Events tab, read only once opened", async () => {
    saveStaffSignIn('token', 'operator');
    render(
      <MemoryRouter initialEntries={['/operator']}>
        <OperatorPage />
      </MemoryRouter>,
    );
    const tab = screen.getByRole('tab', { name: 'Events' });
    expect(calls.some((call) => call.url.startsWith('/api/admin/guest-lists'))).toBe(false);
    await userEvent.click(tab);
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Events' })).findByRole('button', { name: 'December meet-up in Kochi' }),
    ).toBeInTheDocument();
  });
});
