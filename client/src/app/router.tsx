import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';

const HomePage = lazy(() => import('../features/home/HomePage'));
const PlaceholderPage = lazy(() => import('../features/placeholder/PlaceholderPage'));

/** Routes of the spec's public table that later issues fill in; until then they say "coming soon". */
const UPCOMING = [
  '/login',
  '/register',
  '/products',
  '/products/brand/:brandSlug',
  '/products/:slug',
  '/details/:id',
  '/cart',
  '/favorites',
  '/about',
  '/contact',
  '/download',
  '/secure',
  '/software',
  '/profile',
  // Single-segment catch-all: a top-level category page.
  '/:slug',
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        {UPCOMING.map((path) => (
          <Route key={path} path={path} element={<PlaceholderPage kind="soon" />} />
        ))}
        <Route path="*" element={<PlaceholderPage kind="notFound" />} />
      </Route>
    </Routes>
  );
}
