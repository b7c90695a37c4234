import userEvent from '@testing-library/user-event';
import { whatsappMessages } from '@wfc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router';
import { atWidth, axeViolations } from '../../../testing/layout';
import { render, screen, waitFor, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { forgetMemberSignIn, rememberMemberSignIn } from '../../sign-in-state/member-session-state';
import { CSRF, numberOf, stubWhatsAppApi } from '../testing/whatsapp-stub';
import { WhatsAppSection } from './whatsapp-section';

/** Puts a text in a field at once (pasted): typing it key by key is slow on a busy machine. */
async function write(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function renderSection() {
  return render(
    <MemoryRouter initialEntries={['/member']}>
      <WhatsAppSection />
    </MemoryRouter>,
  );
}

const findSection = () => screen.findByRole('region', { name: 'WhatsApp' });

beforeEach(() => rememberMemberSignIn(CSRF));

afterEach(() => {
  forgetMemberSignIn();
  vi.unstubAllGlobals();
});

describe('her WhatsApp', () => {
  it('shows nothing when the club sends no WhatsApp messages, or when the answer fails', async () => {
    const { calls, routes } = stubWhatsAppApi({ available: false, number: null });
    const { container, unmount } = renderSection();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
    unmount();

    routes['GET /api/member/whatsapp'] = () => failure(409, whatsappMessages.notConfigured, 'NOT_CONFIGURED');
    const again = renderSection();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(again.container).toBeEmptyDOMElement();
  });

  it('adds her number and confirms it with the code, with her session and its CSRF token', async () => {
    const { calls, routes } = stubWhatsAppApi();
    routes['PUT /api/member/whatsapp'] = () => json({ message: whatsappMessages.codeSent }, 202);
    routes['POST /api/member/whatsapp/confirm'] = () =>
      json({ message: whatsappMessages.confirmed, whatsapp: { available: true, number: numberOf() } });
    renderSection();
    const section = await findSection();
    expect(section).toHaveAttribute('id', 'whatsapp');
    const phone = within(section).getByRole('textbox', { name: 'Your mobile number on WhatsApp' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAccessibleDescription(/for example \+91 98470 12345/);
    expect(await axeViolations(section)).toEqual([]);

    await write(phone, '98470 12345');
    await userEvent.click(within(section).getByRole('button', { name: 'Send me a code' }));
    expect(await within(section).findByText(whatsappMessages.codeSent)).toBeInTheDocument();
    const code = within(section).getByRole('textbox', { name: 'The 6-digit code we sent you on WhatsApp' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    expect(await axeViolations(section)).toEqual([]);

    await write(code, '123456');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm my number' }));
    expect(await within(section).findByText(whatsappMessages.confirmed)).toBeInTheDocument();
    expect(within(section).getByText('+91 ••••• ••345')).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: 'Reminders and changes of events I registered for' })).toBeChecked();

    const changes = calls.filter((call) => call.method !== 'GET');
    expect(changes.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PUT', url: '/api/member/whatsapp', body: { phone: '98470 12345' } },
      { method: 'POST', url: '/api/member/whatsapp/confirm', body: { code: '123456' } },
    ]);
    for (const call of changes) {
      expect(call.credentials).toBe('same-origin');
      expect(call.headers).toMatchObject({ 'X-CSRF-Token': CSRF });
    }
  });

  it("keeps what she typed when the server refuses it, and says why under the field and in the form's error region", async () => {
    const { routes } = stubWhatsAppApi();
    routes['PUT /api/member/whatsapp'] = () =>
      json(
        {
          error: 'Bad Request',
          message: whatsappMessages.phoneInvalid,
          code: 'VALIDATION',
          fields: { phone: whatsappMessages.phoneInvalid },
        },
        400,
      );
    renderSection();
    const section = await findSection();
    const phone = within(section).getByRole('textbox', { name: 'Your mobile number on WhatsApp' });
    await write(phone, '12345');
    await userEvent.click(within(section).getByRole('button', { name: 'Send me a code' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(whatsappMessages.phoneInvalid);
    expect(phone).toHaveValue('12345');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(whatsappMessages.phoneInvalid);
    expect(phone).toHaveFocus();
  });

  it('keeps a wrong code and sends a new code to the number she typed', async () => {
    const { calls, routes } = stubWhatsAppApi();
    routes['PUT /api/member/whatsapp'] = () => json({ message: whatsappMessages.codeSent }, 202);
    routes['POST /api/member/whatsapp/confirm'] = () => failure(400, whatsappMessages.codeWrong, 'CODE_WRONG');
    renderSection();
    const section = await findSection();
    await write(within(section).getByRole('textbox', { name: 'Your mobile number on WhatsApp' }), '+91 98470 12345');
    await userEvent.click(within(section).getByRole('button', { name: 'Send me a code' }));
    const code = await within(section).findByRole('textbox', { name: 'The 6-digit code we sent you on WhatsApp' });
    await write(code, '000000');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm my number' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(whatsappMessages.codeWrong);
    expect(code).toHaveValue('000000');

    await userEvent.click(within(section).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.at(-1)?.body).toEqual({ phone: '+91 98470 12345' });
  });

  it('saves her choices, says when she replied STOP, and a choice turned on starts again', async () => {
    const { calls, routes } = stubWhatsAppApi({ available: true, number: numberOf({ stopped: true }) });
    routes['PUT /api/member/whatsapp/choices'] = (body) =>
      json({ message: whatsappMessages.choicesSaved, whatsapp: { available: true, number: numberOf({ choices: body as never }) } });
    renderSection();
    const section = await findSection();
    expect(within(section).getByText(/You replied STOP/)).toBeInTheDocument();
    expect(await axeViolations(section)).toEqual([]);
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Reminders and changes of my sessions with enablers' }));
    await userEvent.click(within(section).getByRole('checkbox', { name: 'A short notice when a newsletter on my topics goes out' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save my WhatsApp choices' }));
    expect(await within(section).findByText(whatsappMessages.choicesSaved)).toBeInTheDocument();
    expect(within(section).queryByText(/You replied STOP/)).toBeNull();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/member/whatsapp/choices',
      body: { eventUpdates: true, sessionUpdates: true, newsletterNotices: false },
    });
  });

  it('removes her number only after asking', async () => {
    const { calls, routes } = stubWhatsAppApi({ available: true, number: numberOf() });
    routes['DELETE /api/member/whatsapp'] = () => json({ message: whatsappMessages.removed });
    renderSection();
    const section = await findSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Remove my number' }));
    let question = screen.getByRole('alertdialog', { name: 'Remove your number?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: 'Remove my number' }));
    question = screen.getByRole('alertdialog', { name: 'Remove your number?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Remove my number' }));
    expect(await within(section).findByText(whatsappMessages.removed)).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Your mobile number on WhatsApp' })).toHaveValue('');
    expect(within(section).queryByRole('button', { name: 'Remove my number' })).toBeNull();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/member/whatsapp', headers: { 'X-CSRF-Token': CSRF } });
  });

  it('asks her to add a failing number again, and fits a 375 px screen', async () => {
    atWidth(375);
    stubWhatsAppApi({ available: true, number: numberOf({ failing: true }) });
    renderSection();
    const section = await findSection();
    expect(within(section).getByText(/could not be delivered/)).toHaveTextContent('+91 ••••• ••345');
    expect(within(section).getByRole('textbox', { name: 'Your mobile number on WhatsApp' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Remove my number' })).toBeInTheDocument();
    // The buttons wrap rather than widen the card.
    for (const row of section.querySelectorAll('.flex')) expect(row).toHaveClass('flex-wrap');
  });
});
