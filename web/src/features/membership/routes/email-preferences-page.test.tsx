import userEvent from '@testing-library/user-event';
import type { MemberPreferences } from '@wfc/shared';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIn, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import EmailPreferencesPage from './email-preferences-page';

const TOKEN = 'a'.repeat(43);

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function preferencesOf(overrides: Partial<MemberPreferences> = {}): MemberPreferences {
  return {
    firstName: 'Lakshmi',
    topics: ['network', 'events', 'mentor'],
    locale: 'en',
    newsletterTopics: ['network', 'events'],
    newsletterSubject: 'November at the club',
    ...overrides,
  };
}

/** Stubs the API (`routes`, keyed "METHOD /path", changeable by a test) and records every call. */
function stubApi(preferences = preferencesOf()) {
  const calls: Call[] = [];
  const routes: Record<string, (body: { topics?: string[]; locale?: string }) => Response | Promise<Response>> = {
    'POST /api/membership/preferences': () => json(preferences),
    'PUT /api/membership/preferences': (body) =>
      json({
        message: body.topics?.length
          ? 'Your e-mail choices are saved.'
          : 'Your e-mail choices are saved: you will get no e-mail from the club.',
        topics: body.topics,
        locale: body.locale,
      }),
    'POST /api/membership/unsubscribe': () =>
      json({ message: 'You are unsubscribed. The club will not send you member e-mails any more.' }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string>, body });
      return (await routes[`${method} ${url}`]?.(body)) ?? failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
  return { calls, routes };
}

