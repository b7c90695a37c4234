import type { EnablerProfileItem, VersionedItem } from '@wfc/shared';
import { render, screen } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueryMemory } from '../../../lib/query';
import { json } from '../../../testing/responses';
import { MyProfileCard } from './my-profile-card';

const item: EnablerProfileItem = {
  name: 'Meera Nair',
  title: 'Founder, Spice Route Studio',
  description: 'I help founders price their first services.',
  expertise: ['Marketing'],
  region: 'Kochi',
  yearsOfExperience: 12,
  photo: '/images/enablers/meera.webp',
  photoSources: null,
  photoAlt: null,
  hidden: false,
  inTrash: false,
  ml: {},
};
const stored: VersionedItem<EnablerProfileItem> = { item, version: 3, updatedAt: '2026-12-01T09:00:00.000Z', updatedBy: 'Ada Admin' };
const puts: unknown[] = [];

beforeEach(() => {
  puts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push(body);
        return json({
          ...stored,
          version: 4,
          updatedBy: 'Meera Nair',
          item: { ...item, title: body.title },
          message: 'Saved. The public pages show it now.',
        });
      }
      if (url === '/api/enabler/profile')
        return json({
          profile: { photo: item.photo, name: item.name, title: puts.length ? 'Founder and CEO, Spice Route Studio' : item.title },
        });
      if (url === '/api/enabler/profile/edit') return json(stored);
      if (url === '/api/site') return json({ expertise: ['Marketing', 'Fundraising'] });
      return json({ message: 'Not found', error: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => {
  clearQueryMemory();
  vi.unstubAllGlobals();
});

describe('MyProfileCard', () => {
  it('lets her edit her own profile: the version she edited goes with it, and the card shows the saved title', async () => {
    render(<MyProfileCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit your profile' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('button', { name: 'Close the profile editor' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.clear(title);
    await userEvent.type(title, 'Founder and CEO, Spice Route Studio');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fundraising' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved. The public pages show it now.');
    expect(puts).toEqual([
      {
        name: item.name,
        title: 'Founder and CEO, Spice Route Studio',
        description: item.description,
        expertise: ['Marketing', 'Fundraising'],
        region: item.region,
        yearsOfExperience: 12,
        ml: {},
        version: 3,
      },
    ]);
    expect(await screen.findByText('Founder and CEO, Spice Route Studio', { selector: 'p' })).toBeInTheDocument();
  });
});
