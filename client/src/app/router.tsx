import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { AdminRoute } from '../admin/AdminRoute';
import { RequireToken } from '../features/accounts/RequireToken';
import { PublicLayout } from './layout/PublicLayout';
import { ScrollToTop } from './layout/ScrollToTop';

const HomePage = lazy(() => import('../features/home/HomePage'));
const PlaceholderPage = lazy(() => import('../features/placeholder/PlaceholderPage'));
const LoginPage = lazy(() => import('../features/accounts/LoginPage'));
const RegisterPage = lazy(() => import('../features/accounts/RegisterPage'));
const ProfilePage = lazy(() => import('../features/accounts/ProfilePage'));

/** Routes of the spec's public table that later issues fill in; until then they say "coming soon". */
const UPCOMING = [
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
  // Single-segment catch-all: a top-level category page.
  '/:slug',
];

export function AppRoutes() {
  return (
    <Routes>
      {/* Sign-in and sign-up show only the form, without the shop's header and footer. */}
      <Route
        element={
          <Suspense fallback={<LinearProgress color="secondary" sx={{ height: 3 }} />}>
            <ScrollToTop />
            <Outlet />
          </Suspense>
        }
      >
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
      </Route>
      <Route path="/admin/*" element={<AdminRoute />} />
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route
          path="/profile"
          element={
            <RequireToken>
              <ProfilePage />
            </RequireToken>
          }
        />
        {UPCOMING.map((path) => (
          <Route key={path} path={path} element={<PlaceholderPage kind="soon" />} />
        ))}
        <Route path="*" element={<PlaceholderPage kind="notFound" />} />
      </Route>
    </Routes>
  );
}
