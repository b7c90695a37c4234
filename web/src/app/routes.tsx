import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import HomePage from '../features/home/routes/home-page';
import { Layout } from './layout';

// Every screen but the home page loads on demand, so the home page's first load stays small.
const NotFoundPage = lazy(() => import('../features/not-found/routes/not-found-page'));

/** The site's routes; shared/src/routes.ts lists the same paths for the server. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
