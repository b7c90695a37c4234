import { useLingui } from '@lingui/react';
import { pseudoLocale } from '@wfc/shared';
import { lazy } from 'react';
import HomePage from '../features/home/routes/home-page';
import { Route, Switch } from '../lib/router';
import { Layout } from './layout';

// The home page is in the first load; every other page, with the table of their paths, loads when
// one is first shown (other-screens.tsx), so the home page's first load stays small (issue 39).
const OtherScreens = lazy(() => import('./other-screens'));

/**
 * The screens under one language's prefix: English at the spec's paths, Malayalam under `/ml`
 * (shared/src/locales.ts). Both trees hold the same elements; the page's language is chosen
 * before rendering, from the path, by the entry point.
 */
const screens = (
  <Layout>
    <Switch>
      <Route path="/">
        <HomePage />
      </Route>
      <Route>
        <OtherScreens />
      </Route>
    </Switch>
  </Layout>
);

/** The site's routes; shared/src/routes.ts lists the same paths for the server. */
export function AppRoutes() {
  const { i18n } = useLingui();
  return (
    <Switch>
      <Route path="/ml" nest>
        {screens}
      </Route>
      {/* Only a page the server rendered in the pseudo-locale (PSEUDO_LOCALE) is in it: elsewhere `/pseudo/...` is a 404. */}
      {i18n.locale === pseudoLocale && (
        <Route path={`/${pseudoLocale}`} nest>
          {screens}
        </Route>
      )}
      <Route>{screens}</Route>
    </Switch>
  );
}
