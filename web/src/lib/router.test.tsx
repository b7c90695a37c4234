import { act, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '../testing/library';
import { createMemoryHistory, MemoryRouter, Route, Switch } from './router';

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
