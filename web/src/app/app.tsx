import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, type ReactNode } from 'react';
import { InitialDataProvider, type InitialData } from '../lib/initial-data';
import { AppRoutes } from './routes';

/** The app in one language (`i18n`, loaded by the entry point), inside whichever router the entry point provides (browser or static). */
export function App({
  data,
  i18n,
  router: Router,
}: {
  data: InitialData;
  i18n: I18n;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <InitialDataProvider data={data}>
          <Router>
            <AppRoutes />
          </Router>
        </InitialDataProvider>
      </I18nProvider>
    </StrictMode>
  );
}
