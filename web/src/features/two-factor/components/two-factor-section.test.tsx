import { twoFactorMessages } from '@wfc/shared/auth/two-factor.messages';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/responses';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import AccountPage from '../../auth/routes/account-page';

/** The Account page's two-factor sign-in (decision 020). */

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Women%20Founders%20Club:ada%40example.org?secret=${SECRET}&issuer=Women%20Founders%20Club&algorithm=SHA1&digits=6&period=30`;
const CODES = [
  'aaaaa-bbbbb',
  'ccccc-ddddd',
  'eeeee-fffff',
  'ggggg-hhhhh',
  'jjjjj-kkkkk',
  'mmmmm-nnnnn',
  'ppppp-qqqqq',
  'rrrrr-sssss',
  'ttttt-uuuuu',
  'vvvvv-wwwww',
];
const refused = (status: number, code: string, message: string, fields: Record<string, string>) =>
  json({ error: message, message, code, fields }, status);

let routes: Record<string, (() => Response)[]>;
const calls: { url: string; body?: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      calls.push({ url: key, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = routes[key]?.shift();
      if (!answer) throw new Error(`unexpected ${key}`);
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const status =
  (enabled: boolean, left = 10, required = false) =>
  () =>
    json({ enabled, recoveryCodesLeft: enabled ? left : 0, required });

function renderAccount() {
  render(
    <MemoryRouter>
      <AccountPage />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Two-factor sign-in' });
}

describe('two-factor sign-in on the Account page', () => {
  it('turns on: QR code and key, a wrong code on its field, then ten recovery codes shown once', async () => {
    saveStaffSignIn('t', 'admin', false, true);
    routes = {
      'GET /api/auth/two-factor': [status(false, 0, true), status(true), status(true)],
      'POST /api/auth/two-factor/setup': [() => json({ secret: SECRET, otpauthUri: URI })],
      'POST /api/auth/two-factor/confirm': [
        () => refused(401, 'UNAUTHENTICATED', 'Your current password is not right.', { password: 'Your current password is not right.' }),
        () => refused(400, 'TWO_FACTOR_CODE_INVALID', twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode }),
        () => json({ message: twoFactorMessages.enabled, recoveryCodes: CODES }),
      ],
    };
    const section = renderAccount();
    // Sent here to set it up: the page says so.
    expect(screen.getAllByText(twoFactorMessages.setupRequired, { exact: false }).length).toBeGreaterThan(0);
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn on two-factor sign-in' }));

    expect(await within(section).findByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeInTheDocument();
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = within(section).getByLabelText('Code from your app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '111111');
    // Issue 26: her current password is asked too, and a wrong one is shown on its field.
    const password = within(section).getByLabelText('Your password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toBeRequired();
    await userEvent.type(password, 'not it');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Your current password is not right.');
    expect(password).toHaveAccessibleDescription('Your current password is not right.');
    expect(localStorage.getItem('token')).toBe('t');
    await userEvent.clear(password);
    await userEvent.type(password, 'correct horse battery staple');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect((await within(section).findAllByText(twoFactorMessages.wrongCode)).length).toBeGreaterThan(0);
    expect(within(section).getByRole('alert')).toHaveTextContent(twoFactorMessages.wrongCode);
    expect(code).toHaveAccessibleDescription(twoFactorMessages.wrongCode);

    await userEvent.clear(code);
    await userEvent.type(code, '222222');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    const heading = await within(section).findByRole('heading', { name: 'Your recovery codes' });
    expect(heading).toHaveFocus();
    expect(within(section).getByRole('status')).toHaveTextContent(twoFactorMessages.enabled);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(calls.filter((call) => call.url === 'POST /api/auth/two-factor/confirm').at(-1)?.body).toEqual({
      password: 'correct horse battery staple',
      code: '222222',
    });
    // The dashboards are hers again.
    expect(localStorage.getItem('mustSetUpTwoFactor')).toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(await within(section).findByText('10 recovery codes are left.', { exact: false })).toBeInTheDocument();
    expect(within(section).queryByText(CODES[0]!)).not.toBeInTheDocument();
  }, 20_000);

  it('makes new recovery codes, and turns off with password and code, keeping her signed in on a wrong password', async () => {
    saveStaffSignIn('t', 'operator');
    routes = {
      'GET /api/auth/two-factor': [status(true, 3), status(true, 10), status(true, 10), status(false)],
      'POST /api/auth/two-factor/recovery-codes': [() => json({ message: twoFactorMessages.regenerated, recoveryCodes: CODES })],
      'POST /api/auth/two-factor/disable': [
        () => refused(401, 'UNAUTHENTICATED', 'Your current password is not right.', { password: 'Your current password is not right.' }),
        () => json({ message: twoFactorMessages.disabled }),
      ],
    };
    const section = renderAccount();
    expect(await within(section).findByText('3 recovery codes are left.', { exact: false })).toBeInTheDocument();

    const regenerate = within(section).getByRole('form', { name: 'New recovery codes' });
    await userEvent.type(within(regenerate).getByLabelText('Code from your app'), '333333');
    await userEvent.click(within(regenerate).getByRole('button', { name: 'Make new recovery codes' }));
    expect(await within(section).findByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    await userEvent.click(within(section).getByRole('button', { name: 'I have saved them' }));

    const disable = await within(section).findByRole('form', { name: 'Turn off two-factor sign-in' });
    await userEvent.type(within(disable).getByLabelText('Your password'), 'not it');
    await userEvent.type(within(disable).getByLabelText('Code from your app, or a recovery code'), 'aaaaa-bbbbb');
    await userEvent.click(within(disable).getByRole('button', { name: 'Turn off' }));
    expect(await within(disable).findByRole('alert')).toHaveTextContent('Your current password is not right.');
    expect(within(disable).getByLabelText('Your password')).toHaveAccessibleDescription('Your current password is not right.');
    expect(localStorage.getItem('token')).toBe('t');

    await userEvent.click(within(disable).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(twoFactorMessages.disabled);
    expect(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
  });
});
