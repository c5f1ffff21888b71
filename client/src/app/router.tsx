import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { AdminRoute } from '../admin/AdminRoute';
import { RequireToken } from '../features/accounts/RequireToken';
import type { CataloguePart } from '../i18n';
import { CataloguePartGate, withCataloguePart } from '../lib/i18n';
import { PageHead } from './layout/PageHead';
import { PublicLayout } from './layout/PublicLayout';
import { ScrollToTop } from './layout/ScrollToTop';

/** A page that reads a catalogue part: its code and the part's texts load together; it renders once both are there. */
function pageWithPart(part: CataloguePart, load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(withCataloguePart(part, load));
  return function PageWithTexts() {
    return (
      <CataloguePartGate part={part}>
        <Page />
      </CataloguePartGate>
    );
  };
}
const infoPage = (load: () => Promise<{ default: ComponentType }>) => pageWithPart('info', load);
const accountPage = (load: () => Promise<{ default: ComponentType }>) => pageWithPart('account', load);

const HomePage = lazy(() => import('../features/home/HomePage'));
const PlaceholderPage = lazy(() => import('../components/PlaceholderPage'));
const LoginPage = accountPage(() => import('../features/accounts/LoginPage'));
const RegisterPage = accountPage(() => import('../features/accounts/RegisterPage'));
const ProfilePage = accountPage(() => import('../features/accounts/ProfilePage'));
const ListingPage = lazy(() => import('../features/listing/ListingPage'));
const CategoryPage = lazy(() => import('../features/category/CategoryPage'));
const ProductDetailPage = lazy(() => import('../features/product/ProductDetailPage'));
const AboutPage = infoPage(() => import('../features/info/AboutPage'));
const ContactPage = infoPage(() => import('../features/info/ContactPage'));
const DownloadPage = infoPage(() => import('../features/info/DownloadPage'));
const SecurePage = infoPage(() => import('../features/info/SecurePage'));
const SoftwarePage = infoPage(() => import('../features/info/SoftwarePage'));
const CartPage = lazy(() => import('../features/cart/CartPage'));
const FavoritesPage = lazy(() => import('../features/favorites/FavoritesPage'));

export function AppRoutes() {
  return (
    <>
      <PageHead />
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
          <Route
            path="/cart"
            element={
              <RequireToken>
                <CartPage />
              </RequireToken>
            }
          />
          <Route
            path="/favorites"
            element={
              <RequireToken>
                <FavoritesPage />
              </RequireToken>
            }
          />
          <Route path="/products" element={<ListingPage />} />
          <Route path="/products/brand/:brandSlug" element={<ListingPage />} />
          <Route path="/products/:slug" element={<ListingPage />} />
          <Route path="/details/:id" element={<ProductDetailPage />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/download" element={<DownloadPage />} />
          <Route path="/secure" element={<SecurePage />} />
          <Route path="/software" element={<SoftwarePage />} />
          {/* Single-segment catch-all: a top-level category page. */}
          <Route path="/:slug" element={<CategoryPage />} />
          <Route path="*" element={<PlaceholderPage kind="notFound" />} />
        </Route>
      </Routes>
    </>
  );
}
