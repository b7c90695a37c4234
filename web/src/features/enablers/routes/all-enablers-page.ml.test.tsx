import type { Enabler } from '@wfc/shared';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { clearQueryMemory } from '../../../lib/query';
import { renderIn, screen } from '../../../testing/library';
import AllEnablersPage from './all-enablers-page';

function enabler(id: number, name: string, region: string, yearsOfExperience: number): Enabler {
  return {
    id,
    name,
    photo: `/images/enablers/enabler-0${id}.svg`,
    title: 'Founder',
    description: 'Mentor.',
    expertise: ['Marketing'],
    region,
    yearsOfExperience,
  };
}

const enablers = [
  enabler(1, 'Anjali Menon', 'Kochi', 8),
  enabler(2, 'Meera Pillai', 'Thrissur', 12),
  enabler(3, 'Lakshmi Nair', 'Kochi', 20),
];

function renderDirectory(list = enablers) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  return renderIn(
    'ml',
    <InitialDataProvider data={{ '/api/enablers': list }}>
      <MemoryRouter initialEntries={['/ml/allenablers']}>
        <AllEnablersPage />
      </MemoryRouter>
    </InitialDataProvider>,
  );
}

beforeEach(() => clearQueryMemory());
afterEach(() => vi.unstubAllGlobals());

describe('AllEnablersPage in Malayalam', () => {
  it('labels the search and the filters in Malayalam', async () => {
    const user = userEvent.setup();
    renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'എല്ലാ എനേബ്ലർമാരും' })).toBeInTheDocument();
    expect(screen.getByLabelText('എനേബ്ലർമാരെ തിരയുക')).toHaveAttribute('placeholder', 'പേര്, പദവി അല്ലെങ്കിൽ വിവരണം');

    await user.click(screen.getByRole('button', { name: 'ഫിൽട്ടറുകൾ കാണിക്കുക' }));
    expect(screen.getByRole('button', { name: 'ഫിൽട്ടറുകൾ മറയ്ക്കുക' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'വൈദഗ്ധ്യം' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'പ്രദേശം' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'പരിചയം' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10 മുതൽ 15 വർഷം വരെ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ഫിൽട്ടറുകൾ പുനഃസജ്ജമാക്കുക' })).toBeInTheDocument();
  });

  it('counts the shown enablers with a Malayalam plural, and names the cards’ parts in Malayalam', async () => {
    const user = userEvent.setup();
    renderDirectory();
    expect(screen.getByRole('status')).toHaveTextContent('3 എനേബ്ലർമാരിൽ 3 പേരെ കാണിക്കുന്നു');
    expect(screen.getByRole('list', { name: 'എനേബ്ലർമാർ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meera എന്നവരുമായി ബന്ധപ്പെടുക' })).toBeInTheDocument();
    expect(
      screen.getByText((_content, element) => element?.tagName === 'P' && element.textContent === '12 വർഷത്തെ പരിചയം · Thrissur'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Anjali Menon എന്നവരുടെ ഛായാചിത്രം' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ഫിൽട്ടറുകൾ കാണിക്കുക' }));
    await user.click(screen.getByRole('radio', { name: '15 വർഷത്തിലധികം' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 എനേബ്ലർമാരിൽ 1 പേരെ കാണിക്കുന്നു');
  });

  it('uses the singular of the count when the directory has one enabler', () => {
    renderDirectory(enablers.slice(0, 1));
    expect(screen.getByRole('status')).toHaveTextContent('1 എനേബ്ലറിൽ 1 പേരെ കാണിക്കുന്നു');
  });

  it('says there are no matches in Malayalam', async () => {
    const user = userEvent.setup();
    renderDirectory();
    await user.type(screen.getByLabelText('എനേബ്ലർമാരെ തിരയുക'), 'nobody');
    expect(screen.getByRole('heading', { name: 'പൊരുത്തങ്ങളൊന്നും കണ്ടെത്തിയില്ല' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'എല്ലാ ഫിൽട്ടറുകളും പുനഃസജ്ജമാക്കുക' })).toBeInTheDocument();
  });
});
