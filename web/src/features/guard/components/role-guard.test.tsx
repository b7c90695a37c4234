import { render, screen } from '../../../testing/library';
import { createMemoryHistory, MemoryRouter, Route, Switch, useLocation, type MemoryHistory } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { clearStaffSignIn, saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { RoleGuard } from './role-guard';

function Where({ history }: { history: MemoryHistory }) {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search} ${history.action()}`}</p>;
}

function renderAt(
  path: string,
  staffSignIn: { token?: string; role?: string; mustChangePassword?: boolean; mustSetUpTwoFactor?: boolean },
) {
  if (staffSignIn.token) localStorage.setItem('token', staffSignIn.token);
  if (staffSignIn.mustChangePassword) localStorage.setItem('mustChangePassword', 'true');
  if (staffSignIn.mustSetUpTwoFactor) localStorage.setItem('mustSetUpTwoFactor', 'true');
  if (staffSignIn.role) localStorage.setItem('role', staffSignIn.role);
  const history = createMemoryHistory({ initialEntries: ['/', path], initialIndex: 1 });
  render(
    <MemoryRouter history={history}>
      <Switch>
        <Route path="/">
          <Where history={history} />
        </Route>
        <Route path="/login">
          <Where history={history} />
        </Route>
        <Route path="/account">
          <RoleGuard allow={['admin', 'operator', 'enabler']} allowBeforePasswordChange>
            Account screen
          </RoleGuard>
        </Route>
        <Route path="/admin">
          <RoleGuard allow={['admin']}>Admin screen</RoleGuard>
        </Route>
        <Route path="/admin/content/events">
          <RoleGuard allow={['admin']}>Admin screen</RoleGuard>
        </Route>
        <Route path="/operator">
          <RoleGuard allow={['operator', 'admin']}>Operator screen</RoleGuard>
        </Route>
        <Route path="/enabler">
          <RoleGuard allow={['enabler']}>Enabler screen</RoleGuard>
        </Route>
      </Switch>
    </MemoryRouter>,
  );
}

describe('RoleGuard', () => {
  it('sends a visitor with no stored token to /login, replacing the history entry', () => {
    renderAt('/operator', { role: 'operator' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login\?next=%2Foperator REPLACE$/);
    expect(screen.queryByText('Operator screen')).not.toBeInTheDocument();
  });

  it('sends a stored role outside the allowed list home, replacing the history entry', () => {
    renderAt('/admin', { token: 't', role: 'operator' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/ REPLACE$/);
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
  });

  it('sends a token with no stored role home', () => {
    renderAt('/enabler', { token: 't' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/ REPLACE$/);
  });

  it.each([
    ['/admin', 'admin', 'Admin screen'],
    ['/operator', 'operator', 'Operator screen'],
    ['/operator', 'admin', 'Operator screen'],
    ['/enabler', 'enabler', 'Enabler screen'],
  ])('renders %s for the stored role %s', (path, role, text) => {
    renderAt(path, { token: 't', role });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it.each([
    ['/operator', 'enabler'],
    ['/enabler', 'admin'],
    ['/admin', 'member'],
  ])('keeps %s from the stored role %s', (path, role) => {
    renderAt(path, { token: 't', role });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/ REPLACE$/);
  });

  it('sends an account that must first choose its own password from a dashboard to /account, and shows /account', () => {
    renderAt('/admin', { token: 't', role: 'admin', mustChangePassword: true });
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
    expect(screen.getByText('Account screen')).toBeInTheDocument();
  });

  it('sends an admin who must first set up two-factor sign-in from a dashboard to /account, and shows /account', () => {
    renderAt('/operator', { token: 't', role: 'admin', mustSetUpTwoFactor: true });
    expect(screen.queryByText('Operator screen')).not.toBeInTheDocument();
    expect(screen.getByText('Account screen')).toBeInTheDocument();
  });

  it("tells /login where she was going: a case e-mail's link keeps its case", () => {
    renderAt('/enabler?case=c1', {});
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login\?next=%2Fenabler%3Fcase%3Dc1 REPLACE$/);
  });

  it('tells /login which screen and tab of a dashboard she was opening (issue 26)', () => {
    renderAt('/admin/content/events', {});
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login\?next=%2Fadmin%2Fcontent%2Fevents REPLACE$/);
  });

  it("sends to plain /login after a sign-out in this page, so the next person is not sent to the last one's screen", () => {
    clearStaffSignIn();
    renderAt('/admin', {});
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login REPLACE$/);
    saveStaffSignIn('t', 'admin');
    localStorage.clear();
  });
});
