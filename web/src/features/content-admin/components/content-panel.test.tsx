import type { ContentRevision, SiteSettingsItem, VersionedSiteSettings } from '@wfc/shared';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, json } from '../../../testing/responses';
import AdminPage from '../../admin/routes/admin-page';

/** The admin's Content screen: the site settings editor, its conflict handling and its history (decision 022). */

const site: SiteSettingsItem = {
  name: 'Women Founders Club',
  tagline: 'Where founders lift each other.',
  region: 'Kerala',
  mission: 'Mentorship for every member.',
  address: '27 Temple Road, Kochi',
  email: 'hello@club.example',
  phone: '+91 484 000 0000',
  whatsapp: '',
  website: 'https://club.example',
  social: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/' }],
  stats: { members: 10, visitors: 20, programs: 30, impact: 40 },
  statSources: { members: 'typed', visitors: 'typed', programs: 'typed', impact: 'typed' },
  membersLabel: 'Members',
  visitorsLabel: 'Daily Visitors',
  programsLabel: 'Health Program',
  impactLabel: 'Heart Beat',
  ml: {},
};
const v1: VersionedSiteSettings = { item: site, version: 1, updatedAt: '2026-12-01T09:00:00.000Z', updatedBy: null };
const history: ContentRevision[] = [{ version: 1, createdAt: v1.updatedAt, authorName: 'Seed content', changed: [], restoredFrom: null }];

let routes: Record<string, (() => Response)[]>;
const calls: { url: string; method: string; body?: Record<string, unknown> }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, ...(init.body ? { body: JSON.parse(String(init.body)) as Record<string, unknown> } : {}) });
      return routes[`${method} ${url}`]?.shift()?.() ?? failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openContent() {
  render(
    <MemoryRouter>
      <AdminPage />
    </MemoryRouter>,
  );
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Content' }));
  return screen.findByRole('textbox', { name: 'Tagline' });
}

