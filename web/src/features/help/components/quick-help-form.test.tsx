import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, renderIn, screen } from '../../../testing/library';
import { json } from '../../../testing/responses';
import { QuickHelpForm } from './quick-help-form';

afterEach(() => vi.unstubAllGlobals());

/** Fills and sends the form with the API accepting the question; the page is `path`. */
async function send(locale: 'en' | 'ml', path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ _id: 'c1', message: 'ok' }, 201)),
  );
  renderIn(locale, <QuickHelpForm />, { wrapper: ({ children }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter> });
  const boxes = screen.getAllByRole('textbox');
  for (const [index, value] of ['Devi Nair', 'devi@example.org', 'How do I register a company?'].entries()) fireEvent.change(boxes[index]!, { target: { value } });
  fireEvent.submit(screen.getByRole('button').closest('form')!);
}

describe('the quick help form once sent (issue 26)', () => {
  it('keeps the spec\'s success text in its status and links to Find my requests', async () => {
    await send('en', '/');
    expect(await screen.findByRole('status')).toHaveTextContent(/^Your question has been submitted\. We'll get back to you soon!$/);
    expect(screen.getByRole('link', { name: 'Find my requests' })).toHaveAttribute('href', '/request');
  });

  it('links to the Malayalam requests page on a Malayalam page', async () => {
    await send('ml', '/ml');
    await screen.findByRole('status');
    expect(screen.getByRole('link', { name: 'എന്റെ സഹായ അഭ്യർത്ഥനകൾ കണ്ടെത്തുക' })).toHaveAttribute('href', '/ml/request');
  });
});
