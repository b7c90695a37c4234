import { act, Profiler, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen } from '../testing/library';
import { createMemoryHistory, Link, MemoryRouter, Route, Switch } from './router';

/** Counts each screen's mounts, to see whether a move between its routes keeps it. */
const mounts: string[] = [];
function Screen({ name }: { name: string }) {
  useEffect(() => {
    mounts.push(name);
  }, [name]);
  return <h1>{name}</h1>;
}

describe("lib/router's Switch", () => {
  it('matches the routes of a lone fragment one by one: one route rendered, not all of them', () => {
    const routes = (
      <>
        <Route path="/a">
          <Screen name="A" />
        </Route>
        <Route>
          <Screen name="Not found" />
        </Route>
      </>
    );
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Switch>{routes}</Switch>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['A']);
  });

  it('keeps a screen mounted across a move between two routes that show it', () => {
    mounts.length = 0;
    const history = createMemoryHistory({ initialEntries: ['/news'] });
    render(
      <MemoryRouter history={history}>
        <Switch>
          <Route path="/news">
            <Screen name="News" />
          </Route>
          <Route path="/news/:slug">
            <Screen name="News" />
          </Route>
        </Switch>
      </MemoryRouter>,
    );
    act(() => history.navigate('/news/first'));
    expect(screen.getByRole('heading')).toHaveTextContent('News');
    expect(mounts).toEqual(['News']);
  });
});

describe("lib/router's Link (issue 39)", () => {
  it('moves on a click, in place when it leads where the page is, and a link to parts of the address follows the location', async () => {
    const history = createMemoryHistory({ initialEntries: ['/events'] });
    render(
      <MemoryRouter history={history}>
        <Link to="/events">Events</Link>
        <Link to="/blogs">Blog</Link>
        <Link to={{ search: '?page=2' }}>Next page</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/events?page=2');
    await userEvent.click(screen.getByRole('link', { name: 'Events' }));
    expect(history.action()).toBe('REPLACE');
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(history.location().pathname).toBe('/blogs');
    expect(history.action()).toBe('PUSH');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/blogs?page=2');
  });

  it('does not render a link to a path again when the page moves', () => {
    const history = createMemoryHistory({ initialEntries: ['/events'] });
    const renders: string[] = [];
    render(
      <MemoryRouter history={history}>
        <Profiler id="path" onRender={(_id, phase) => renders.push(phase)}>
          <Link to="/blogs">Blog</Link>
        </Profiler>
      </MemoryRouter>,
    );
    act(() => history.navigate('/resources'));
    expect(renders).toEqual(['mount']);
  });
});
