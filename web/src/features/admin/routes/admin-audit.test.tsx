import type { AuditEntry } from '@wfc/shared';
import { render, renderIn, screen, within } from '../../../testing/library';
import { AuditPanel } from '../components/audit-panel';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/responses';
import AdminPage from './admin-page';

function entryOf(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    _id: 'a1',
    action: 'password-reset-used',
    actor: null,
    subjectKind: 'account',
    subjectId: 'u1',
    subjectName: 'Meera Pillai',
    subjectOnRecord: true,
    detail: null,
    occurrences: null,
    createdAt: '2026-11-29T09:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  const routes: Record<string, () => Response> = {
    '/api/admin/pending-enablers': () => json([]),
    '/api/admin/audit?limit=50': () =>
      json(
        [
          entryOf({}),
          entryOf({
            _id: 'a2',
            action: 'password-changed',
            actor: { _id: 'u9', name: 'Ada Admin' },
            subjectId: 'gone',
            subjectName: null,
            subjectOnRecord: false,
          }),
        ],
        200,
        {
          'X-Total-Count': '5',
          Link: '</api/admin/audit?limit=50&cursor=k2>; rel="next"',
        },
      ),
    '/api/admin/audit?limit=50&cursor=k2': () =>
      json(
        [
          entryOf({
            _id: 'a3',
            action: 'some-later-action',
            subjectKind: 'members',
            subjectId: null,
            subjectName: null,
            subjectOnRecord: false,
            detail: 'Confirmed only',
          }),
          entryOf({
            _id: 'a4',
            action: 'inquiry-introduced',
            subjectKind: 'inquiry',
            subjectId: 'i1',
            subjectName: null,
            subjectOnRecord: true,
          }),
          entryOf({
            _id: 'a5',
            action: 'inquiry-made-case',
            subjectKind: 'inquiry',
            subjectId: 'i2',
            subjectName: null,
            subjectOnRecord: false,
          }),
        ],
        200,
        { 'X-Total-Count': '5' },
      ),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => routes[url]?.() ?? json({ message: 'Not found', code: 'NOT_FOUND' }, 404)),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('the admin Audit log', () => {
  it('lists each line with what, when, by whom and about what, and loads the next page', async () => {
    render(<AdminPage />, { wrapper: MemoryRouter });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByText('Password reset used')).toBeInTheDocument();
    const first = screen.getByText('Password reset used').closest('li')!;
    expect(within(first).getByText('The person herself or the site')).toBeInTheDocument();
    expect(within(first).getByText('Account: Meera Pillai')).toBeInTheDocument();
    const second = screen.getByText('Password changed').closest('li')!;
    expect(within(second).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(second).getByText('Account (no longer on record)')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 5')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const third = (await screen.findByText('some-later-action')).closest('li')!;
    expect(within(third).getByText('Members')).toBeInTheDocument();
    expect(within(third).getByText('Confirmed only')).toBeInTheDocument();
    // An inquiry has no name, but one still on record is not called gone (issue 26).
    expect(within(screen.getByText('Inquiry accepted: addresses exchanged').closest('li')!).getByText('Inquiry')).toBeInTheDocument();
    expect(
      within(screen.getByText('Inquiry made into a help request').closest('li')!).getByText('Inquiry (no longer on record)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says how many failed sign-ins a tally line counts and the latest network, in English and Malayalam (issue 26)', async () => {
    const tallies = [
      entryOf({ _id: 't1', action: 'sign-in-failed', detail: '203.0.113.x', occurrences: 5 }),
      entryOf({ _id: 't2', action: 'two-factor-code-failed', detail: '198.51.100.x', occurrences: 1 }),
      entryOf({
        _id: 't3',
        action: 'sign-in-failed-no-account',
        subjectKind: 'no-account',
        subjectId: null,
        subjectName: null,
        subjectOnRecord: false,
        detail: '192.0.2.x',
        occurrences: 12,
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(tallies, 200, { 'X-Total-Count': '3' })),
    );
    const { unmount } = render(<AuditPanel />);
    const wrongPassword = (await screen.findByText('Failed sign-ins: wrong password')).closest('li')!;
    expect(within(wrongPassword).getByText('Account: Meera Pillai')).toBeInTheDocument();
    expect(within(wrongPassword).getByText('5 attempts within 15 minutes, the latest from 203.0.113.x')).toBeInTheDocument();
    const code = screen.getByText('Failed sign-ins: wrong or reused second-factor code').closest('li')!;
    expect(within(code).getByText('1 attempt within 15 minutes, from 198.51.100.x')).toBeInTheDocument();
    const noAccount = screen.getByText('Failed sign-ins: no account has that address').closest('li')!;
    expect(within(noAccount).getByText('Addresses that have no account')).toBeInTheDocument();
    expect(within(noAccount).getByText('12 attempts within 15 minutes, the latest from 192.0.2.x')).toBeInTheDocument();
    unmount();

    renderIn('ml', <AuditPanel />);
    expect(await screen.findByText('പരാജയപ്പെട്ട സൈൻ ഇൻ ശ്രമങ്ങൾ: തെറ്റായ പാസ്‌വേഡ്')).toBeInTheDocument();
    expect(screen.getByText('15 മിനിറ്റിനുള്ളിൽ 5 ശ്രമങ്ങൾ, അവസാനത്തേത് 203.0.113.x-ൽ നിന്ന്')).toBeInTheDocument();
    expect(screen.getByText('15 മിനിറ്റിനുള്ളിൽ 1 ശ്രമം, 198.51.100.x-ൽ നിന്ന്')).toBeInTheDocument();
    expect(screen.getByText('അക്കൗണ്ട് ഇല്ലാത്ത ഇമെയിൽ വിലാസങ്ങൾ')).toBeInTheDocument();
    expect(screen.queryByText(/attempts? within/)).toBeNull();
  });

  it('names each action in Malayalam on a Malayalam page, and an action it does not know as recorded', async () => {
    renderIn('ml', <AuditPanel />);
    expect(await screen.findByText('പാസ്‌വേഡ് പുനഃസജ്ജീകരണം ഉപയോഗിച്ചു')).toBeInTheDocument();
    expect(screen.getByText('പാസ്‌വേഡ് മാറ്റി')).toBeInTheDocument();
    expect(screen.queryByText(/Password (reset used|changed)/)).toBeNull();
  });
});
