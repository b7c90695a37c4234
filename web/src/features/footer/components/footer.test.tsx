import { MemoryRouter } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { renderIn, screen, within } from '../../../testing/library';
import { Footer } from './footer';

describe('the footer in each language', () => {
  it('names its links in Malayalam and keeps them on Malayalam pages', () => {
    renderIn('ml', <Footer />, { wrapper: ({ children }) => <MemoryRouter initialEntries={['/ml/events']}>{children}</MemoryRouter> });
    const quick = screen.getByRole('navigation', { name: 'ദ്രുത ലിങ്കുകൾ' });
    expect(within(quick).getByRole('link', { name: 'അംഗത്വം' })).toHaveAttribute('href', '/ml/membership');
    expect(within(quick).getByRole('link', { name: 'എന്റെ സഹായ അഭ്യർത്ഥനകൾ കണ്ടെത്തുക' })).toHaveAttribute('href', '/ml/request');
  });

  it('links a requester to Find my requests (issue 26)', () => {
    renderIn('en', <Footer />, { wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter> });
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: 'Find my requests' })).toHaveAttribute('href', '/request');
  });

  it('stays as the spec writes it in English', () => {
    renderIn('en', <Footer />, { wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter> });
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/membership');
  });
});
