import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router';
import { atWidth, axeViolations, LAYOUT_WIDTHS } from '../../../testing/layout';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { forgetMemberSignIn, rememberMemberSignIn } from '../../sign-in-state/member-session-state';
import { cardOf, CSRF, stubIntroductionsApi } from '../testing/introductions-stub';
import { CardActions } from './card-actions';

/** Puts a text in a field at once (pasted): typing it key by key is slow on a busy machine. */
async function write(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const NOTE = 'I export handloom too; could we compare notes on buyers?';

function renderActions(props: { isOwn?: boolean; onBlocked?: (message: string) => void } = {}) {
  return render(
    <MemoryRouter initialEntries={['/members']}>
      <article aria-label="Anjali Menon">
        <h2>Anjali Menon</h2>
        <CardActions card={cardOf()} isOwn={props.isOwn ?? false} {...(props.onBlocked ? { onBlocked: props.onBlocked } : {})} />
      </article>
    </MemoryRouter>,
  );
}

async function openIntroduce() {
  await userEvent.click(screen.getByRole('button', { name: 'Introduce me to Anjali Menon' }));
  return screen.getByRole('dialog', { name: 'Ask to meet Anjali Menon' });
}

beforeEach(() => rememberMemberSignIn(CSRF));

afterEach(() => {
  forgetMemberSignIn();
  vi.unstubAllGlobals();
});

describe('Introduce me', () => {
  it('sends her note with her session and shows the answer; the focus goes back to the button', async () => {
    const { calls, routes } = stubIntroductionsApi();
    routes['POST /api/member/introductions'] = () => json({ message: 'Your request is sent. We will e-mail you when she answers.' }, 202);
    renderActions();
    const dialog = await openIntroduce();
    const note = within(dialog).getByRole('textbox', { name: 'Your note' });
    expect(note).toHaveFocus();
    await write(note, NOTE);
    expect(within(dialog).getByText(`${NOTE.length} of 500 characters (at least 10)`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your request is sent. We will e-mail you when she answers.');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post).toMatchObject({ url: '/api/member/introductions', credentials: 'same-origin', body: { to: 'l-anjali', note: NOTE } });
    expect(post.headers).toMatchObject({ 'X-CSRF-Token': CSRF });
    expect(post.headers).not.toHaveProperty('Authorization');
    const close = within(dialog).getByRole('button', { name: 'Done' });
    expect(close).toHaveFocus();
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Introduce me to Anjali Menon' })).toHaveFocus();
  });

  it('checks the length before sending', async () => {
    const { calls } = stubIntroductionsApi();
    renderActions();
    const dialog = await openIntroduce();
    await write(within(dialog).getByRole('textbox', { name: 'Your note' }), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('textbox', { name: 'Your note' })).toHaveAccessibleDescription(
      'Please write at least 10 characters. 5 of 500 characters (at least 10)',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers her listing when she must list herself first, keeping her note', async () => {
    const { routes } = stubIntroductionsApi();
    routes['POST /api/member/introductions'] = () =>
      failure(409, 'Please list yourself in the directory first: she sees your card with your note.', 'LIST_YOURSELF_FIRST');
    renderActions();
    const dialog = await openIntroduce();
    await write(within(dialog).getByRole('textbox', { name: 'Your note' }), NOTE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Please list yourself in the directory first');
    expect(within(alert).getByRole('link', { name: 'List yourself on your page' })).toHaveAttribute('href', '/member#listing');
    expect(within(dialog).getByRole('textbox', { name: 'Your note' })).toHaveValue(NOTE);
  });

  it.each([
    [409, 'You have already asked her; she has not answered yet.', 'CONFLICT'],
    [429, 'You have sent as many introduction requests as you can today. Please try again tomorrow.', 'INTRODUCTION_LIMIT'],
  ])('shows a %i refusal plainly, with no link', async (status, message, code) => {
    const { routes } = stubIntroductionsApi();
    routes['POST /api/member/introductions'] = () => failure(status, message, code);
    renderActions();
    const dialog = await openIntroduce();
    await write(within(dialog).getByRole('textbox', { name: 'Your note' }), NOTE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeEnabled());
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('loses nothing she typed on a slow or failed answer, even when she closes the dialog', async () => {
    const { routes } = stubIntroductionsApi();
    let answer: (response: Response) => void = () => undefined;
    routes['POST /api/member/introductions'] = () => new Promise<Response>((resolve) => (answer = resolve));
    renderActions();
    let dialog = await openIntroduce();
    await write(within(dialog).getByRole('textbox', { name: 'Your note' }), NOTE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Your note' })).toHaveValue(NOTE);
    answer(failure(500, 'Something went wrong on our side. Please try again.'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(within(dialog).getByRole('textbox', { name: 'Your note' })).toHaveValue(NOTE);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dialog = await openIntroduce();
    expect(within(dialog).getByRole('textbox', { name: 'Your note' })).toHaveValue(NOTE);
  });

  it('says so when the server cannot be reached', async () => {
    const { routes } = stubIntroductionsApi();
    routes['POST /api/member/introductions'] = () => Promise.reject(new TypeError('offline'));
    renderActions();
    const dialog = await openIntroduce();
    await write(within(dialog).getByRole('textbox', { name: 'Your note' }), NOTE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That could not be sent. Please try again: what you wrote is kept.');
  });
});

describe('Block and Report', () => {
  it('blocks after saying what it does; Cancel sends nothing', async () => {
    const { calls, routes } = stubIntroductionsApi();
    const blocked = 'She is blocked: she cannot send you requests, and neither of you sees the other’s card.';
    routes['POST /api/member/blocks'] = () => json({ message: blocked });
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Block Anjali Menon' }));
    let question = screen.getByRole('alertdialog', { name: 'Block Anjali Menon?' });
    expect(question).toHaveAccessibleDescription(expect.stringContaining('She is not told.'));
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Block Anjali Menon' }));
    question = screen.getByRole('alertdialog', { name: 'Block Anjali Menon?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('status')).toHaveTextContent(blocked);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/member/blocks', body: { listingId: 'l-anjali' } });
  });

  it('hands the words of a block to the directory when it asks for them', async () => {
    const { routes } = stubIntroductionsApi();
    routes['POST /api/member/blocks'] = () => json({ message: 'She is blocked.' });
    const onBlocked = vi.fn();
    renderActions({ onBlocked });
    await userEvent.click(screen.getByRole('button', { name: 'Block Anjali Menon' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    await vi.waitFor(() => expect(onBlocked).toHaveBeenCalledWith('She is blocked.'));
  });

  it('reports the card with a reason', async () => {
    const { calls, routes } = stubIntroductionsApi();
    routes['POST /api/member/reports'] = () =>
      json({ message: 'Thank you. The club will look at it, and nothing is said to the member you reported.' }, 202);
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Report the card of Anjali Menon' }));
    const dialog = screen.getByRole('dialog', { name: 'Report the card of Anjali Menon' });
    await write(within(dialog).getByRole('textbox', { name: 'Why are you reporting it?' }), 'It sells something.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you. The club will look at it');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/member/reports',
      body: { kind: 'card', listingId: 'l-anjali', reason: 'It sells something.' },
    });
  });

  it('shows nothing on her own card', () => {
    stubIntroductionsApi();
    renderActions({ isOwn: true });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe.each(LAYOUT_WIDTHS)('at %i px', (width) => {
  beforeEach(() => atWidth(width));

  it('has no accessibility violations, the dialog open or not', async () => {
    stubIntroductionsApi();
    const { container } = renderActions();
    expect(await axeViolations(container)).toEqual([]);
    const dialog = await openIntroduce();
    expect(await axeViolations(dialog)).toEqual([]);
    for (const button of within(dialog).getAllByRole('button')) expect(button.className).toMatch(/min-h-11|size-11/);
  });
});
