import site from '../../../../../content/site.json';
import { afterEach, describe, expect, it } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { clearQueryMemory } from '../../../lib/query';
import { MemoryRouter } from '../../../lib/router';
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

  describe("the club's WhatsApp (issue 44)", () => {
    afterEach(() => clearQueryMemory());
    const renderWith = (whatsapp: string) =>
      renderIn('en', <Footer />, {
        wrapper: ({ children }) => (
          <InitialDataProvider data={{ '/api/site': { ...site, whatsapp, carousel: [], expertise: [] } }}>
            <MemoryRouter>{children}</MemoryRouter>
          </InitialDataProvider>
        ),
      });

    it('offers Chat on WhatsApp beside the phone when the settings have the number', () => {
      renderWith('+919847012345');
      expect(screen.getByRole('link', { name: site.phone })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Chat on WhatsApp (opens WhatsApp)' })).toHaveAttribute('href', 'https://wa.me/919847012345');
    });

    it('offers nothing when it has none', () => {
      renderWith('');
      expect(screen.getByRole('link', { name: site.phone })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    });
  });
});
