import type { Enabler } from '@wfc/shared';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { clearQueryMemory } from '../../../lib/query';
import { renderIn, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Handler } from '../../../testing/stub-api';
import AllEnablersPage from './all-enablers-page';

function enabler(id: number, name: string): Enabler {
  return {
    id,
    name,
    photo: `/images/enablers/enabler-0${id}.svg`,
    title: 'Founder',
    description: 'Mentor.',
    expertise: ['Marketing'],
    region: 'Kochi',
    yearsOfExperience: 8,
  };
}

const enablers = [enabler(1, 'Anjali Menon'), enabler(2, 'Meera Pillai'), enabler(3, 'Lakshmi Nair')];
const BOOKABLE = 'GET /api/enablers/bookable';

function renderDirectory(bookable: Handler, locale: 'en' | 'ml' = 'en') {
  const calls = stubApi({ [BOOKABLE]: bookable });
  renderIn(
    locale,
    <InitialDataProvider data={{ '/api/enablers': enablers }}>
      <MemoryRouter initialEntries={[locale === 'ml' ? '/ml/allenablers' : '/allenablers']}>
        <AllEnablersPage />
      </MemoryRouter>
    </InitialDataProvider>,
  );
  return calls;
}

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article')!;
const bookableCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === '/api/enablers/bookable');

beforeEach(() => clearQueryMemory());
afterEach(() => vi.unstubAllGlobals());

describe('the directory’s cards and sessions (issue 31)', () => {
  it('offer "Book a session" on the cards of those who take bookings, with the stats of those who show them, asked once', async () => {
    const calls = renderDirectory(() => json({ profileIds: [2, 3], stats: { '2': { sessions: 12, minutes: 540 } } }));
    // Role queries over the whole directory are slow in jsdom: the card is waited for by its text.
    await screen.findByText('12 sessions · 540 minutes mentored');
    const meera = within(cardOf('Meera Pillai'));
    expect(meera.getByText('12 sessions · 540 minutes mentored')).toBeInTheDocument();
    expect(meera.getByRole('link', { name: 'Book a session with Meera Pillai' })).toHaveAttribute('href', '/book/2');
    const lakshmi = within(cardOf('Lakshmi Nair'));
    expect(lakshmi.getByRole('link', { name: 'Book a session with Lakshmi Nair' })).toHaveAttribute('href', '/book/3');
    expect(lakshmi.queryByText(/minutes mentored/)).toBeNull();
    expect(within(cardOf('Anjali Menon')).queryByRole('link', { name: /Book a session/ })).toBeNull();

    // Filtering the cards asks nothing again.
    await userEvent.setup().type(screen.getByLabelText('Search enablers'), 'a');
    expect(bookableCalls(calls)).toHaveLength(1);
  });

  it('says one session and one minute in the singular', async () => {
    renderDirectory(() => json({ profileIds: [1], stats: { '1': { sessions: 1, minutes: 1 } } }));
    expect(await within(cardOf('Anjali Menon')).findByText('1 session · 1 minute mentored')).toBeInTheDocument();
  });

  it('leave the cards as they are when the question fails', async () => {
    const calls = renderDirectory(() => failure(500, 'Something went wrong.'));
    await vi.waitFor(() => expect(bookableCalls(calls)).toHaveLength(1));
    expect(screen.getAllByRole('button', { name: /^Connect with/ })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /Book a session/ })).toBeNull();
  });

  it('link to the Malayalam booking page from a Malayalam page', async () => {
    renderDirectory(() => json({ profileIds: [2], stats: { '2': { sessions: 3, minutes: 90 } } }), 'ml');
    await screen.findByText('3 സെഷനുകൾ · 90 മിനിറ്റ് മാർഗദർശനം');
    const meera = within(cardOf('Meera Pillai'));
    expect(meera.getByText('3 സെഷനുകൾ · 90 മിനിറ്റ് മാർഗദർശനം')).toBeInTheDocument();
    expect(meera.getByRole('link', { name: 'Meera Pillai എന്നവരുമായി സെഷൻ ബുക്ക് ചെയ്യുക' })).toHaveAttribute('href', '/ml/book/2');
  });
});