describe('Content: the site settings', () => {
  it('saves on the version edited, and says the public pages show it', async () => {
    const v2 = {
      ...v1,
      version: 2,
      item: { ...site, tagline: 'Kerala founders, together' },
      updatedBy: 'Ada Admin',
      updatedAt: '2026-12-01T10:00:00.000Z',
    };
    routes = {
      'GET /api/admin/pending-enablers': [() => json([])],
      'GET /api/admin/content/site': [() => json(v1)],
      'GET /api/admin/content/site/revisions': [
        () => json(history),
        () =>
          json([{ version: 2, createdAt: v2.updatedAt, authorName: 'Ada Admin', changed: ['Tagline'], restoredFrom: null }, ...history]),
      ],
      'PUT /api/admin/content/site': [() => json({ ...v2, message: 'Saved. The public pages show it now.' })],
    };
    const tagline = await openContent();
    expect(screen.getByText('Version 1, as the site started.')).toBeInTheDocument();
    await userEvent.clear(tagline);
    await userEvent.type(tagline, 'Kerala founders, together');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved. The public pages show it now.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...site, tagline: 'Kerala founders, together', version: 1 });
    expect(await screen.findByText('Changed: Tagline')).toBeInTheDocument();
    expect(screen.getByText(/^Version 2, saved by Ada Admin on/)).toBeInTheDocument();
  });

  it("keeps the club's WhatsApp number, optional, explained beside it (issue 44)", async () => {
    routes = {
      'GET /api/admin/pending-enablers': [() => json([])],
      'GET /api/admin/content/site': [() => json(v1)],
      'GET /api/admin/content/site/revisions': [() => json(history), () => json(history)],
      'PUT /api/admin/content/site': [() => json({ ...v1, version: 2, message: 'Saved. The public pages show it now.' })],
    };
    await openContent();
    const whatsapp = screen.getByRole('textbox', { name: 'WhatsApp number (optional)' });
    expect(whatsapp).toHaveValue('');
    expect(whatsapp).not.toBeRequired();
    expect(whatsapp).toHaveAccessibleDescription(/with a \+ and its country code, digits only/);
    await userEvent.type(whatsapp, '+919847012345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. The public pages show it now.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...site, whatsapp: '+919847012345', version: 1 });
  });

  it('lets each home counter show a number she types or a live figure (issue 43)', async () => {
    routes = {
      'GET /api/admin/pending-enablers': [() => json([])],
      'GET /api/admin/content/site': [() => json(v1)],
      'GET /api/admin/content/site/revisions': [() => json(history), () => json(history)],
      'PUT /api/admin/content/site': [() => json({ ...v1, version: 2, message: 'Saved. The public pages show it now.' })],
    };
    await openContent();
    const visitors = screen.getByRole('combobox', { name: 'Visitors: the figure shown' });
    expect(visitors).toHaveDisplayValue('A number I type');
    expect(screen.getByRole('textbox', { name: 'Visitors' })).toHaveValue('20');
    expect(
      within(visitors)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'A number I type',
      'Live: members',
      'Live: daily visitors, averaged over 30 days',
      'Live: mentoring sessions held',
      'Live: events held',
    ]);
    await userEvent.selectOptions(visitors, 'Live: daily visitors, averaged over 30 days');
    // A live figure is the server's: no number to type for it.
    expect(screen.queryByRole('textbox', { name: 'Visitors' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved. The public pages show it now.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...site,
      statSources: { ...site.statSources, visitors: 'visitors' },
      version: 1,
    });
  });

  it('keeps her text when someone saved first, copies her changes, and reloads the saved version when she asks', async () => {
    const theirs = {
      ...v1,
      version: 2,
      item: { ...site, phone: '+91 484 111 1111' },
      updatedBy: 'Bea Admin',
      updatedAt: '2026-12-01T10:00:00.000Z',
    };
    const stale =
      'Someone else saved this while you were editing. Your changes are still in the form: copy them, then reload to see the saved version.';
    routes = {
      'GET /api/admin/pending-enablers': [() => json([])],
      'GET /api/admin/content/site': [() => json(v1)],
      'GET /api/admin/content/site/revisions': [() => json(history), () => json(history)],
      'PUT /api/admin/content/site': [() => json({ error: stale, message: stale, code: 'CONFLICT', current: theirs }, 409)],
    };
    const tagline = await openContent();
    await userEvent.clear(tagline);
    await userEvent.type(tagline, 'My own new tagline');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(tagline).toHaveValue('My own new tagline');
    expect(screen.getByText(/^Version 2 was saved by Bea Admin on/)).toBeInTheDocument();

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy my changes' }));
    expect(writeText).toHaveBeenCalledWith('tagline: My own new tagline');
    expect(await screen.findByText('Your changes are copied.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reload the saved version' }));
    expect(screen.getByRole('textbox', { name: 'Tagline' })).toHaveValue(site.tagline);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+91 484 111 1111');
    expect(screen.getByText(/^Version 2, saved by Bea Admin on/)).toBeInTheDocument();
  });

  it("shows the server's message under the field it names, and restores an older version after asking", async () => {
    const message = 'Please enter the website as a web address starting with https:// or http://.';
    const v3 = { ...v1, version: 3, updatedBy: 'Ada Admin' };
    routes = {
      'GET /api/admin/pending-enablers': [() => json([])],
      'GET /api/admin/content/site': [() => json({ ...v1, version: 2, updatedBy: 'Bea Admin' })],
      'GET /api/admin/content/site/revisions': [
        () => json([{ version: 2, createdAt: v1.updatedAt, authorName: 'Bea Admin', changed: ['Phone'], restoredFrom: null }, ...history]),
        () => json([{ version: 3, createdAt: v1.updatedAt, authorName: 'Ada Admin', changed: ['Phone'], restoredFrom: 1 }]),
      ],
      'PUT /api/admin/content/site': [
        () => json({ error: message, message, code: 'VALIDATION_FAILED', fields: { website: message } }, 400),
      ],
      'POST /api/admin/content/site/revisions/1/restore': [
        () => json({ ...v3, message: 'Version 1 restored as a new version. The public pages show it now.' }),
      ],
    };
    await openContent();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(message);

    await userEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    const confirm = screen.getByRole('button', { name: 'Yes, restore version 1' });
    expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ version: 2 });
    expect(await screen.findByText('Version 1 restored as a new version. The public pages show it now.')).toBeInTheDocument();
    expect(await screen.findByText('Restored version 1')).toBeInTheDocument();
  });

  it('shows an older version with the home statistics and their sources in her words, not their stored keys (issue 43)', async () => {
    const older = { ...site, stats: { ...site.stats, members: 1200 }, statSources: { ...site.statSources, visitors: 'visitors' as const } };
    routes = {
      'GET /api/admin/pending-enablers': [() => json([])],
      'GET /api/admin/content/site': [() => json({ ...v1, version: 2 })],
      'GET /api/admin/content/site/revisions': [
        () => json([{ version: 2, createdAt: v1.updatedAt, authorName: 'Bea Admin', changed: ['Phone'], restoredFrom: null }, ...history]),
      ],
      'GET /api/admin/content/site/revisions/1': [() => json({ ...history[0], item: older })],
    };
    await openContent();
    await userEvent.click(screen.getByRole('button', { name: 'View version 1' }));
    expect(await screen.findByText('Members 1,200, Visitors 20, Programs 30, Impact 40')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Members: A number I type, Visitors: Live: daily visitors, averaged over 30 days, Programs: A number I type, Impact: A number I type',
      ),
    ).toBeInTheDocument();
  });
});
