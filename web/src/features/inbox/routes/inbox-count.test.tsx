import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { render, screen, within } from '../../../testing/library';
import { liveStream } from '../../../testing/live-stream';
import { json } from '../../../testing/responses';
import { stubApi } from '../../../testing/stub-api';
import AdminPage from '../../admin/routes/admin-page';
import OperatorPage from '../../operator/routes/operator-page';

let open: number;
let live: ReturnType<typeof liveStream>;

beforeEach(() => {
  open = 3;
  live = liveStream();
  saveStaffSignIn('staff-token', 'admin');
  document.title = 'Admin | Women Founders Club';
  stubApi({
    'GET /api/staff/inbox/count': () => json({ open }),
    'GET /api/staff/inbox': () => json([], 200, { 'X-Total-Count': '0' }),
    'GET /api/admin/pending-enablers': () => json([]),
    'GET /api/staff/live': live.respond,
  });
});

afterEach(() => vi.unstubAllGlobals());

const menu = () => within(screen.getByRole('navigation', { name: 'Admin menu' }));

describe("the Inbox's count (issue 41)", () => {
  it("stands before the tab's title and on the menu's Inbox, and follows the Inbox's changes", async () => {
    render(<AdminPage />, { wrapper: MemoryRouter });
    expect(await menu().findByRole('link', { name: 'Inbox, 3 new' })).toHaveAttribute('href', '/admin/inbox');
    // The title follows in an effect, and again when a screen sets its own (a mutation observer's callback).
    await vi.waitFor(() => expect(document.title).toBe('(3) Admin | Women Founders Club'));

    // A screen setting its own title keeps the count before it.
    document.title = 'Admin | Women Founders Club';
    await vi.waitFor(() => expect(document.title).toBe('(3) Admin | Women Founders Club'));

    open = 0;
    await live.send({ kind: 'inbox' });
    expect(await menu().findByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    // The title follows in an effect after the menu's render.
    await vi.waitFor(() => expect(document.title).toBe('Admin | Women Founders Club'));
  });

  it('leaves the title as it was once the dashboard closes', async () => {
    const { unmount } = render(<AdminPage />, { wrapper: MemoryRouter });
    await vi.waitFor(() => expect(document.title).toBe('(3) Admin | Women Founders Club'));
    unmount();
    expect(document.title).toBe('Admin | Women Founders Club');
  });

  it("is on the operator's Inbox tab, which opens the Inbox", async () => {
    document.title = 'Operator | Women Founders Club';
    render(<OperatorPage />, { wrapper: MemoryRouter });
    const tab = await screen.findByRole('tab', { name: 'Inbox, 3 new' });
    await vi.waitFor(() => expect(document.title).toBe('(3) Operator | Women Founders Club'));
    await userEvent.click(tab);
    expect(await screen.findByText('Nothing waits in the Inbox.')).toBeInTheDocument();
  });
});
