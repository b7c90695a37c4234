import { MemoryRouter } from '../../../lib/router';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIn, screen } from '../../../testing/library';
import { json } from '../../../testing/responses';
import MembershipPage from './membership-page';

function renderPage() {
  return renderIn(
    'ml',
    <MemoryRouter initialEntries={['/ml/membership']}>
      <MembershipPage />
    </MemoryRouter>,
  );
}

describe('MembershipPage in Malayalam', () => {
  it('shows the page, its benefits and the login link under /ml', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'അംഗമാകുക' })).toBeInTheDocument();
    expect(screen.getByText('ഞങ്ങളുടെ എനേബ്ലർമാരിൽ നിന്ന് സൗജന്യ മാർഗദർശനവും ഉപദേശവും.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ഇതിനകം അംഗമാണോ? സൈൻ ഇൻ ചെയ്യുക' })).toHaveAttribute('href', '/ml/memberlogin');
  });

  it('labels the sign-up form, its options and its button in Malayalam, and posts under /ml', () => {
    renderPage();
    const form = screen.getByRole('form', { name: 'സൈൻ അപ്പ് ചെയ്യുക' });
    expect(form.getAttribute('action')).toMatch(/^\/ml\/membership/);
    expect(screen.getByLabelText('ആദ്യ പേര്')).toBeRequired();
    expect(screen.getByLabelText('കുടുംബപ്പേര്')).toBeRequired();
    expect(screen.getByLabelText('ഇമെയിൽ')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('combobox', { name: 'ജോലിയിലെ പങ്ക്' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'എഞ്ചിനീയർ' })).toHaveValue('engineer');
    expect(screen.getByRole('group', { name: 'താൽപ്പര്യങ്ങൾ (ഏതും തിരഞ്ഞെടുക്കാം)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'ഒരു മാർഗദർശിയെ കണ്ടെത്തൽ' })).toHaveAttribute('value', 'mentor');
    expect(screen.getByRole('combobox', { name: 'ഞങ്ങളെക്കുറിച്ച് നിങ്ങൾ എങ്ങനെ അറിഞ്ഞു?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'സബ്സ്ക്രൈബ് ചെയ്യുക' })).toHaveAttribute('type', 'submit');
  });

  it('tells her in Malayalam what to do next once she signed up (issue 38)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ _id: 'm1', message: 'Successfully submitted!' }, 201)),
    );
    renderPage();
    fireEvent.submit(screen.getByRole('form', { name: 'സൈൻ അപ്പ് ചെയ്യുക' }));
    expect(
      await screen.findByText('ദയവായി നിങ്ങളുടെ ഇൻബോക്സ് പരിശോധിക്കുക: നിങ്ങളുടെ അംഗത്വം സ്ഥിരീകരിക്കാനുള്ള ഒരു ലിങ്ക് ഞങ്ങൾ അയച്ചിട്ടുണ്ട്.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Please check your inbox/)).toBeNull();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
