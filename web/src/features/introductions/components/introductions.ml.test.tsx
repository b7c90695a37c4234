import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router';
import { messages as membersMalayalam } from '../../../locales/members/ml.po';
import { messages as siteMalayalam } from '../../../locales/site/ml.po';
import { render, screen, within } from '../../../testing/library';
import { forgetMemberSignIn, rememberMemberSignIn } from '../../sign-in-state/member-session-state';
import { cardOf, CSRF, stubIntroductionsApi } from '../testing/introductions-stub';
import { BlockedMembersSection } from './blocked-members-section';
import { CardActions } from './card-actions';
import { IntroductionsSection } from './introductions-section';

/** Puts a text in a field at once (pasted): typing it key by key is slow on a busy machine. */
async function write(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

// Her page and the directory under /ml: the site's Malayalam and the members' catalog.
const malayalam = setupI18n({ locale: 'ml', messages: { ml: { ...siteMalayalam, ...membersMalayalam } } });

function renderInMalayalam(ui: ReactNode) {
  return render(
    <I18nProvider i18n={malayalam}>
      <MemoryRouter initialEntries={['/ml/member']}>{ui}</MemoryRouter>
    </I18nProvider>,
  );
}

beforeEach(() => rememberMemberSignIn(CSRF));

afterEach(() => {
  forgetMemberSignIn();
  vi.unstubAllGlobals();
});

it('shows her introductions and blocked members in Malayalam', async () => {
  stubIntroductionsApi();
  renderInMalayalam(
    <>
      <IntroductionsSection />
      <BlockedMembersSection />
    </>,
  );
  const section = screen.getByRole('region', { name: 'പരിചയപ്പെടുത്തലുകൾ' });
  expect(await within(section).findByRole('heading', { name: 'നിങ്ങളുടെ മറുപടിക്കായി കാത്തിരിക്കുന്നു' }, { timeout: 5000 })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Anjali Menon എന്നവരുടെ അഭ്യർത്ഥന സ്വീകരിക്കുക' })).toBeInTheDocument();
  expect(within(section).getByText('ക്ലബ് ഈ കുറിപ്പ് മറച്ചു.')).toBeInTheDocument();
  const blocked = screen.getByRole('region', { name: 'ബ്ലോക്ക് ചെയ്ത അംഗങ്ങൾ' });
  expect(await within(blocked).findByRole('button', { name: 'Sita Raman എന്നവരെ അൺബ്ലോക്ക് ചെയ്യുക' })).toBeInTheDocument();
});

it("asks for an introduction in Malayalam, the listing's link kept in the page's language", async () => {
  const { routes } = stubIntroductionsApi();
  routes['POST /api/member/introductions'] = () =>
    new Response(JSON.stringify({ error: 'x', message: 'ദയവായി ആദ്യം ഡയറക്ടറിയിൽ നിങ്ങളെ ചേർക്കുക', code: 'LIST_YOURSELF_FIRST' }), {
      status: 409,
      headers: { 'Content-Type': 'application/json' },
    });
  renderInMalayalam(<CardActions card={cardOf()} isOwn={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Anjali Menon എന്നവർക്ക് എന്നെ പരിചയപ്പെടുത്തുക' }));
  const dialog = screen.getByRole('dialog', { name: 'Anjali Menon എന്നവരെ പരിചയപ്പെടാൻ അഭ്യർത്ഥിക്കുക' });
  await write(within(dialog).getByRole('textbox', { name: 'നിങ്ങളുടെ കുറിപ്പ്' }), 'പരിചയപ്പെടാൻ ആഗ്രഹിക്കുന്നു, നന്ദി.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'അഭ്യർത്ഥന അയയ്ക്കുക' }));
  const link = await within(dialog).findByRole('link', { name: 'നിങ്ങളുടെ പേജിൽ നിന്ന് ഡയറക്ടറിയിൽ ചേരുക' });
  expect(link).toHaveAttribute('href', '/ml/member#listing');
});
