import type { Inquiry } from '@wfc/shared';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, inquiryOf, json } from '../../../testing/responses';
import EnablerPage from './enabler-page';

let inquiries: Inquiry[];
let answer: (url: string) => Response;
const posts: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posts.length = 0;
  inquiries = [inquiryOf(), inquiryOf({ _id: 'i2', name: 'Asha Older', status: 'Declined', createdAt: '2026-11-30T10:00:00.000Z' })];
  answer = (url) => {
    const status = url.endsWith('/accept') ? 'Accepted' : 'Declined';
    inquiries = inquiries.map((item) =>
      item._id === 'i1' ? { ...item, status, email: status === 'Accepted' ? 'vera@example.org' : '' } : item,
    );
    return json(inquiries[0]);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') !== 'GET') {
        posts.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return answer(url);
      }
      if (url === '/api/enabler/profile')
        return json({ profile: { id: 2, name: 'Meera Pillai', photo: '/images/enablers/meera.jpg', title: 'Founder | Mentor' } });
      if (url === '/api/enabler/inquiries') return json(inquiries);
      if (url === '/api/enabler/inquiries/i1') {
        const viewed: Inquiry = inquiries[0]!.status === 'New' ? { ...inquiries[0]!, status: 'Viewed' } : inquiries[0]!;
        inquiries[0] = viewed;
        return json({ ...viewed, history: [{ _id: 'h1', actorName: null, from: null, to: 'New', note: null, at: viewed.createdAt }] });
      }
      return json([]);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (path = '/enabler?tab=inquiries') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <EnablerPage />
    </MemoryRouter>,
  );

describe("the enabler's profile and Inquiries tab", () => {
  it('keeps Overview and My Cases first and shows her own profile in Overview', async () => {
    renderPage('/enabler');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'My Cases', 'Inquiries', 'Sessions']);
    expect(await screen.findByRole('img', { name: 'Photo of Meera Pillai' })).toHaveAttribute('src', '/images/enablers/meera.jpg');
    expect(screen.getByText('Founder | Mentor')).toBeInTheDocument();
  });

  it('lists her inquiries with their state, opens one, and accepts only after saying what is shared', async () => {
    renderPage();
    const panel = screen.getByRole('tabpanel', { name: 'Inquiries' });
    const vera = (await within(panel).findByText('Vera Visitor')).closest('li')!;
    expect(within(vera).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByText('Asha Older').closest('li')!).getByText('Declined')).toBeInTheDocument();
    await userEvent.click(within(vera).getByRole('button', { name: 'Open inquiry from Vera Visitor' }));
    expect(await within(panel).findByRole('heading', { name: 'Inquiry from Vera Visitor' })).toHaveFocus();
    expect(within(panel).getByText('Viewed')).toBeInTheDocument();
    expect(within(panel).getByText('Shared with you once you accept')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Accept' }));
    expect(posts).toEqual([]);
    expect(within(panel).getByText(/we send your e-mail address to Vera Visitor, and her e-mail address to you/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Accept and introduce us' })).toHaveFocus();
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept and introduce us' }));
    expect(posts).toEqual([{ url: '/api/enabler/inquiries/i1/accept', body: undefined }]);
    expect(await within(panel).findByRole('status')).toHaveTextContent('You accepted. We have introduced you to Vera Visitor by e-mail.');
    expect(await within(panel).findByText('vera@example.org')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('declines with an optional reason; Cancel sends nothing', async () => {
    renderPage();
    const panel = screen.getByRole('tabpanel', { name: 'Inquiries' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Open inquiry from Vera Visitor' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Decline' }));
    const reason = within(panel).getByLabelText('Reason (optional; Vera Visitor will see it)');
    expect(reason).toHaveFocus();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Decline' }));
    await userEvent.type(within(panel).getByLabelText('Reason (optional; Vera Visitor will see it)'), 'Away until March');
    await userEvent.click(within(panel).getByRole('button', { name: 'Decline inquiry' }));
    expect(posts).toEqual([{ url: '/api/enabler/inquiries/i1/decline', body: { reason: 'Away until March' } }]);
    expect(await within(panel).findByRole('status')).toHaveTextContent('You declined. We have let Vera Visitor know kindly.');
  });

  it("shows the server's message when an answer fails, and keeps the step open", async () => {
    answer = () => failure(409, 'This inquiry has already been answered. Please reload to see where it stands.', 'CONFLICT');
    renderPage();
    const panel = screen.getByRole('tabpanel', { name: 'Inquiries' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Open inquiry from Vera Visitor' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Decline' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Decline inquiry' }));
    expect(posts).toEqual([{ url: '/api/enabler/inquiries/i1/decline', body: {} }]);
    expect(await within(panel).findByRole('alert')).toHaveTextContent('This inquiry has already been answered.');
    expect(within(panel).getByRole('button', { name: 'Decline inquiry' })).toBeEnabled();
  });
});
