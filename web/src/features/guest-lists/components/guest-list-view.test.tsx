import userEvent from '@testing-library/user-event';
import type { Guest } from '@wfc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import { countsOf, eventOf, guestOf, noReach } from '../testing/guest-lists';
import { GuestListView } from './guest-list-view';

/** One event's guest list: its filters and search, and each guest's actions by her status. */

const asha = guestOf();
const bina = guestOf({ id: 'g2', name: 'Bina Thomas', email: 'bina@example.com', status: 'pending', answers: [] });
const chitra = guestOf({ id: 'g3', name: 'Chitra Nair', email: 'chitra@example.com', status: 'waitlisted', position: 1, answers: [] });
const devi = guestOf({ id: 'g4', name: 'Devi Menon', email: 'devi@example.com', checkedInAt: '2026-12-12T10:05:00.000Z', answers: [] });

let routes: Record<string, Handler>;
let calls: Call[];
const base = '/api/admin/guest-lists/e1';
const changed = (guest: Guest, message: string) => () => json({ guest, counts: countsOf(), message });

beforeEach(() => {
  saveStaffSignIn('token', 'operator');
  routes = { [`GET ${base}`]: () => json({ event: eventOf(), guests: [asha, bina, chitra, devi], reach: { email: 24, whatsapp: 1 } }) };
  calls = stubApi(routes);
});
afterEach(() => vi.unstubAllGlobals());

async function openList() {
  const onBack = vi.fn();
  render(<GuestListView summary={eventOf()} onBack={onBack} />);
  await screen.findByText('Asha Varghese');
  return onBack;
}

