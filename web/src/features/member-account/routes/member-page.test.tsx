import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderIn, screen, waitFor, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { MEMBER_FLAG_KEY, saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { rememberMemberSignIn } from '../../sign-in-state/member-session-state';
import { CSRF, homeOf, stubMemberApi } from '../testing/member-api-stub';
import MemberPage from './member-page';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/member']}>
      <MemberPage />
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.unstubAllGlobals());

describe('her own page', () => {
  it('shows her WhatsApp, at #whatsapp, only when the club sends WhatsApp messages (issue 44)', async () => {
    const { calls, routes } = stubMemberApi();
    const { unmount } = render(
      <MemoryRouter initialEntries={['/member']}>
        <MemberPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/member/whatsapp'));
    expect(await screen.findByRole('region', { name: 'Your e-mail choices' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'WhatsApp' })).toBeNull();
    unmount();

    routes['GET /api/member/whatsapp'] = () => json({ available: true, number: null });
    renderPage();
    const whatsapp = await screen.findByRole('region', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute('id', 'whatsapp');
    expect(within(whatsapp).getByRole('textbox', { name: 'Your mobile number on WhatsApp' })).toHaveAttribute('type', 'tel');
  });

  it('shows each section from the API, reads with the cookie and without any staff token, and is kept out of search engines', async () => {
    saveStaffSignIn('staff-token', 'operator');
    const { calls } = stubMemberApi();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your page…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your page' })).toBeInTheDocument();
    expect(screen.getByText('lakshmi@example.org')).toBeInTheDocument();

    expect(within(section('Your details')).getByRole('textbox', { name: 'First Name' })).toHaveValue('Lakshmi');
    expect(within(section('Your details')).getByRole('combobox', { name: 'Job Function' })).toHaveValue('engineer');
    expect(within(section('Your details')).queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(within(section('Your e-mail choices')).getByRole('checkbox', { name: 'Networking' })).toBeChecked();
    expect(within(section('Your e-mail choices')).getByRole('checkbox', { name: 'Finding a mentor' })).not.toBeChecked();
    expect(within(section('Your e-mail choices')).getByRole('radio', { name: 'English' })).toBeChecked();

    const requests = section('Your help requests');
    expect(await within(requests).findByRole('button', { name: 'How do I find investors?' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(requests).getByText('Waiting for you')).toBeInTheDocument();
    expect(within(requests).getByText('Anita Nair')).toBeInTheDocument();

    const inquiries = section('Your messages to enablers');
    expect(await within(inquiries).findByRole('heading', { name: 'To Meera Pillai' })).toBeInTheDocument();
    expect(within(inquiries).getByText('Could you mentor me on pricing?')).toBeInTheDocument();
    expect(within(inquiries).getByText('Accepted')).toBeInTheDocument();

    // Her registrations for events (issue 30): the event's page, where she stands, her own page for it.
    const events = section('Your events');
    expect(await within(events).findByRole('link', { name: 'Pricing Workshop' })).toHaveAttribute('href', '/events/pricing-workshop');
    expect(within(events).getByText('You are on the waitlist, number 2.')).toBeInTheDocument();
    expect(within(events).getByRole('link', { name: 'See or cancel your registration for Pricing Workshop' })).toHaveAttribute(
      'href',
      '/events/registration#tok-pricing',
    );
    // Her sessions with enablers (issue 31): with whom, where it stands, her page for it.
    const booked = section('Your sessions');
    expect(await within(booked).findByRole('heading', { name: 'With Anjali Menon' })).toBeInTheDocument();
    expect(within(booked).getByText('Confirmed')).toBeInTheDocument();
    expect(within(booked).getByText(/30 minutes/)).toBeInTheDocument();
    expect(within(booked).getByRole('link', { name: 'See, move or cancel your session with Anjali Menon' })).toHaveAttribute(
      'href',
      '/sessions/booking#tok-session',
    );
    // One over reads as past, not as confirmed (issue 38).
    const over = within(booked).getByRole('heading', { name: 'With Meera Pillai' }).closest('li')!;
    expect(within(over as HTMLElement).getByText('Over')).toBeInTheDocument();
    expect(within(over as HTMLElement).queryByText('Confirmed')).toBeNull();

    const devices = section('Where you are signed in');
    expect(await within(devices).findByText('This device')).toBeInTheDocument();
    expect(within(devices).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(devices).getByRole('button', { name: /^Sign out Chrome on Android, last seen/ })).toBeInTheDocument();
    expect(within(devices).queryByRole('button', { name: /^Sign out Firefox/ })).toBeNull();

    expect(section('Your data')).toBeInTheDocument();
    expect(section('Delete my membership')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join the club' })).toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
      'GET /api/member/blocks',
      'GET /api/member/devices',
      'GET /api/member/events',
      'GET /api/member/inquiries',
      'GET /api/member/introductions',
      'GET /api/member/listing',
      'GET /api/member/me',
      'GET /api/member/requests',
      'GET /api/member/sessions',
      'GET /api/member/whatsapp',
    ]);
    for (const call of calls) {
      expect(call.credentials).toBe('same-origin');
      expect(call.headers).not.toHaveProperty('Authorization');
      // A read changes nothing: no CSRF token needed, none sent.
      expect(call.headers).not.toHaveProperty('X-CSRF-Token');
    }
    expect(localStorage.getItem(MEMBER_FLAG_KEY)).toBe('1');
  });

  it('without a session says to sign in, with a link to the member sign-in, and forgets the flag', async () => {
    rememberMemberSignIn('old');
    const { routes } = stubMemberApi();
    routes['GET /api/member/me'] = () => failure(401, 'Please sign in to see your page.', 'MEMBER_SIGN_IN_REQUIRED');
    renderPage();
    expect(await screen.findByText('Please sign in to see your page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/memberlogin');
    expect(screen.queryByRole('region', { name: 'Your details' })).toBeNull();
    expect(localStorage.getItem(MEMBER_FLAG_KEY)).toBeNull();
  });

  it('without a membership shows no details, choices or deletion, but her requests and an invitation to join', async () => {
    stubMemberApi(homeOf({ membership: null }));
    renderPage();
    const join = await screen.findByRole('region', { name: 'Join the club' });
    expect(within(join).getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/membership');
    expect(screen.queryByRole('region', { name: 'Your details' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your e-mail choices' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Delete my membership' })).toBeNull();
    expect(await within(section('Your help requests')).findByRole('button', { name: 'How do I register a company?' })).toBeInTheDocument();
    expect(section('Your messages to enablers')).toBeInTheDocument();
  });

  it('saves her details with the CSRF token from /me and shows the answer', async () => {
    const { calls, routes } = stubMemberApi();
    routes['PUT /api/member/details'] = (body) =>
      json({ message: 'Your details are saved.', membership: { ...homeOf().membership!, ...(body as object) } });
    renderPage();
    const details = await screen.findByRole('region', { name: 'Your details' });
    const first = within(details).getByRole('textbox', { name: 'First Name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Lekha');
    await userEvent.selectOptions(within(details).getByRole('combobox', { name: 'Vertical' }), 'tech');
    await userEvent.click(within(details).getByRole('button', { name: 'Save my details' }));
    expect(await within(details).findByRole('status')).toHaveTextContent('Your details are saved.');
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put).toMatchObject({
      url: '/api/member/details',
      credentials: 'same-origin',
      body: { firstName: 'Lekha', lastName: 'Varma', jobFunction: 'engineer', vertical: 'tech', hearAbout: 'event' },
    });
    expect(put.headers['X-CSRF-Token']).toBe(CSRF);
    expect(put.headers).not.toHaveProperty('Authorization');
  });

  it("shows a refused save's message and its field's message", async () => {
    const message = 'Please enter your first name.';
    const { routes } = stubMemberApi();
    routes['PUT /api/member/details'] = () =>
      json({ error: 'Validation failed', message, code: 'VALIDATION_FAILED', fields: { firstName: message } }, 400);
    renderPage();
    const details = await screen.findByRole('region', { name: 'Your details' });
    await userEvent.click(within(details).getByRole('button', { name: 'Save my details' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(message);
    expect(within(details).getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(message);
  });

  it('saves her topics and the language of her e-mail; no topic at all is said to mean no e-mail', async () => {
    const unsubscribed = 'Your e-mail choices are saved: you will get no e-mail from the club.';
    const { calls, routes } = stubMemberApi();
    routes['PUT /api/member/email-choices'] = (body) =>
      json({ message: unsubscribed, membership: { ...homeOf().membership!, ...(body as object) } });
    renderPage();
    const choices = await screen.findByRole('region', { name: 'Your e-mail choices' });
    expect(choices).toHaveTextContent('Choose no topic at all, and the club sends you no e-mail.');
    await userEvent.click(within(choices).getByRole('checkbox', { name: 'Networking' }));
    await userEvent.click(within(choices).getByRole('checkbox', { name: 'Events' }));
    await userEvent.click(within(choices).getByRole('radio', { name: 'മലയാളം' }));
    await userEvent.click(within(choices).getByRole('button', { name: 'Save my choices' }));
    expect(await within(choices).findByRole('status')).toHaveTextContent(unsubscribed);
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put).toMatchObject({ url: '/api/member/email-choices', body: { topics: [], locale: 'ml' } });
    expect(put.headers['X-CSRF-Token']).toBe(CSRF);
    expect(within(choices).getByText('You have chosen no topic: the club sends you no e-mail.')).toBeInTheDocument();
  });

  it('when a change finds her session over (401), shows the page signed out', async () => {
    const { routes } = stubMemberApi();
    routes['PUT /api/member/email-choices'] = () => failure(401, 'Please sign in to see your page.', 'MEMBER_SIGN_IN_REQUIRED');
    renderPage();
    const choices = await screen.findByRole('region', { name: 'Your e-mail choices' });
    await userEvent.click(within(choices).getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/memberlogin');
    expect(screen.queryByRole('region', { name: 'Your e-mail choices' })).toBeNull();
    expect(localStorage.getItem(MEMBER_FLAG_KEY)).toBeNull();
  });
});

describe('her own page in Malayalam', () => {
  it('speaks Malayalam from the site catalog: sections, statuses, options and buttons', async () => {
    stubMemberApi();
    renderIn(
      'ml',
      <MemoryRouter initialEntries={['/ml/member']}>
        <MemberPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'നിങ്ങളുടെ പേജ്' })).toBeInTheDocument();
    const choices = screen.getByRole('region', { name: 'നിങ്ങളുടെ ഇമെയിൽ തിരഞ്ഞെടുപ്പുകൾ' });
    expect(within(choices).getByRole('group', { name: 'വിഷയങ്ങൾ' })).toBeInTheDocument();
    expect(within(choices).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('option', { name: 'എഞ്ചിനീയർ' })).toHaveValue('engineer');
    const requests = screen.getByRole('region', { name: 'നിങ്ങളുടെ സഹായ അഭ്യർത്ഥനകൾ' });
    expect(await within(requests).findByText('നിങ്ങളുടെ മറുപടിക്കായി കാത്തിരിക്കുന്നു')).toBeInTheDocument();
    const devices = screen.getByRole('region', { name: 'നിങ്ങൾ സൈൻ ഇൻ ചെയ്തിരിക്കുന്ന ഉപകരണങ്ങൾ' });
    expect(await within(devices).findByText('ഈ ഉപകരണം')).toBeInTheDocument();
    expect(within(devices).getByRole('button', { name: 'എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും സൈൻ ഔട്ട് ചെയ്യുക' })).toBeInTheDocument();
    await within(screen.getByRole('region', { name: 'എനേബ്ലർമാർക്കുള്ള നിങ്ങളുടെ സന്ദേശങ്ങൾ' })).findByText('Meera Pillai എന്നവർക്ക്');
    await within(screen.getByRole('region', { name: 'നിങ്ങളുടെ പരിപാടികൾ' })).findByText('നിങ്ങൾ കാത്തിരിപ്പ് പട്ടികയിലാണ്, നമ്പർ 2.', {
      exact: false,
    });
    // Only what the club's members wrote, the enablers' and devices' names, an event's texts, an enabler's name (the server's, in her language where written) and the language's own name stay in English.
    const english = document.body.textContent!.replace(
      /How do I [a-z ]+\?|Could you mentor me on pricing\?|Meera Pillai|Priya Menon|Anita Nair|Firefox on Linux|Chrome on Android|lakshmi@example\.org|Lakshmi|Varma|English|JSON|Pricing Workshop|Anjali Menon|Saturday, 12 December 2026|10:00 AM - 1:00 PM IST|\d+/g,
      '',
    );
    expect(english).not.toMatch(/[A-Za-z]{3,}/);
  });
});
