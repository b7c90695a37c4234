import type { Inquiry } from '@wfc/shared';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inquiryOf, json } from '../../../testing/responses';
import { useOperatorInquiries } from '../api/get-inquiries';
import { OperatorInquiriesPanel } from './operator-inquiries-panel';

let inquiries: Inquiry[];
const posts: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posts.length = 0;
  inquiries = [
    inquiryOf({ _id: 'i1', email: 'vera@example.org', enablerName: 'Lakshmi Nair' }),
    inquiryOf({ _id: 'i2', name: 'Asha Done', status: 'Closed' }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return json(inquiries);
      posts.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      inquiries = inquiries.map((item) =>
        item._id === 'i1' ? { ...item, status: 'Closed', caseId: url.endsWith('/case') ? 'c9' : null } : item,
      );
      return json(url.endsWith('/case') ? { inquiry: inquiries[0], caseId: 'c9' } : inquiries[0], url.endsWith('/case') ? 201 : 200);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function Harness({ onCaseMade }: { onCaseMade: () => void }) {
  return <OperatorInquiriesPanel inquiries={useOperatorInquiries()} onCaseMade={onCaseMade} />;
}

describe("the operators' Inquiries tab", () => {
  it("lists inquiries to unlinked profiles with the visitor's address, and makes an open one a case", async () => {
    const onCaseMade = vi.fn();
    render(<Harness onCaseMade={onCaseMade} />);
    const vera = (await screen.findByText('Vera Visitor')).closest('li')!;
    expect(within(vera).getByText('to Lakshmi Nair')).toBeInTheDocument();
    expect(within(vera).getByText(/vera@example\.org/)).toBeInTheDocument();
    // A closed inquiry offers nothing more.
    expect(within(screen.getByText('Asha Done').closest('li')!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(vera).getByRole('button', { name: 'Make it a case: the inquiry from Vera Visitor' }));
    expect(posts).toEqual([{ url: '/api/operator/inquiries/i1/case', body: undefined }]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The inquiry from Vera Visitor is now a help request in Cases, ready to assign.',
    );
    expect(onCaseMade).toHaveBeenCalled();
    expect(await within(vera).findByText('Made into a help request.')).toBeInTheDocument();
  });

  it('names every button with its visible label first (WCAG 2.5.3, label in name)', async () => {
    render(<Harness onCaseMade={() => {}} />);
    const vera = (await screen.findByText('Vera Visitor')).closest('li')!;
    for (const button of within(vera).getAllByRole('button')) {
      expect(button.getAttribute('aria-label') ?? '').toContain(button.textContent!.trim());
    }
  });

  it('closes an inquiry only with a note', async () => {
    render(<Harness onCaseMade={() => {}} />);
    const vera = (await screen.findByText('Vera Visitor')).closest('li')!;
    await userEvent.click(within(vera).getByRole('button', { name: 'Close the inquiry from Vera Visitor' }));
    const note = within(vera).getByLabelText('Note for closing the inquiry from Vera Visitor');
    expect(note).toHaveFocus();
    await userEvent.click(within(vera).getByRole('button', { name: 'Close inquiry' }));
    expect(within(vera).getByText('Please add a note saying why it is closed.')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await userEvent.type(note, 'Answered by phone');
    await userEvent.click(within(vera).getByRole('button', { name: 'Close inquiry' }));
    expect(posts).toEqual([{ url: '/api/operator/inquiries/i1/close', body: { note: 'Answered by phone' } }]);
    expect(await screen.findByRole('status')).toHaveTextContent('The inquiry from Vera Visitor is closed.');
  });
});