const reads = () => calls.filter((call) => call.method === 'GET').map((call) => call.url);
const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe("an event's guest list", () => {
  it('opens with the focus on its title, its counts, and the going guests with their status, answers and check-in time', async () => {
    const onBack = await openList();
    expect(screen.getByRole('heading', { level: 2, name: 'December meet-up in Kochi' })).toHaveFocus();
    expect(reads()).toEqual([`${base}?state=going`]);
    expect(screen.getByText('12 of 40')).toBeInTheDocument();
    // How many its messages reached (issue 44).
    expect(screen.getByText('Reached: 24 people by e-mail, 1 on WhatsApp')).toBeInTheDocument();
    const ashaCard = card('Asha Varghese');
    expect(within(ashaCard).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(ashaCard).getByText('Going')).toBeInTheDocument();
    expect(within(ashaCard).getByText('What do you do?').nextElementSibling).toHaveTextContent('Founder');
    expect(within(card('Chitra Nair')).getByText('On the waitlist')).toBeInTheDocument();
    expect(within(card('Chitra Nair')).getByText('Place on the waitlist').nextElementSibling).toHaveTextContent('1');
    expect(within(card('Devi Menon')).getByText('Checked in').nextElementSibling).toHaveTextContent(/12 Dec 2026/);
    await userEvent.click(screen.getByRole('button', { name: 'Back to all events' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('filters by state with its count, and searches names and addresses', async () => {
    await openList();
    const filters = screen.getByRole('group', { name: 'Show' });
    expect(within(filters).getByRole('button', { name: 'Going (12)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(filters).getByRole('button', { name: 'Pending (2)' }));
    await vi.waitFor(() => expect(reads().at(-1)).toBe(`${base}?state=pending`));
    await userEvent.click(within(filters).getByRole('button', { name: 'Checked in (3)' }));
    await vi.waitFor(() => expect(reads().at(-1)).toBe(`${base}?state=checked-in`));
    await userEvent.click(within(filters).getByRole('button', { name: 'Everyone' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'bina@');
    await vi.waitFor(() => expect(reads().at(-1)).toBe(`${base}?q=bina%40`));
    expect(reads()).not.toContain(`${base}?q=b`);
  });

  it("offers each guest the actions of her status, and calls each one's route", async () => {
    routes[`POST ${base}/guests/g2/approve`] = changed({ ...bina, status: 'confirmed' }, 'Bina Thomas is going.');
    routes[`POST ${base}/guests/g2/decline`] = changed({ ...bina, status: 'declined' }, 'Bina Thomas was declined. She is told.');
    routes[`POST ${base}/guests/g3/confirm`] = changed({ ...chitra, status: 'confirmed' }, 'Chitra Nair moved up.');
    routes[`POST ${base}/guests/g1/check-in`] = changed(
      { ...asha, checkedInAt: '2026-12-12T10:10:00.000Z' },
      'Asha Varghese is checked in.',
    );
    routes[`POST ${base}/guests/g4/undo-check-in`] = changed({ ...devi, checkedInAt: null }, 'Check-in undone.');
    await openList();
    expect(within(card('Bina Thomas')).queryByRole('button', { name: /^Check in/ })).not.toBeInTheDocument();
    expect(within(card('Chitra Nair')).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(card('Devi Menon')).queryByRole('button', { name: 'Check in Devi Menon' })).not.toBeInTheDocument();

    const press = async (name: string, notice: string) => {
      await userEvent.click(screen.getByRole('button', { name }));
      expect(await screen.findByRole('status')).toHaveTextContent(notice);
    };
    await press('Approve Bina Thomas', 'Bina Thomas is going.');
    await press('Decline Bina Thomas', 'Bina Thomas was declined. She is told.');
    await press('Move up Chitra Nair', 'Chitra Nair moved up.');
    await press('Check in Asha Varghese', 'Asha Varghese is checked in.');
    await press('Undo check-in of Devi Menon', 'Check-in undone.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `${base}/guests/g2/approve`,
      `${base}/guests/g2/decline`,
      `${base}/guests/g3/confirm`,
      `${base}/guests/g1/check-in`,
      `${base}/guests/g4/undo-check-in`,
    ]);
    // Each action reads the list again, for its counts and the guests it holds now.
    expect(reads().length).toBeGreaterThanOrEqual(6);
  });

  it('moves the focus to the list of guests when an action took the guest out of the list shown', async () => {
    routes[`POST ${base}/guests/g2/approve`] = changed({ ...bina, status: 'confirmed' }, 'Bina Thomas is going.');
    await openList();
    routes[`GET ${base}`] = () => json({ event: eventOf(), guests: [asha], reach: noReach });
    await userEvent.click(screen.getByRole('button', { name: 'Approve Bina Thomas' }));
    await vi.waitFor(() => expect(screen.queryByText('Bina Thomas')).not.toBeInTheDocument());
    // The focus moves in an effect after the list is drawn.
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Guests' })).toHaveFocus());
  });

  it('cancels a registration only after asking, the focus back on the button when she keeps it', async () => {
    routes[`POST ${base}/guests/g1/cancel`] = changed({ ...asha, status: 'cancelled' }, 'The registration is cancelled. She is told.');
    await openList();
    const cancel = screen.getByRole('button', { name: 'Cancel the registration of Asha Varghese' });
    await userEvent.click(cancel);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the registration of Asha Varghese?' });
    expect(within(dialog).getByRole('button', { name: 'Keep her registration' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep her registration' }));
    expect(cancel).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(cancel);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel her registration' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The registration is cancelled. She is told.');
    expect(calls).toContainEqual({ method: 'POST', url: `${base}/guests/g1/cancel`, body: undefined });
  });

  it("shows the server's refusal of an action, and a list that could not be read", async () => {
    const full = 'The event is full: no place is free to move her up.';
    routes[`POST ${base}/guests/g3/confirm`] = () => failure(409, full, 'EVENT_FULL');
    await openList();
    await userEvent.click(screen.getByRole('button', { name: 'Move up Chitra Nair' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(full);

    routes[`GET ${base}`] = () => failure(500, 'Something went wrong.');
    await userEvent.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Waitlist (1)' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('marks the guests who never opened their link, filters them, and releases their places together after asking (issue 38)', async () => {
    const esha = guestOf({ id: 'g5', name: 'Esha Pillai', email: 'esha@example.com', linkOpenedAt: null, answers: [] });
    const unopened = eventOf({ counts: countsOf({ neverOpened: 1 }) });
    routes[`GET ${base}`] = () => json({ event: unopened, guests: [asha, esha], reach: noReach });
    routes[`POST ${base}/release-unopened`] = () =>
      json({
        count: 1,
        counts: countsOf({ going: 11, neverOpened: 0 }),
        message: 'Released 1 places of guests who never opened their link; each is told.',
      });
    render(<GuestListView summary={unopened} onBack={vi.fn()} />);
    await screen.findByText('Esha Pillai');
    expect(within(card('Esha Pillai')).getByText('Never opened her link')).toBeInTheDocument();
    expect(within(card('Asha Varghese')).queryByText('Never opened her link')).not.toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Never opened her link (1)' }));
    await vi.waitFor(() => expect(reads().at(-1)).toBe(`${base}?state=never-opened`));

    const release = screen.getByRole('button', { name: 'Release places of guests who never opened their link' });
    await userEvent.click(release);
    const dialog = screen.getByRole('alertdialog', { name: 'Release the places of guests who never opened their link?' });
    expect(dialog).toHaveTextContent('more than 24 hours ago');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep their places' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    routes[`GET ${base}`] = () => json({ event: eventOf(), guests: [asha], reach: noReach });
    await userEvent.click(release);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, release their places' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Released 1 places of guests who never opened their link; each is told.');
    expect(calls).toContainEqual({ method: 'POST', url: `${base}/release-unopened`, body: undefined });
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Release places of guests who never opened their link' })).not.toBeInTheDocument(),
    );
  });
});
