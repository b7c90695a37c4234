import { act } from 'react';
import { MemoryRouter } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { render, renderIn, screen, within } from '../../../testing/library';
import { forgetMemberSignIn, rememberMemberSignIn } from '../../sign-in-state/member-session-state';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { Navbar } from './navbar';

function renderNavbar(at = '/events') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Navbar />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('the navigation bar tells members and staff apart', () => {
  it("signed out: Member sign-in leads members to /memberlogin; the spec's Login and Register are grouped under Staff", () => {
    const nav = renderNavbar();
    expect(within(nav).getByRole('link', { name: 'Member sign-in' })).toHaveAttribute('href', '/memberlogin');
    const staff = within(nav).getByRole('group', { name: 'Staff' });
    expect(within(staff).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(staff).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('link', { name: 'My page' })).toBeNull();
  });

  it('shows her page instead of Member sign-in once a member signed in on this browser, and follows her signing out', () => {
    rememberMemberSignIn('csrf');
    const nav = renderNavbar();
    expect(within(nav).getByRole('link', { name: 'My page' })).toHaveAttribute('href', '/member');
    expect(within(nav).queryByRole('link', { name: 'Member sign-in' })).toBeNull();
    expect(within(nav).getByRole('group', { name: 'Staff' })).toBeInTheDocument();
    act(() => forgetMemberSignIn());
    expect(within(nav).getByRole('link', { name: 'Member sign-in' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'My page' })).toBeNull();
  });

  it('reads the flag a reload finds in localStorage', () => {
    localStorage.setItem('wfc.memberSignedIn', '1');
    const nav = renderNavbar('/member');
    expect(within(nav).getByRole('link', { name: 'My page' })).toHaveAttribute('href', '/member');
  });

  it('signed in as staff: Dashboard, Account and Logout as the spec says, and no member sign-in', () => {
    saveStaffSignIn('token', 'enabler');
    const nav = renderNavbar();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/enabler');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Member sign-in' })).toBeNull();
  });

  it('says it in Malayalam under /ml', () => {
    renderIn(
      'ml',
      <MemoryRouter initialEntries={['/ml/events']}>
        <Navbar />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'പ്രധാന മെനു' });
    expect(within(nav).getByRole('link', { name: 'അംഗ സൈൻ ഇൻ' })).toHaveAttribute('href', '/ml/memberlogin');
    expect(within(within(nav).getByRole('group', { name: 'സ്റ്റാഫ്' })).getByRole('link', { name: 'സൈൻ ഇൻ' })).toHaveAttribute(
      'href',
      '/ml/login',
    );
  });
});
