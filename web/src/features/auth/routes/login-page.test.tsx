import { MemoryRouter } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { render, renderIn, screen } from '../../../testing/library';
import LoginPage from './login-page';
import RegisterPage from './register-page';

describe('Member Login (/login, the staff sign-in)', () => {
  it("keeps the spec's texts and points members to their sign-in by e-mail in one line", () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Member Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Sign in with your e-mail address.' })).toHaveAttribute('href', '/memberlogin');
    expect(screen.getByText(/^A member of the club\?/)).toBeInTheDocument();
    // The first thing she reads says whom the screen is for, and where members go (issue 38).
    expect(container.textContent).toMatch(
      /^For the club's staff: admins, operators and enablers\.A member of the club\? Sign in with your e-mail address\.Member Login/,
    );
  });

  it('points to the Malayalam member sign-in on a Malayalam page', () => {
    const { container } = renderIn(
      'ml',
      <MemoryRouter initialEntries={['/ml/login']}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'നിങ്ങളുടെ ഇമെയിൽ വിലാസം ഉപയോഗിച്ച് സൈൻ ഇൻ ചെയ്യുക.' })).toHaveAttribute('href', '/ml/memberlogin');
    expect(container.textContent).toMatch(/^ക്ലബ്ബിന്റെ സ്റ്റാഫിന്: അഡ്മിൻമാർ, ഓപ്പറേറ്റർമാർ, എനേബ്ലർമാർ\./);
  });
});

describe('Create Account (/register, for staff)', () => {
  it("says first that it is for the club's staff, and where members go, keeping the spec's title", () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/register']}>
        <RegisterPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(container.textContent).toMatch(
      /^For the club's staff: enablers and operators\.A member of the club\? Sign in with your e-mail address\.Create Account/,
    );
    expect(screen.getByRole('link', { name: 'Sign in with your e-mail address.' })).toHaveAttribute('href', '/memberlogin');
  });

  it('says it in Malayalam on a Malayalam page', () => {
    const { container } = renderIn(
      'ml',
      <MemoryRouter initialEntries={['/ml/register']}>
        <RegisterPage />
      </MemoryRouter>,
    );
    expect(container.textContent).toMatch(/^ക്ലബ്ബിന്റെ സ്റ്റാഫിന്: എനേബ്ലർമാർ, ഓപ്പറേറ്റർമാർ\./);
    expect(screen.getByRole('link', { name: 'നിങ്ങളുടെ ഇമെയിൽ വിലാസം ഉപയോഗിച്ച് സൈൻ ഇൻ ചെയ്യുക.' })).toHaveAttribute('href', '/ml/memberlogin');
  });
});
