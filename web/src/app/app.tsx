import { StrictMode, type ReactNode } from 'react';
import { InitialDataProvider, type InitialData } from '../lib/initial-data';
import { AppRoutes } from './routes';

/** The app inside whichever router the entry point provides (browser or static). */
export function App({ data, router: Router }: { data: InitialData; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <InitialDataProvider data={data}>
        <Router>
          <AppRoutes />
        </Router>
      </InitialDataProvider>
    </StrictMode>
  );
}
