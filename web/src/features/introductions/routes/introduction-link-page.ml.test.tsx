import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router';
import { messages as membersMalayalam } from '../../../locales/members/ml.po';
import { messages as siteMalayalam } from '../../../locales/site/ml.po';
import { render, screen } from '../../../testing/library';
import { json } from '../../../testing/responses';
import { stubApi } from '../../../testing/stub-api';
import { cardOf, introductionOf } from '../testing/introductions-stub';
import IntroductionLinkPage from './introduction-link-page';

// The page as /ml/introduction loads it: the site's Malayalam and the members' catalog.
const malayalam = setupI18n({ locale: 'ml', messages: { ml: { ...siteMalayalam, ...membersMalayalam } } });

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

it('speaks Malayalam, her own texts marked with their language', async () => {
  stubApi({ 'POST /api/introductions/link': () => json({ introduction: introductionOf(), from: cardOf({ textLocale: 'en' }) }) });
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/ml/introduction#tok-ml');
  render(
    <I18nProvider i18n={malayalam}>
      <MemoryRouter initialEntries={['/ml/introduction']}>
        <IntroductionLinkPage />
      </MemoryRouter>
    </I18nProvider>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ഒരു പരിചയപ്പെടുത്തൽ അഭ്യർത്ഥന');
  expect(await screen.findByRole('button', { name: 'സ്വീകരിക്കുക' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'നിരസിക്കുക' })).toBeInTheDocument();
  expect(screen.getByText('Founder, Kochi Looms')).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('link', { name: 'നിങ്ങളുടെ എല്ലാ പരിചയപ്പെടുത്തലുകളും നിങ്ങളുടെ പേജിൽ കാണുക' })).toHaveAttribute(
    'href',
    '/ml/member#introductions',
  );
});
