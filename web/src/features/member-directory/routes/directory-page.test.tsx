import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, MemoryRouter, type MemoryHistory } from '../../../lib/router';
import { atWidth, axeViolations, LAYOUT_WIDTHS } from '../../../testing/layout';
import { render, screen, waitFor, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { cardOf, DIRECTORY_CSRF, emptyListing, stubDirectoryApi, type DirectoryCall } from '../testing/directory-api-stub';
import DirectoryPage from './directory-page';

function renderPage(at = '/members') {
  const history: MemoryHistory = createMemoryHistory({ initialEntries: [at] });
  const view = render(
    <MemoryRouter history={history}>
      <DirectoryPage />
    </MemoryRouter>,
  );
  return { history, ...view };
}

const directoryCalls = (calls: DirectoryCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/member/directory?') || call.url === '/api/member/directory');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the member directory', () => {
  it('sends a signed-out visitor to sign in or to join', async () => {
    const { routes } = stubDirectoryApi();
    routes['GET /api/member/directory'] = () => failure(401, 'Please sign in.', 'UNAUTHORIZED');
    renderPage();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/memberlogin');
    expect(screen.getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('heading', { level: 1, name: 'Member directory' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it("invites a signed-in non-member to join, in the server's words", async () => {
    const { routes, calls } = stubDirectoryApi();
    routes['GET /api/member/directory'] = () => failure(403, 'The directory is for members. Join the club.', 'NOT_A_MEMBER');
    renderPage();
    expect(await screen.findByText('The directory is for members. Join the club.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/membership');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/member/directory/filters'))).toBe(false);
  });

  it('shows every part a card shows, its texts marked with their language, with the cookie and no staff token', async () => {
    const { calls } = stubDirectoryApi([
      cardOf(),
      cardOf({ id: 'l2', name: 'ലക്ഷ്മി', textLocale: 'ml', photo: undefined, website: undefined, linkedin: undefined }),
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Members' });
    const [first, second] = within(list).getAllByRole('article');
    const card = within(first!);
    expect(card.getByRole('heading', { level: 2, name: 'Anjali Menon' })).toHaveAttribute('lang', 'en');
    expect(card.getByRole('img', { name: 'Anjali smiling in her workshop' })).toHaveAttribute('width', '80');
    const avif = first!.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute('srcset', '/api/member/directory/photos/p1-160.avif 160w');
    expect(first!.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/api/member/directory/photos/p1-160.webp 160w, /api/member/directory/photos/p1-320.webp 320w',
    );
    expect(card.getByText('Founder, Coir Works')).toBeInTheDocument();
    expect(card.getByText(/Retail/)).toBeInTheDocument();
    expect(card.getByText('Kochi')).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'I can help with' })).toBeInTheDocument();
    expect(card.getByText('Exporting to Europe, and pricing handmade goods.')).toBeInTheDocument();
    expect(
      within(card.getByRole('list', { name: 'I can help with' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['export', 'pricing']);
    expect(card.getByRole('heading', { name: 'I am looking for' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://coirworks.example');
    expect(card.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', 'https://www.linkedin.com/in/anjali');
    expect(card.getByText('Written in English')).toBeInTheDocument();

    const other = within(second!);
    expect(other.getByRole('heading', { level: 2, name: 'ലക്ഷ്മി' })).toHaveAttribute('lang', 'ml');
    expect(other.getByText('Written in Malayalam')).toBeInTheDocument();
    expect(other.getByText('A co-founder who knows logistics.')).toHaveAttribute('lang', 'ml');
    expect(other.queryByRole('img')).not.toBeInTheDocument();
    expect(other.queryByRole('link')).not.toBeInTheDocument();

    const read = directoryCalls(calls)[0]!;
    expect(read.credentials).toBe('same-origin');
    expect(read.headers.Authorization).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent('2 members shown');
  });

  it("shows each card's actions but on her own card, sends them with her CSRF token, and takes a card she blocks away", async () => {
    const { routes, calls } = stubDirectoryApi([cardOf(), cardOf({ id: 'mine', name: 'Lakshmi Varma' })]);
    routes['GET /api/member/listing'] = () => json({ ...emptyListing(), listing: { id: 'mine' } });
    routes['POST /api/member/blocks'] = () => json({ message: 'She is blocked.' });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Introduce me to Anjali Menon' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lakshmi Varma' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Introduce me to Lakshmi Varma' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Block Anjali Menon' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('She is blocked.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Anjali Menon' })).not.toBeInTheDocument();
    const block = calls.find((call) => call.method === 'POST')!;
    expect(block.headers['X-CSRF-Token']).toBe(DIRECTORY_CSRF);
    expect(block.body).toEqual({ listingId: 'l1' });
  });

  it('searches what she types, keeps it in the address, and never loses it to a slow answer', async () => {
    const { calls, routes } = stubDirectoryApi();
    let answer: (() => void) | undefined;
    renderPage();
    await screen.findByRole('list', { name: 'Members' });
    routes['GET /api/member/directory'] = (_body, url) =>
      new Promise((resolve) => {
        answer = () => resolve(json({ items: url.includes('q=') ? [cardOf({ id: 'l9', name: 'Devi Nair' })] : [], nextCursor: null }));
      });
    const box = screen.getByRole('searchbox', { name: 'Search members' });
    await userEvent.type(box, 'export');
    await waitFor(() => expect(directoryCalls(calls).at(-1)?.url).toBe('/api/member/directory?q=export'));
    await userEvent.type(box, ' kochi');
    expect(box).toHaveValue('export kochi');
    answer?.();
    await waitFor(() => expect(directoryCalls(calls).at(-1)?.url).toBe('/api/member/directory?q=export+kochi'));
    expect(box).toHaveValue('export kochi');
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Devi Nair' })).toBeInTheDocument();
    expect(box).toHaveValue('export kochi');
  });

  it('reads the search and filters from the address, and filters by vertical, city and tag', async () => {
    const { calls } = stubDirectoryApi();
    const { history } = renderPage('/members?q=pricing&city=Kochi');
    expect(await screen.findByRole('searchbox', { name: 'Search members' })).toHaveValue('pricing');
    await screen.findByRole('list', { name: 'Members' });
    expect(directoryCalls(calls)[0]!.url).toBe('/api/member/directory?q=pricing&city=Kochi');
    const city = await screen.findByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toHaveValue('Kochi'));
    expect(within(city).getByRole('option', { name: 'Thrissur (1)' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vertical' }), 'Retail');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'export (2)');
    await waitFor(() =>
      expect(directoryCalls(calls).at(-1)!.url).toBe('/api/member/directory?q=pricing&vertical=retail&city=Kochi&tag=export'),
    );
    expect(history.location().search).toBe('?q=pricing&city=Kochi&vertical=retail&tag=export');

    await userEvent.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(directoryCalls(calls).at(-1)!.url).toBe('/api/member/directory'));
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    stubDirectoryApi([]);
    renderPage('/members?tag=weaving');
    expect(await screen.findByText('No member matches this search.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No member found');
  });

  it('shows more with the cursor', async () => {
    const { routes, calls } = stubDirectoryApi();
    routes['GET /api/member/directory'] = (_body, url) =>
      url.includes('cursor=c2')
        ? json({ items: [cardOf({ id: 'l3', name: 'Meera Pillai' })], nextCursor: null })
        : json({ items: [cardOf(), cardOf({ id: 'l2', name: 'Devi Nair' })], nextCursor: 'c2' });
    renderPage('/members?vertical=retail');
    await screen.findByRole('heading', { name: 'Devi Nair' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Meera Pillai' })).toBeInTheDocument();
    // The focus goes to the first card it added.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Meera Pillai' }).closest('li')).toHaveFocus());
    expect(directoryCalls(calls).at(-1)!.url).toBe('/api/member/directory?vertical=retail&cursor=c2');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  describe.each(LAYOUT_WIDTHS)('at %i px', (width) => {
    it('has no accessibility violations, signed in and signed out', async () => {
      atWidth(width);
      const { routes } = stubDirectoryApi([cardOf(), cardOf({ id: 'l2', name: 'Devi Nair', textLocale: 'ml' })]);
      const first = renderPage();
      await screen.findByRole('list', { name: 'Members' });
      expect(await axeViolations(first.container)).toEqual([]);
      first.unmount();
      routes['GET /api/member/directory'] = () => failure(401, 'Please sign in.', 'UNAUTHORIZED');
      const second = renderPage();
      await screen.findByRole('link', { name: 'Sign in' });
      expect(await axeViolations(second.container)).toEqual([]);
    });
  });
});
