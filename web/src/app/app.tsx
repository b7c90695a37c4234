import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, type ReactNode } from 'react';
import { InitialDataProvider, type InitialData } from '../lib/initial-data';
import { Hydration } from '../lib/use-hydrated';
import { AppRoutes } from './routes';

/**
 * The app in one language (`i18n`, loaded by the entry point), inside whichever router the entry point
 * provides (browser or static); `hydrating` when it renders a prerendered page (the server's render too).
 */
export function App({
  data,
  i18n,
  router: Router,
  hydrating,
}: {
  data: InitialData;
  i18n: I18n;
  router: (props: { children: ReactNode }) => ReactNode;
  hydrating: boolean;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <InitialDataProvider data={data}>
          <Hydration hydrating={hydrating}>
            <Router>
              <AppRoutes />
            </Router>
          </Hydration>
        </InitialDataProvider>
      </I18nProvider>
    </StrictMode>
  );
}
