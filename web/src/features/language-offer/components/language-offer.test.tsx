import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, renderIn, screen, waitFor } from '../../../testing/library';
import { OFFER_CHOICE_KEY } from '../lib/offer-choice';
import { prefersMalayalam } from '../lib/prefers-malayalam';
import { LanguageOffer } from './language-offer';

function renderOffer(locale: 'en' | 'ml', path = '/events?month=june') {
  return renderIn(locale, <LanguageOffer />, {
    wrapper: ({ children }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>,
  });
}

const OFFER = { name: /This page is also in Malayalam/ };

/** The offer loads lazily after rendering: waits until that had its chance, then the test looks. */
async function settle() {
  await vi.dynamicImportSettled();
}

describe('the offer of the Malayalam page (issue 18: offered, never forced)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

  it('reads a preference for Malayalam only when Malayalam comes before English', () => {
    expect(prefersMalayalam(['ml-IN', 'en-US', 'en'])).toBe(true);
    expect(prefersMalayalam(['ml'])).toBe(true);
    expect(prefersMalayalam(['ta', 'ML-in'])).toBe(true);
    expect(prefersMalayalam(['en-IN', 'ml'])).toBe(false);
    expect(prefersMalayalam(['en-US'])).toBe(false);
    expect(prefersMalayalam([])).toBe(false);
  });

  it('offers the same page under /ml, in Malayalam and English, without taking focus', async () => {
    browserLanguages(['ml-IN', 'en']);
    renderOffer('en');
    const offer = await screen.findByRole('region', OFFER);
    expect(offer).toHaveTextContent('ഈ പേജ് മലയാളത്തിലും ലഭ്യമാണ്');
    const link = screen.getByRole('link', { name: 'മലയാളത്തിൽ വായിക്കുക' });
    expect(link).toHaveAttribute('href', '/ml/events?month=june');
    expect(link).toHaveAttribute('lang', 'ml');
    expect(offer).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('remembers following the offer, and is not offered again', async () => {
    browserLanguages(['ml-IN', 'en']);
    const first = renderOffer('en');
    const link = await screen.findByRole('link', { name: 'മലയാളത്തിൽ വായിക്കുക' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(window.localStorage.getItem(OFFER_CHOICE_KEY)).toBe('ml');
    first.unmount();
    renderOffer('en');
    await settle();
    expect(screen.queryByRole('region', OFFER)).toBeNull();
  });

  it('goes away when dismissed, and stays away on the next visit', async () => {
    browserLanguages(['ml', 'en']);
    const first = renderOffer('en');
    const dismiss = await screen.findByRole('button', { name: 'Dismiss: stay in English' });
    // While shown, what has the focus is scrolled clear of it (WCAG 2.4.11).
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/^\d+px$/);
    fireEvent.click(dismiss);
    expect(screen.queryByRole('region', OFFER)).toBeNull();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    expect(window.localStorage.getItem(OFFER_CHOICE_KEY)).toBe('dismissed');
    first.unmount();
    renderOffer('en', '/');
    await settle();
    expect(screen.queryByRole('region', OFFER)).toBeNull();
  });

  it('offers nothing to a browser that prefers English', async () => {
    browserLanguages(['en-IN', 'ml']);
    renderOffer('en');
    await settle();
    expect(screen.queryByRole('region', OFFER)).toBeNull();
  });

  it('offers nothing on a Malayalam page', async () => {
    browserLanguages(['ml-IN']);
    renderOffer('ml', '/ml/events');
    await settle();
    expect(screen.queryByRole('region', OFFER)).toBeNull();
    await waitFor(() => expect(document.body.textContent).not.toContain('This page is also in Malayalam'));
  });
});
