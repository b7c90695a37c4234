import type { EnablerProfileLinks } from '@wfc/shared';
import { render, renderIn, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, json } from '../../../testing/responses';
import { EnablerProfilesPanel } from './enabler-profiles-panel';

let links: EnablerProfileLinks;
let linkResponse: (profileId: number, userId: string | null) => Response;
const puts: { url: string; body: unknown }[] = [];
const mina = { _id: 'u1', name: 'Mina Enabler', email: 'mina@example.org' };

beforeEach(() => {
  puts.length = 0;
  links = {
    profiles: [
      { id: 1, name: 'Anjali Menon', photo: '/images/enablers/anjali.jpg', title: 'Founder', account: null },
      {
        id: 2,
        name: 'Meera Pillai',
        photo: '/images/enablers/meera.jpg',
        title: 'Mentor',
        account: { _id: 'u2', name: 'Olga', email: 'olga@example.org' },
      },
    ],
    unlinkedAccounts: [mina],
  };
  linkResponse = (profileId, userId) => {
    links.profiles = links.profiles.map((profile) => (profile.id === profileId ? { ...profile, account: userId ? mina : null } : profile));
    return json(links.profiles.find((profile) => profile.id === profileId));
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return json(links);
      const body = JSON.parse(String(init?.body)) as { userId: string | null };
      puts.push({ url, body });
      return linkResponse(Number(url.split('/')[4]), body.userId);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('Enabler Profiles', () => {
  it('links a free account to a profile after a choice is made, and unlinks another', async () => {
    render(<EnablerProfilesPanel />);
    const anjali = (await screen.findByText('Anjali Menon')).closest('li')!;
    await userEvent.click(within(anjali).getByRole('button', { name: 'Link Anjali Menon' }));
    expect(within(anjali).getByText('Please choose an enabler account.')).toBeInTheDocument();
    expect(puts).toEqual([]);
    await userEvent.selectOptions(within(anjali).getByLabelText('Account for Anjali Menon'), 'Mina Enabler (mina@example.org)');
    await userEvent.click(within(anjali).getByRole('button', { name: 'Link Anjali Menon' }));
    expect(puts).toEqual([{ url: '/api/admin/enabler-profiles/1/account', body: { userId: 'u1' } }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Anjali Menon is now linked to Mina Enabler.');

    const meera = screen.getByText('Meera Pillai').closest('li')!;
    expect(within(meera).getByText(/olga@example\.org/)).toBeInTheDocument();
    await userEvent.click(within(meera).getByRole('button', { name: 'Unlink Meera Pillai' }));
    expect(puts.at(-1)).toEqual({ url: '/api/admin/enabler-profiles/2/account', body: { userId: null } });
  });

  it("shows the server's message when the account already has a profile", async () => {
    linkResponse = () => failure(409, 'That account is already linked to another profile.', 'CONFLICT');
    render(<EnablerProfilesPanel />);
    const anjali = (await screen.findByText('Anjali Menon')).closest('li')!;
    await userEvent.selectOptions(within(anjali).getByLabelText('Account for Anjali Menon'), 'u1');
    await userEvent.click(within(anjali).getByRole('button', { name: 'Link Anjali Menon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That account is already linked to another profile.');
  });

  it("speaks Malayalam on a Malayalam page, and English stays the spec's", async () => {
    renderIn('ml', <EnablerProfilesPanel />);
    expect(screen.getByRole('heading', { name: 'എനേബ്ലർ പ്രൊഫൈലുകൾ' })).toBeInTheDocument();
    const anjali = (await screen.findByText('Anjali Menon')).closest('li')!;
    await userEvent.click(within(anjali).getByRole('button', { name: 'Anjali Menon എന്നവരെ ബന്ധിപ്പിക്കുക' }));
    expect(within(anjali).getByText('ദയവായി ഒരു എനേബ്ലർ അക്കൗണ്ട് തിരഞ്ഞെടുക്കുക.')).toBeInTheDocument();
    expect(within(anjali).getByRole('combobox', { name: /Anjali Menon എന്നവരുടെ അക്കൗണ്ട്/ })).toBeInTheDocument();
    const meera = screen.getByText('Meera Pillai').closest('li')!;
    expect(meera).toHaveTextContent('Olga (olga@example.org) എന്നവരുമായി ബന്ധിപ്പിച്ചിരിക്കുന്നു');
    expect(within(meera).getByRole('button', { name: 'Meera Pillai എന്നവരുടെ ബന്ധം നീക്കുക' })).toHaveTextContent('ബന്ധം നീക്കുക');
  });

  it('says in English what it said before', async () => {
    render(<EnablerProfilesPanel />);
    expect(screen.getByRole('heading', { name: 'Enabler Profiles' })).toBeInTheDocument();
    const meera = (await screen.findByText('Meera Pillai')).closest('li')!;
    expect(meera).toHaveTextContent('Linked to Olga (olga@example.org)');
    expect(
      screen.getByText("Link each directory profile to its enabler's account, so that inquiries sent to the profile reach her."),
    ).toBeInTheDocument();
  });
});
