import type { NewsletterArchiveEntry } from '@wfc/shared';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { clearQueryMemory } from '../../../lib/query';
import { renderIn, screen, within } from '../../../testing/library';
import { failure } from '../../../testing/responses';
import NewsletterArchivePage from './newsletter-archive-page';

const archive: NewsletterArchiveEntry[] = [
  {
    slug: 'november-news',
    subject: 'November at the club',
    preheader: 'A workshop in Kochi',
    sentAt: '2026-11-05T08:00:00.000Z',
    ml: { subject: 'ക്ലബ്ബിൽ നവംബർ', preheader: 'കൊച്ചിയിൽ ഒരു ശിൽപശാല' },
  },
  { slug: 'october-news', subject: 'October at the club', preheader: '', sentAt: '2026-10-05T08:00:00.000Z', ml: null },
];

/** The archive as the server renders it: its data embedded, the API's refresh never answering. */
function renderArchive(locale: 'en' | 'ml', data: NewsletterArchiveEntry[] | undefined = archive) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  renderIn(
    locale,
    <InitialDataProvider data={data ? { '/api/newsletters': data } : {}}>
      <MemoryRouter initialEntries={[locale === 'ml' ? '/ml/newsletters' : '/newsletters']}>
        <NewsletterArchivePage />
      </MemoryRouter>
    </InitialDataProvider>,
  );
}

beforeEach(() => clearQueryMemory());
afterEach(() => vi.unstubAllGlobals());

describe('the newsletters’ archive', () => {
  it('lists each newsletter newest first with its date and preheader, linking to its page, with the feed', () => {
    renderArchive('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('November at the club');
    expect(within(items[0]!).getByRole('link', { name: 'November at the club' })).toHaveAttribute('href', '/newsletters/november-news');
    expect(within(items[0]!).getByText('November 5, 2026')).toHaveAttribute('datetime', '2026-11-05T08:00:00.000Z');
    expect(within(items[0]!).getByText('A workshop in Kochi')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'October at the club' })).toHaveAttribute('href', '/newsletters/october-news');
    // An empty preheader is no empty paragraph.
    expect(items[1]!.querySelectorAll('p')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Subscribe to the feed' })).toHaveAttribute('href', '/newsletters/feed.atom');
    expect(screen.getByRole('link', { name: 'Become a member to get them by e-mail' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
    expect(screen.getByRole('heading', { level: 2, name: 'November at the club' }).lang).toBe('');
  });

  it('in Malayalam shows the Malayalam version where written, else the English marked as English', () => {
    renderArchive('ml');
    expect(screen.getByRole('heading', { level: 1, name: 'ന്യൂസ്‌ലെറ്ററുകൾ' })).toBeInTheDocument();
    const translated = screen.getByRole('heading', { level: 2, name: 'ക്ലബ്ബിൽ നവംബർ' });
    expect(translated).not.toHaveAttribute('lang');
    expect(within(translated).getByRole('link')).toHaveAttribute('href', '/ml/newsletters/november-news');
    expect(screen.getByText('കൊച്ചിയിൽ ഒരു ശിൽപശാല')).toBeInTheDocument();
    expect(screen.getByText('2026 നവംബർ 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'October at the club' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'ഫീഡ് സബ്സ്ക്രൈബ് ചെയ്യുക' })).toHaveAttribute('href', '/ml/newsletters/feed.atom');
  });

  it('says so when no newsletter has been sent yet', () => {
    renderArchive('en', []);
    expect(screen.getByText('No newsletters yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says so when the archive cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => failure(500, 'Something went wrong.')),
    );
    renderIn(
      'en',
      <MemoryRouter>
        <NewsletterArchivePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the newsletters…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The newsletters could not be loaded. Please try again later.');
  });
});
