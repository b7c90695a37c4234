import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import { eventOf, guestOf, noReach } from '../testing/guest-lists';
import { GuestListView } from './guest-list-view';

/** The guest list's tools: Export CSV, Write to guests, and the admin's Cancel this event. */

let routes: Record<string, Handler>;
let calls: Call[];
const base = '/api/admin/guest-lists/e1';

beforeEach(() => {
  saveStaffSignIn('staff-token', 'admin');
  routes = { [`GET ${base}`]: () => json({ event: eventOf(), guests: [guestOf()], reach: noReach }) };
  calls = stubApi(routes);
});
afterEach(() => vi.unstubAllGlobals());

async function openList() {
  render(<GuestListView summary={eventOf()} onBack={() => undefined} />);
  await screen.findByText('Asha Varghese');
}

describe("the guest list's tools", () => {
  it("exports the state shown as a CSV, fetched with the staff's token and saved as the file the server names", async () => {
    routes[`GET ${base}/export`] = () =>
      new Response('name,email\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="guests-december-meetup.csv"' },
      });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:guests'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await openList();
    await userEvent.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Pending (2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['guests-december-meetup.csv']));
    expect(calls.map((call) => call.url)).toContain(`${base}/export?state=pending`);
    const headers = vi.mocked(fetch).mock.calls.find(([url]) => url === `${base}/export?state=pending`)?.[1]?.headers as Record<
      string,
      string
    >;
    expect(headers.Authorization).toBe('Bearer staff-token');
    click.mockRestore();
  });

  it('says when the export failed', async () => {
    routes[`GET ${base}/export`] = () => failure(404, 'That event could not be found.', 'NOT_FOUND');
    await openList();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That event could not be found.');
  });

  it('writes to the guests in the states she ticks, and shows the fields the server refused', async () => {
    const answers = [
      () =>
        json(
          {
            error: 'Bad Request',
            message: 'Please write the message.',
            code: 'VALIDATION_FAILED',
            fields: { body: 'Please write the message.' },
          },
          400,
        ),
      () => json({ count: 13, message: 'The message is on its way to 13 guests.' }, 202),
    ];
    routes[`POST ${base}/message`] = () => answers.shift()!();
    await openList();
    const write = screen.getByRole('button', { name: 'Write to guests' });
    expect(write).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(write);
    expect(write).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('region', { name: 'Write to guests' });
    const who = within(form).getByRole('group', { name: 'Who gets it' });
    expect(within(who).getByRole('checkbox', { name: 'Going (12)' })).toBeChecked();
    await userEvent.click(within(who).getByRole('checkbox', { name: 'Waitlist (1)' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Parking at the venue');
    await userEvent.click(within(form).getByRole('button', { name: 'Send to these guests' }));
    expect(await within(form).findByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Please write the message.');

    await userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Use the back gate.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send to these guests' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The message is on its way to 13 guests.');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      states: ['going', 'waitlist'],
      subject: 'Parking at the venue',
      body: 'Use the back gate.',
    });
    expect(screen.queryByRole('region', { name: 'Write to guests' })).not.toBeInTheDocument();
    expect(write).toHaveFocus();
  });

  it('lets an admin cancel the event with a note, after asking', async () => {
    routes[`POST ${base}/cancel-event`] = () =>
      json({
        event: eventOf({ cancelledAt: '2026-12-01T09:00:00.000Z' }),
        message: 'The event is cancelled. Its 15 guests are being told.',
      });
    await openList();
    const section = screen.getByRole('region', { name: 'Cancel this event' });
    await userEvent.type(within(section).getByRole('textbox', { name: 'A note to the guests (optional)' }), 'The venue flooded.');
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel this event' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel December meet-up in Kochi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the event' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    routes[`GET ${base}`] = () => json({ event: eventOf({ cancelledAt: '2026-12-01T09:00:00.000Z' }), guests: [], reach: noReach });
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel this event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the event' }));
    expect(await screen.findByText('The event is cancelled. Its 15 guests are being told.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: `${base}/cancel-event`, body: { note: 'The venue flooded.' } });
    expect(await screen.findByText(/^This event was cancelled on 1 Dec 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cancel this event' })).not.toBeInTheDocument();
  });

  it('offers an operator no Cancel this event', async () => {
    saveStaffSignIn('staff-token', 'operator');
    await openList();
    expect(screen.queryByRole('region', { name: 'Cancel this event' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write to guests' })).toBeInTheDocument();
  });
});
