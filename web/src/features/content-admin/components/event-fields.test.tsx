import userEvent from '@testing-library/user-event';
import { externalRegistration, type CollectionList, type EventItem } from '@wfc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { toLocalInput } from '../lib/local-time';
import { CollectionSection } from './collection-section';
import { eventsConfig } from './event-fields';

/** The event editor asks for the time once (issue 38, people met 10): the card's date and time texts follow "Starts at" unless she writes her own. */

const list: CollectionList = { items: [], images: ['/images/events/cover.svg'] };
let posted: Record<string, unknown>[];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method === 'GET' && url === '/api/admin/content/events') return json(list);
      if (method === 'POST' && url === '/api/admin/content/events') {
        posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json({ id: 'e1', message: 'Created.' }, 201);
      }
      return failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const dateField = () => screen.getByRole('textbox', { name: 'Date as shown (optional: from Starts at)' });
const timeField = () => screen.getByRole('textbox', { name: 'Time as shown (optional: from Starts at and Ends at)' });

async function newEventStarting(startIso: string, endIso?: string) {
  render(<CollectionSection config={eventsConfig} />);
  await userEvent.click(await screen.findByRole('button', { name: 'New event' }));
  const starts = screen.getByLabelText('Starts at');
  await userEvent.clear(starts);
  await userEvent.type(starts, toLocalInput(startIso));
  if (endIso) await userEvent.type(screen.getByLabelText('Ends at (optional: two hours after the start)'), toLocalInput(endIso));
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Pricing Workshop');
  await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), 'Kochi');
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Pricing your work.');
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Link (only needed when guests register on another site)' }),
    'https://tickets.example/pricing',
  );
}

const create = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
  await vi.waitFor(() => expect(posted).toHaveLength(1));
  return posted[0]!;
};

describe("the event editor's date and time texts", () => {
  it('are optional, show what the card will say, and are made from Starts at and Ends at (Kerala time) when left empty', async () => {
    await newEventStarting('2026-12-12T04:30:00.000Z', '2026-12-12T07:30:00.000Z');
    expect(dateField()).not.toBeRequired();
    expect(timeField()).not.toBeRequired();
    expect(dateField()).toHaveAttribute('placeholder', 'Saturday, 12 December 2026');
    expect(timeField()).toHaveAttribute('placeholder', '10:00 AM - 1:00 PM IST');
    expect(await create()).toMatchObject({
      date: 'Saturday, 12 December 2026',
      time: '10:00 AM - 1:00 PM IST',
      dateObj: '2026-12-12T04:30:00.000Z',
    });
  });

  it('send her own words when she writes them; without an end, the time runs two hours', async () => {
    await newEventStarting('2026-12-12T12:30:00.000Z');
    expect(timeField()).toHaveAttribute('placeholder', '6:00 PM - 8:00 PM IST');
    await userEvent.type(dateField(), 'Saturday evening, 12 December');
    expect(await create()).toMatchObject({ date: 'Saturday evening, 12 December', time: '6:00 PM - 8:00 PM IST' });
  });

  it('follow Starts at for a saved event whose texts say what it says, and keep texts of her own', () => {
    const item = {
      id: 'e1',
      title: 'Pricing Workshop',
      dateObj: '2026-12-12T04:30:00.000Z',
      endsAt: '2026-12-12T07:30:00.000Z',
      ml: {},
      registration: externalRegistration,
    } as unknown as EventItem;
    expect(eventsConfig.toDraft({ ...item, date: 'Saturday, 12 December 2026', time: '10:00 AM - 1:00 PM IST' })).toMatchObject({
      date: '',
      time: '',
    });
    expect(eventsConfig.toDraft({ ...item, date: 'Sat 12 Dec', time: 'Mornings' })).toMatchObject({ date: 'Sat 12 Dec', time: 'Mornings' });
  });
});
