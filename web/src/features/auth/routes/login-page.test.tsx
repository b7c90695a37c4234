import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render, renderIn, screen } from '../../../testing/library';
import LoginPage from './login-page';

describe('Member Login (/login, the staff sign-in)', () => {
  it("keeps the spec's texts and points members to their sign-in by e-mail in one line", () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Member Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Sign in with your e-mail address.' })).toHaveAttribute('href', '/memberlogin');
    expect(screen.getByText(/^A member of the club\?/)).toBeInTheDocument();
  });

  it('points to the Malayalam member sign-in on a Malayalam page', () => {
    renderIn(
      'ml',
      <MemoryRouter initialEntries={['/ml/login']}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'നിങ്ങളുടെ ഇമെയിൽ വിലാസം ഉപയോഗിച്ച് സൈൻ ഇൻ ചെയ്യുക.' })).toHaveAttribute('href', '/ml/memberlogin');
  });
});
