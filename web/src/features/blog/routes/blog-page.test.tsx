import type { BlogPost } from '@wfc/shared';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { clearQueryMemory } from '../../../lib/query';
import BlogPage from './blog-page';

function post(n: number, category: string): BlogPost {
  return {
    id: `post-${n}`,
    title: `Post ${n}`,
    excerpt: `Excerpt ${n}`,
    date: 'October 14, 2026',
    publishedAt: '2026-10-14T00:00:00.000Z',
    readTime: '5 min read',
    image: '/images/blog/x.svg',
    imageAlt: 'x',
    category,
    link: `https://example.org/post-${n}`,
  };
}

function renderBlog(posts: BlogPost[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  return render(
    <InitialDataProvider data={{ '/api/blog': posts }}>
      <MemoryRouter>
        <BlogPage />
      </MemoryRouter>
    </InitialDataProvider>,
  );
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(() => clearQueryMemory());
afterEach(() => vi.unstubAllGlobals());

describe('BlogPage', () => {
  it('with 3 posts shows one page with Previous and Next disabled', () => {
    renderBlog([post(1, 'Fundraising'), post(2, 'Leadership'), post(3, 'Community')]);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', 'Next']);
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(titles()).toEqual(['Post 1', 'Post 2', 'Post 3']);
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  });

  it('offers All plus the categories of the posts, and filters', async () => {
    const user = userEvent.setup();
    renderBlog([post(1, 'Fundraising'), post(2, 'Leadership'), post(3, 'Fundraising')]);
    const filter = screen.getByRole('group', { name: 'Category' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Fundraising', 'Leadership']);
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'Fundraising' }));
    expect(titles()).toEqual(['Post 1', 'Post 3']);
    expect(within(filter).getByRole('button', { name: 'Fundraising' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'Leadership' }));
    expect(titles()).toEqual(['Post 2']);

    await user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(titles()).toEqual(['Post 1', 'Post 2', 'Post 3']);
  });

  it('pages through more than six posts, and a category change goes back to page 1', async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = vi.fn();
    const posts = Array.from({ length: 14 }, (_, i) => post(i + 1, i < 8 ? 'Fundraising' : 'Leadership'));
    renderBlog(posts);
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(titles()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6']);

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(titles()).toEqual(['Post 7', 'Post 8', 'Post 9', 'Post 10', 'Post 11', 'Post 12']);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Post 13', 'Post 14']);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(titles()[0]).toBe('Post 7');

    await user.click(screen.getByRole('button', { name: 'Leadership' }));
    expect(titles()).toEqual(['Post 9', 'Post 10', 'Post 11', 'Post 12', 'Post 13', 'Post 14']);
    expect(
      within(pages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', 'Next']);
  });
});
