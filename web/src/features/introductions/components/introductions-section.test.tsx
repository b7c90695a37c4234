import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router';
import { atWidth, axeViolations, LAYOUT_WIDTHS } from '../../../testing/layout';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { forgetMemberSignIn, rememberMemberSignIn } from '../../sign-in-state/member-session-state';
import { CSRF, introductionOf, stubIntroductionsApi } from '../testing/introductions-stub';
import { BlockedMembersSection } from './blocked-members-section';
import { IntroductionsSection } from './introductions-section';

/** Puts a text in a field at once (pasted): typing it key by key is slow on a busy machine. */
async function write(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function renderSections() {
  return render(
    <MemoryRouter initialEntries={['/member']}>
      <IntroductionsSection />
      <BlockedMembersSection />
    </MemoryRouter>,
  );
}

async function waitingItem() {
  const section = await screen.findByRole('region', { name: 'Introductions' });
  const list = (await within(section).findByRole('heading', { name: 'Waiting for your answer' })).nextElementSibling as HTMLElement;
  return { section, item: within(list).getAllByRole('listitem')[0]! };
}

beforeEach(() => rememberMemberSignIn(CSRF));

afterEach(() => {
  forgetMemberSignIn();
  vi.unstubAllGlobals();
});

describe('her introductions', () => {
  it('lists the requests waiting for her first, then those sent and answered with their state in words', async () => {
    stubIntroductionsApi();
    renderSections();
    const { section, item } = await waitingItem();
    expect(section).toHaveAttribute('id', 'introductions');
    expect(within(item).getByRole('heading', { name: 'From Anjali Menon' })).toBeInTheDocument();
    expect(within(item).getByText('I export handloom and would love to learn how you priced yours.')).toBeInTheDocument();
    expect(within(item).getByText(/^Received/)).toBeInTheDocument();

    const headings = within(section)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Introductions',
      'Waiting for your answer',
      'From Anjali Menon',
      'Sent and answered',
      'To Priya Das',
      'To Meera Pillai',
      'From Devi Nair',
    ]);
    expect(within(section).getByText('Waiting for her answer')).toBeInTheDocument();
    expect(within(section).getByText('Accepted: you are introduced')).toBeInTheDocument();
    expect(within(section).getByText('You declined')).toBeInTheDocument();
    expect(within(section).getByText('The club hid this note.')).toBeInTheDocument();
  });

  it('shows an address only on an accepted introduction, as a mailto link', async () => {
    stubIntroductionsApi();
    renderSections();
    const { section } = await waitingItem();
    const links = within(section).getAllByRole('link', { name: /@/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['mailto:meera@example.org']);
    expect(section).not.toHaveTextContent('leak@example.org');
  });

  it('accepts a request with her session, then shows the answer and moves the focus to it', async () => {
    const { calls, routes } = stubIntroductionsApi();
    const made = 'Introduction made: we have e-mailed you both, each with the other’s address.';
    routes['POST /api/member/introductions/n1/accept'] = () => {
      routes['GET /api/member/introductions'] = () =>
        json({ received: [introductionOf({ status: 'accepted', otherEmail: 'anjali@example.org' })], sent: [] });
      return json({ message: made, introduction: introductionOf({ status: 'accepted' }) });
    };
    renderSections();
    const { section, item } = await waitingItem();
    await userEvent.click(within(item).getByRole('button', { name: 'Accept the request from Anjali Menon' }));
    const status = await within(section).findByText(made);
    expect(status.closest('[tabindex="-1"]')).toHaveFocus();
    expect(await within(section).findByRole('link', { name: 'anjali@example.org' })).toHaveAttribute('href', 'mailto:anjali@example.org');
    expect(within(section).queryByRole('heading', { name: 'Waiting for your answer' })).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post).toMatchObject({ url: '/api/member/introductions/n1/accept', credentials: 'same-origin' });
    expect(post.headers).toMatchObject({ 'X-CSRF-Token': CSRF });
  });

  it('declines only after asking', async () => {
    const { calls, routes } = stubIntroductionsApi();
    routes['POST /api/member/introductions/n1/decline'] = () =>
      json({
        message: 'You declined. She is told kindly, and nothing of yours is shared.',
        introduction: introductionOf({ status: 'declined' }),
      });
    renderSections();
    const { section, item } = await waitingItem();
    await userEvent.click(within(item).getByRole('button', { name: 'Decline the request from Anjali Menon' }));
    let question = screen.getByRole('alertdialog', { name: 'Decline the request from Anjali Menon?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(within(item).getByRole('button', { name: 'Decline the request from Anjali Menon' })).toHaveFocus();

    await userEvent.click(within(item).getByRole('button', { name: 'Decline the request from Anjali Menon' }));
    question = screen.getByRole('alertdialog', { name: 'Decline the request from Anjali Menon?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Decline' }));
    expect(await within(section).findByText('You declined. She is told kindly, and nothing of yours is shared.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/member/introductions/n1/decline' });
  });

  it("shows a refused answer in the server's words, the buttons still there", async () => {
    const { routes } = stubIntroductionsApi();
    routes['POST /api/member/introductions/n1/accept'] = () => failure(409, 'This introduction has already been answered.', 'CONFLICT');
    renderSections();
    const { item } = await waitingItem();
    await userEvent.click(within(item).getByRole('button', { name: 'Accept the request from Anjali Menon' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('This introduction has already been answered.');
    expect(within(item).getByRole('button', { name: 'Accept the request from Anjali Menon' })).toBeInTheDocument();
  });

  it('reports a note with a reason', async () => {
    const { calls, routes } = stubIntroductionsApi();
    routes['POST /api/member/reports'] = () =>
      json({ message: 'Thank you. The club will look at it, and nothing is said to the member you reported.' }, 202);
    renderSections();
    const { item } = await waitingItem();
    await userEvent.click(within(item).getByRole('button', { name: 'Report this note from Anjali Menon' }));
    const dialog = screen.getByRole('dialog', { name: 'Report the note from Anjali Menon' });
    await write(within(dialog).getByRole('textbox', { name: 'Why are you reporting it?' }), 'She is selling a course.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you. The club will look at it');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/member/reports',
      body: { kind: 'note', introductionId: 'n1', reason: 'She is selling a course.' },
    });
  });

  it('offers the directory when there is none yet', async () => {
    const { routes } = stubIntroductionsApi();
    routes['GET /api/member/introductions'] = () => json({ received: [], sent: [] });
    renderSections();
    expect(await screen.findByRole('link', { name: 'Find members in the directory' })).toHaveAttribute('href', '/members');
  });
});

describe('the members she blocked', () => {
  it('unblocks one with her session and says so', async () => {
    const { calls, routes } = stubIntroductionsApi();
    routes['DELETE /api/member/blocks/l-sita'] = () => {
      routes['GET /api/member/blocks'] = () => json([]);
      return json({ message: 'She is unblocked.' });
    };
    renderSections();
    const section = screen.getByRole('region', { name: 'Blocked members' });
    expect(await within(section).findByText('Sita Raman', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Unblock Sita Raman' }));
    const status = await within(section).findByText('She is unblocked.');
    expect(status.closest('[tabindex="-1"]')).toHaveFocus();
    expect(await within(section).findByText('You have not blocked anyone.')).toBeInTheDocument();
    const call = calls.find((recorded) => recorded.method === 'DELETE')!;
    expect(call).toMatchObject({ url: '/api/member/blocks/l-sita', credentials: 'same-origin' });
    expect(call.headers).toMatchObject({ 'X-CSRF-Token': CSRF });
  });
});

describe.each(LAYOUT_WIDTHS)('at %i px', (width) => {
  beforeEach(() => atWidth(width));

  it('has no accessibility violations', async () => {
    stubIntroductionsApi();
    const { container } = renderSections();
    await waitingItem();
    await screen.findByText('Sita Raman', { selector: 'p' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
