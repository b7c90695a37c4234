import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as membersMalayalam } from '../../../locales/members/ml.po';
import { messages as siteMalayalam } from '../../../locales/site/ml.po';
import { MemoryRouter } from '../../../lib/router';
import { ListingSection } from '../components/listing-section';
import { cardOf, stubDirectoryApi } from '../testing/directory-api-stub';
import DirectoryPage from './directory-page';

// The directory's page loads the members catalog over the site's (other-screens.tsx: withCatalog('members')).
const malayalam = setupI18n({ locale: 'ml', messages: { ml: { ...siteMalayalam, ...membersMalayalam } } });

function renderInMalayalam(ui: React.ReactNode, at: string) {
  render(
    <I18nProvider i18n={malayalam}>
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    </I18nProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the member directory in Malayalam', () => {
  it("says its own words in Malayalam and shows a card's texts as written, marked with their language", async () => {
    stubDirectoryApi([cardOf(), cardOf({ id: 'l2', name: 'ലക്ഷ്മി വർമ്മ', textLocale: 'ml', canHelp: 'കയറ്റുമതി' })]);
    renderInMalayalam(<DirectoryPage />, '/ml/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'അംഗങ്ങളുടെ ഡയറക്ടറി' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'അംഗങ്ങളെ തിരയുക' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'വ്യവസായ മേഖല' })).toBeInTheDocument();
    const [english, malayalamCard] = await screen.findAllByRole('article');
    expect(within(english!).getByText('ഇംഗ്ലീഷിൽ എഴുതിയത്')).toBeInTheDocument();
    expect(within(english!).getByText('Exporting to Europe, and pricing handmade goods.')).toHaveAttribute('lang', 'en');
    expect(within(english!).getByRole('heading', { name: 'എനിക്ക് സഹായിക്കാൻ കഴിയുന്നത്' })).not.toHaveAttribute('lang');
    expect(within(malayalamCard!).getByText('മലയാളത്തിൽ എഴുതിയത്')).toBeInTheDocument();
    expect(within(malayalamCard!).getByText('കയറ്റുമതി')).toHaveAttribute('lang', 'ml');
    expect(screen.getByRole('status')).toHaveTextContent('2 അംഗങ്ങളെ കാണിക്കുന്നു');
  });

  it('offers her listing in Malayalam', async () => {
    stubDirectoryApi();
    renderInMalayalam(<ListingSection />, '/ml/member');
    expect(await screen.findByRole('region', { name: 'ഡയറക്ടറിയിലെ നിങ്ങളുടെ കാർഡ്' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'എന്റെ കാർഡ് ഓണാക്കുക' })).toBeInTheDocument();
  });
});
