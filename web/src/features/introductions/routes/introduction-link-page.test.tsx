import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router';
import { atWidth, axeViolations, LAYOUT_WIDTHS } from '../../../testing/layout';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import { cardOf, introductionOf } from '../testing/introductions-stub';
import IntroductionLinkPage from './introduction-link-page';

const TOKEN = 'tok-intro-1';
// The first answer can take a while on a busy machine (the card's code loads with it).
const LOADED = { timeout: 5000 };
let routes: Record<string, Handler>;
let calls: Call[];

function openLink(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/introduction${hash}`);
  return render(
    <MemoryRouter initialEntries={['/introduction']}>
      <IntroductionLinkPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  routes = {
    'POST /api/introductions/link': (body) =>
      (body as { token: string }).token === TOKEN
        ? json({ introduction: introductionOf(), from: cardOf() })
        : failure(404, 'This link is not valid or has expired. Sign in to see your introductions on your page.', 'NOT_FOUND'),
  };
  calls = stubApi(routes);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the e-mailed link of an introduction request', () => {
  it('reads the token from the fragment, sends it in the body only, and takes it out of the address bar', async () => {
    openLink();
    expect(await screen.findByText('would like to meet you.', { exact: false }, LOADED)).toHaveTextContent(
      'Anjali Menon would like to meet you.',
    );
    expect(window.location.hash).toBe('');
    expect(calls).toEqual([{ method: 'POST', url: '/api/introductions/link', body: { token: TOKEN } }]);
    expect(calls.every((call) => !call.url.includes(TOKEN))).toBe(true);
  });

  it('shows who asks, the parts of her card she shows, and her note', async () => {
    openLink();
    const work = await screen.findByText('Founder, Kochi Looms', {}, LOADED);
    expect(work).toHaveAttribute('lang', 'en');
    const card = work.closest('article')!;
    expect(within(card).getByRole('heading', { name: 'Anjali Menon' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Retail · Kochi');
    expect(within(card).getByText('Export paperwork for handloom.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://kochilooms.example');
    expect(screen.getByText('I export handloom and would love to learn how you priced yours.')).toBeInTheDocument();
  });

  it('accepts and says what happens next', async () => {
    const made = 'Introduction made: we have e-mailed you both, each with the other’s address.';
    routes['POST /api/introductions/link/answer'] = () => json({ message: made, introduction: introductionOf({ status: 'accepted' }) });
    openLink();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }, LOADED));
    const outcome = await screen.findByText(made);
    expect(outcome.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByText('You accepted')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', url: '/api/introductions/link/answer', body: { token: TOKEN, answer: 'accept' } });
    expect(screen.getByRole('link', { name: 'See all your introductions on your page' })).toHaveAttribute('href', '/member#introductions');
  });

  it('declines only after asking', async () => {
    routes['POST /api/introductions/link/answer'] = () =>
      json({
        message: 'You declined. She is told kindly, and nothing of yours is shared.',
        introduction: introductionOf({ status: 'declined' }),
      });
    openLink();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }, LOADED));
    const question = screen.getByRole('alertdialog', { name: 'Decline the request from Anjali Menon?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined. She is told kindly, and nothing of yours is shared.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ body: { token: TOKEN, answer: 'decline' } });
  });

  it('says when the request was answered already', async () => {
    routes['POST /api/introductions/link'] = () =>
      json({ introduction: introductionOf({ status: 'accepted', note: null, noteHidden: true }), from: null });
    openLink();
    expect(await screen.findByText('This introduction has already been answered.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('The club hid this note.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('says an invalid or used link does not work and offers signing in', async () => {
    openLink('#tok-used');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('This link is not valid or has expired.');
    expect(screen.getByRole('link', { name: 'Sign in to see your introductions on your page' })).toHaveAttribute('href', '/memberlogin');
  });

  it('says so without asking the server when there is no token', () => {
    openLink('');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid or has expired.');
    expect(calls).toEqual([]);
  });
});

describe.each(LAYOUT_WIDTHS)('at %i px', (width) => {
  beforeEach(() => atWidth(width));

  it('has no accessibility violations', async () => {
    const { container } = openLink();
    await screen.findByRole('button', { name: 'Accept' }, LOADED);
    expect(await axeViolations(container)).toEqual([]);
  });
});
