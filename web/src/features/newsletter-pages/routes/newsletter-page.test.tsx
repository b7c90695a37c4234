import type { NewsletterPage as NewsletterDocument } from '@wfc/shared';
import { MemoryRouter, Route, Switch } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { clearQueryMemory } from '../../../lib/query';
import { renderIn, screen } from '../../../testing/library';
import { failure } from '../../../testing/responses';
import NewsletterPage from './newsletter-page';

const november: NewsletterDocument = {
  slug: 'november-news',
  subject: 'November at the club',
  preheader: 'A workshop in Kochi',
  html: '<h2>Workshop</h2>\n<p>Join us in <strong>Kochi</strong>.</p>\n',
  sentAt: '2026-11-05T08:00:00.000Z',
  ml: { subject: 'ക്ലബ്ബിൽ നവംബർ', preheader: 'കൊച്ചിയിൽ ഒരു ശിൽപശാല', html: '<h2>ശിൽപശാല</h2>\n<p>കൊച്ചിയിൽ വരൂ.</p>\n' },
};

/** A newsletter's page as the server renders it: its document embedded, the API's refresh never answering. */
function renderNewsletter(locale: 'en' | 'ml', document: NewsletterDocument | null = november) {
  const prefix = locale === 'ml' ? '/ml' : '';
  renderIn(
    locale,
    <InitialDataProvider data={document ? { [`/api/newsletters/${document.slug}`]: document } : {}}>
      <MemoryRouter initialEntries={[`${prefix}/newsletters/${document?.slug ?? 'no-such-newsletter'}`]}>
        <Switch>
          <Route path="/newsletters/:slug">
            <NewsletterPage />
          </Route>
          <Route path="/ml/newsletters/:slug">
            <NewsletterPage />
          </Route>
        </Switch>
      </MemoryRouter>
    </InitialDataProvider>,
  );
}

beforeEach(() => {
  clearQueryMemory();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a newsletter’s page', () => {
  it('shows its subject as the page’s heading, when it was sent, and its text as the server rendered it', () => {
    renderNewsletter('en');
    const article = screen.getByRole('article');
    expect(article).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 1, name: 'November at the club' })).toBeInTheDocument();
    expect(screen.getByText('November 5, 2026')).toHaveAttribute('datetime', '2026-11-05T08:00:00.000Z');
    expect(screen.getByText('A workshop in Kochi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Workshop' })).toBeInTheDocument();
    expect(screen.getByText('Kochi', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All newsletters' })).toHaveAttribute('href', '/newsletters');
    expect(screen.getByRole('link', { name: 'Subscribe to the feed' })).toHaveAttribute('href', '/newsletters/feed.atom');
    expect(document.title).toBe('November at the club | Women Founders Club');
  });

  it('in Malayalam shows its Malayalam version', () => {
    renderNewsletter('ml');
    expect(screen.getByRole('article')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 1, name: 'ക്ലബ്ബിൽ നവംബർ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ശിൽപശാല' })).toBeInTheDocument();
    expect(screen.getByText('2026 നവംബർ 5')).toBeInTheDocument();
    expect(screen.queryByText('ഈ ന്യൂസ്‌ലെറ്റർ ഇംഗ്ലീഷിൽ മാത്രമാണ് എഴുതിയിട്ടുള്ളത്.')).toBeNull();
    expect(screen.getByRole('link', { name: 'എല്ലാ ന്യൂസ്‌ലെറ്ററുകളും' })).toHaveAttribute('href', '/ml/newsletters');
    expect(document.title).toBe('ക്ലബ്ബിൽ നവംബർ | Women Founders Club');
  });

  it('in Malayalam without a Malayalam version shows the English, marked as English, and says so', () => {
    renderNewsletter('ml', { ...november, ml: null });
    const article = screen.getByRole('article');
    expect(article).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'November at the club' })).toBeInTheDocument();
    expect(screen.getByText('ഈ ന്യൂസ്‌ലെറ്റർ ഇംഗ്ലീഷിൽ മാത്രമാണ് എഴുതിയിട്ടുള്ളത്.')).toBeInTheDocument();
    // The date is in the page's language, inside the English article.
    expect(screen.getByText('2026 നവംബർ 5').closest('p')).toHaveAttribute('lang', 'ml');
  });

  it('is the not-found page when the API says there is no such newsletter', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => failure(404, 'We could not find that newsletter.', 'NOT_FOUND')),
    );
    renderNewsletter('en', null);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the newsletter…');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
  });
});