/** Opens the page as the e-mail's link does: the token in the fragment. */
function openPage(locale: 'en' | 'ml' = 'en', fragment = `#${TOKEN}`) {
  const path = `${locale === 'ml' ? '/ml' : ''}/membership/unsubscribe`;
  window.history.replaceState(null, '', path + fragment);
  renderIn(
    locale,
    <MemoryRouter initialEntries={[path + fragment]}>
      <EmailPreferencesPage />
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the e-mail preferences page (issue 29)', () => {
  it('reads her choices once with the token from the fragment, takes it out of the address bar, and shows them', async () => {
    saveStaffSignIn('staff-token', 'operator');
    const { calls } = stubApi();
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your e-mail choices' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your e-mail choices…');
    expect(await screen.findByText('Hello Lakshmi')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/membership/unsubscribe');

    const leave = card('About “November at the club”');
    expect(within(leave).getByText(/You got it because you chose Networking and Events\./)).toBeInTheDocument();
    expect(within(leave).getByRole('button', { name: 'Leave Networking and Events' })).toBeInTheDocument();

    const choices = card('Topics and language');
    expect(within(choices).getByRole('checkbox', { name: 'Networking' })).toBeChecked();
    expect(within(choices).getByRole('checkbox', { name: 'Finding a mentor' })).toBeChecked();
    expect(within(choices).getByRole('checkbox', { name: 'Volunteering' })).not.toBeChecked();
    expect(within(choices).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(card('No e-mail at all')).getByRole('button', { name: 'No e-mail at all' })).toBeInTheDocument();

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/membership/preferences', body: { token: TOKEN } });
    expect(calls[0]!.url).not.toContain(TOKEN);
    // The link is the credential: a staff sign-in on this computer does not travel with it.
    expect(calls[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('leaves the e-mail’s own topics, keeps her others, and moves the focus to the answer', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Leave Networking and Events' }));

    const leave = card('About “November at the club”');
    const answer = await within(leave).findByRole('status');
    expect(answer).toHaveTextContent('Your e-mail choices are saved.');
    expect(answer.parentElement).toHaveFocus();
    expect(within(leave).queryByRole('button')).toBeNull();
    expect(within(leave).getByText('You get no e-mail about Networking and Events.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/membership/preferences',
      body: { token: TOKEN, topics: ['mentor'], locale: 'en' },
    });

    const choices = card('Topics and language');
    expect(within(choices).getByRole('checkbox', { name: 'Networking' })).not.toBeChecked();
    expect(within(choices).getByRole('checkbox', { name: 'Finding a mentor' })).toBeChecked();
  });

  it('saves the topics and language she chose', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi();
    openPage();
    const choices = await screen.findByRole('region', { name: 'Topics and language' });
    await user.click(within(choices).getByRole('checkbox', { name: 'Events' }));
    await user.click(within(choices).getByRole('checkbox', { name: 'Volunteering' }));
    await user.click(within(choices).getByRole('radio', { name: 'മലയാളം' }));
    await user.click(within(choices).getByRole('button', { name: 'Save my choices' }));
    expect(await within(choices).findByRole('status')).toHaveTextContent('Your e-mail choices are saved.');
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { token: TOKEN, topics: ['network', 'mentor', 'volunteer'], locale: 'ml' } });
  });

  it('shows a refused save’s message', async () => {
    const user = userEvent.setup();
    const { routes } = stubApi();
    routes['PUT /api/membership/preferences'] = () =>
      failure(429, 'Too many requests. Please wait 60 seconds and try again.', 'RATE_LIMITED');
    openPage();
    const choices = await screen.findByRole('region', { name: 'Topics and language' });
    await user.click(within(choices).getByRole('button', { name: 'Save my choices' }));
    expect(await within(choices).findByRole('alert')).toHaveTextContent('Too many requests. Please wait 60 seconds and try again.');
  });

  it('stops every e-mail with “No e-mail at all”', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi();
    openPage();
    const none = await screen.findByRole('region', { name: 'No e-mail at all' });
    await user.click(within(none).getByRole('button', { name: 'No e-mail at all' }));
    expect(await within(none).findByRole('status')).toHaveTextContent(
      'You are unsubscribed. The club will not send you member e-mails any more.',
    );
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/membership/unsubscribe', body: { token: TOKEN } });
    const choices = card('Topics and language');
    expect(within(choices).getByText('You have chosen no topic: the club sends you no e-mail.')).toBeInTheDocument();
    expect(within(choices).queryByRole('checkbox', { checked: true })).toBeNull();
  });

  it('has no leave button for a membership e-mail’s link, which names no topics', async () => {
    stubApi(preferencesOf({ newsletterTopics: [], newsletterSubject: null }));
    openPage();
    expect(await screen.findByText('Hello Lakshmi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Leave/ })).toBeNull();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'email-topics-title',
      'no-email-title',
    ]);
  });

  it('answers an invalid link with the server’s message and the way to her own page', async () => {
    const { routes } = stubApi();
    routes['POST /api/membership/preferences'] = () =>
      failure(400, 'This link is not valid. Please sign in on the member page to choose your e-mail.', 'MEMBER_LINK_INVALID');
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid. Please sign in on the member page to choose your e-mail.',
    );
    expect(screen.getByRole('link', { name: 'Sign in to choose your e-mail on your own page' })).toHaveAttribute('href', '/memberlogin');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('without a token in the address says the link is not valid, and calls nothing', () => {
    const { calls } = stubApi();
    openPage('en', '');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid. Please sign in on the member page to choose your e-mail.');
    expect(screen.getByRole('link', { name: 'Sign in to choose your e-mail on your own page' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says the server could not be reached, without blaming the link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Please open the link again in a moment.');
    expect(screen.queryByRole('link', { name: /Sign in/ })).toBeNull();
  });

  it('speaks Malayalam on the Malayalam page, and asks for the answers in Malayalam', async () => {
    const { calls } = stubApi(preferencesOf({ locale: 'ml', newsletterSubject: 'ക്ലബ്ബിൽ നവംബർ' }));
    openPage('ml');
    expect(await screen.findByText('നമസ്കാരം, Lakshmi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ഒഴിവാക്കുക: നെറ്റ്‌വർക്കിങ്, പരിപാടികൾ' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'മലയാളം' })).toBeChecked();
    expect(calls[0]!.headers['Accept-Language']).toBe('ml');
    expect(window.location.pathname).toBe('/ml/membership/unsubscribe');
  });
});
