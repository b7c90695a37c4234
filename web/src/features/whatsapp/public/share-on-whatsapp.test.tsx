import { describe, expect, it } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { PAGE_ORIGIN } from '../../../lib/page-address';
import { MemoryRouter } from '../../../lib/router';
import { axeViolations } from '../../../testing/layout';
import { renderIn, screen } from '../../../testing/library';
import { ChatOnWhatsApp } from './chat-on-whatsapp';
import { ShareOnWhatsApp } from './share-on-whatsapp';

const origin = 'https://club.example';

function renderShare(locale: 'en' | 'ml', props: Parameters<typeof ShareOnWhatsApp>[0]) {
  return renderIn(locale, <ShareOnWhatsApp {...props} />, {
    wrapper: ({ children }) => (
      <InitialDataProvider data={{ [PAGE_ORIGIN]: origin }}>
        <MemoryRouter initialEntries={[locale === 'ml' ? '/ml/events' : '/events']}>{children}</MemoryRouter>
      </InitialDataProvider>
    ),
  });
}

const textOf = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('text');

describe('Share on WhatsApp (issue 44)', () => {
  it('opens wa.me with the title and the absolute address of the page, in a new tab, named for a screen reader', async () => {
    const { container } = renderShare('en', { title: 'Pricing Workshop & more', path: '/events/pricing-workshop' });
    const link = screen.getByRole('link', { name: 'Share on WhatsApp (opens WhatsApp)' });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Pricing Workshop & more\n${origin}/events/pricing-workshop`)}`,
    );
    expect(textOf(link)).toBe(`Pricing Workshop & more\n${origin}/events/pricing-workshop`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shares the Malayalam page from a Malayalam page, and names what a card shares', () => {
    renderShare('ml', { title: 'അഞ്ജലി', path: '/allenablers', about: 'Anjali Menon' });
    const link = screen.getByRole('link', { name: 'WhatsApp-ൽ പങ്കിടുക: Anjali Menon (WhatsApp തുറക്കും)' });
    expect(textOf(link)).toBe(`അഞ്ജലി\n${origin}/ml/allenablers`);
  });
});

describe('Chat on WhatsApp (issue 44)', () => {
  it("opens a chat with the club's number, its digits alone", () => {
    renderIn('en', <ChatOnWhatsApp number="+919847012345" />);
    const link = screen.getByRole('link', { name: 'Chat on WhatsApp (opens WhatsApp)' });
    expect(link).toHaveAttribute('href', 'https://wa.me/919847012345');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
