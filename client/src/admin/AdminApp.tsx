import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from './layout/AdminLayout';
import { AdminComingSoon } from './AdminComingSoon';

const UsersPage = lazy(() => import('./users/UsersPage'));
const OrdersPage = lazy(() => import('./orders/OrdersPage'));
const OrderDetailPage = lazy(() => import('./orders/OrderDetailPage'));
const BannersPage = lazy(() => import('./banners/BannersPage'));
const FilesPage = lazy(() => import('./files/FilesPage'));
const AuditPage = lazy(() => import('./audit/AuditPage'));
const CategoriesPage = lazy(() => import('./categories/CategoriesPage'));
const FiltersPage = lazy(() => import('./filters/FiltersPage'));
const AssignFiltersPage = lazy(() => import('./product-filters/AssignFiltersPage'));
const ProductsPage = lazy(() => import('./products/ProductsPage'));
const ProductDetailPage = lazy(() => import('./products/ProductDetailPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const TermsPage = lazy(() => import('./terms/TermsPage'));

/** The back office routes under /admin (the guard sits in front of this chunk). */
export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<UsersPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderDetailPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/:id" element={<ProductDetailPage />} />
        <Route path="category" element={<CategoriesPage />} />
        <Route path="banners" element={<BannersPage />} />
        <Route path="filters" element={<FiltersPage />} />
        <Route path="product-filters" element={<AssignFiltersPage />} />
        <Route path="file-management" element={<FilesPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="*" element={<AdminComingSoon titleId="page.notFound.title" notFound />} />
      </Route>
    </Routes>
  );
}
