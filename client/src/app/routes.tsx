import { lazy, type ComponentType, type ReactElement } from 'react';
import { AdminRoute } from '../admin/AdminRoute';
import { notFoundHead, unindexedHead, type HeadMaker } from '../components/head/head';
import { PageHead } from '../components/head/PageHead';
import { RequireToken } from '../features/accounts/RequireToken';
import { homeHead } from '../features/home/homeHead';
import { infoHead } from '../features/info/infoHead';
import { listingHead } from '../features/listing/listingHead';
import { productHead } from '../features/product/productHead';
import type { CataloguePart } from '../i18n';
import { CataloguePartGate, withCataloguePart } from '../lib/i18n';
import { categoryHead } from '../shop/catalog/categoryHead';

/** What a page of the table is handed: how its head is made from its data. */
interface PageProps<D> {
  head: HeadMaker<D>;
}

/** A page that reads a catalogue part: its code and the part's texts load together; it renders once both are there. */
function pageWithPart<D>(part: CataloguePart, load: () => Promise<{ default: ComponentType<PageProps<D>> }>) {
  const Page = lazy(withCataloguePart(part, load));
  return function PageWithTexts(props: PageProps<D>) {
    return (
      <CataloguePartGate part={part}>
        <Page {...props} />
      </CataloguePartGate>
    );
  };
}

const HomePage = lazy(() => import('../features/home/HomePage'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));
const LoginPage = pageWithPart('account', () => import('../features/accounts/LoginPage'));
const RegisterPage = pageWithPart('account', () => import('../features/accounts/RegisterPage'));
const ProfilePage = pageWithPart('account', () => import('../features/accounts/ProfilePage'));
const ListingPage = lazy(() => import('../features/listing/ListingPage'));
const CategoryPage = lazy(() => import('../features/category/CategoryPage'));
const ProductDetailPage = lazy(() => import('../features/product/ProductDetailPage'));
const AboutPage = pageWithPart('info', () => import('../features/info/AboutPage'));
const ContactPage = pageWithPart('info', () => import('../features/info/ContactPage'));
const DownloadPage = pageWithPart('info', () => import('../features/info/DownloadPage'));
const SecurePage = pageWithPart('info', () => import('../features/info/SecurePage'));
const SoftwarePage = pageWithPart('info', () => import('../features/info/SoftwarePage'));
const CartPage = lazy(() => import('../features/cart/CartPage'));
const FavoritesPage = lazy(() => import('../features/favorites/FavoritesPage'));

/** Around a page: the shop's header and footer, the form alone (sign-in, sign-up), or its own (the back office). */
export type RouteLayout = 'shop' | 'form' | 'own';

interface RouteDefinition<D> {
  /** The route's name: the server says which route answered a page (Server-Timing). */
  id: string;
  /** As react-router matches it (letter case does not matter). */
  path: string;
  page: ComponentType<PageProps<D>>;
  /** How the page's head is made from its data: the page renders it, in the same render as its body. */
  head: HeadMaker<D>;
  layout: RouteLayout;
  /** A signed-in viewer's own page: a visitor is sent to sign in (the back office checks for itself), and the server keeps no copy of it. */
  signedInOnly?: boolean;
  /** The server renders the page with its content; else the browser does, and the server sends the app with the page's head alone. */
  serverRendered: boolean;
}

/**
 * A page whose head the server may have to write without the page (the browser renders it, or it is a
 * signed-in viewer's and a visitor asked) has a head that needs no data.
 */
type HeadWithoutPage<D> = [D] extends [undefined] ? unknown : { serverRendered: true; signedInOnly?: false };

/** A route of the table, as the router and the server's render use it. */
export interface StorefrontRoute {
  id: string;
  path: string;
  layout: RouteLayout;
  signedInOnly: boolean;
  serverRendered: boolean;
  /** The page as the router shows it, with its head. */
  element: ReactElement;
  /** The page's head alone (what the server sends with a page the browser renders); null where the head needs the page's data. */
  headAlone: ReactElement | null;
}

function route<D>(definition: RouteDefinition<D> & HeadWithoutPage<D>): StorefrontRoute {
  const { id, path, layout, signedInOnly = false, serverRendered, page: Page, head } = definition;
  const page = <Page head={head} />;
  const needsHeadAlone = !serverRendered || signedInOnly;
  return {
    id,
    path,
    layout,
    signedInOnly,
    serverRendered,
    element: signedInOnly && layout !== 'own' ? <RequireToken>{page}</RequireToken> : page,
    // HeadWithoutPage: such a route's head takes no data.
    headAlone: needsHeadAlone ? <PageHead of={head as HeadMaker} /> : null,
  };
}

/**
 * The storefront's one route table: each route's address, its page (loaded when first shown) and how its
 * head is made from the page's data. The browser's router and the server's render both read it
 * (router.tsx lays it out and matches addresses against it): the server learns from it which route an
 * address is, and from the render what the page's head and status are (404 where the page found nothing).
 */
export const STOREFRONT_ROUTES: readonly StorefrontRoute[] = [
  route({ id: 'home', path: '/', page: HomePage, head: homeHead, layout: 'shop', serverRendered: true }),
  // All products, or search results (?search=).
  route({ id: 'products', path: '/products', page: ListingPage, head: listingHead, layout: 'shop', serverRendered: true }),
  route({ id: 'brand', path: '/products/brand/:brandSlug', page: ListingPage, head: listingHead, layout: 'shop', serverRendered: true }),
  // Hot deals, recommended, or a category's listing.
  route({ id: 'listing', path: '/products/:slug', page: ListingPage, head: listingHead, layout: 'shop', serverRendered: true }),
  route({ id: 'product', path: '/details/:id', page: ProductDetailPage, head: productHead, layout: 'shop', serverRendered: true }),
  route({ id: 'about', path: '/about', page: AboutPage, head: infoHead('about'), layout: 'shop', serverRendered: true }),
  route({ id: 'contact', path: '/contact', page: ContactPage, head: infoHead('contact'), layout: 'shop', serverRendered: true }),
  route({ id: 'download', path: '/download', page: DownloadPage, head: infoHead('download'), layout: 'shop', serverRendered: true }),
  route({ id: 'secure', path: '/secure', page: SecurePage, head: infoHead('secure'), layout: 'shop', serverRendered: true }),
  route({ id: 'software', path: '/software', page: SoftwarePage, head: infoHead('software'), layout: 'shop', serverRendered: true }),
  route({ id: 'cart', path: '/cart', page: CartPage, head: unindexedHead('head.cart'), layout: 'shop', signedInOnly: true, serverRendered: true }),
  route({
    id: 'favorites',
    path: '/favorites',
    page: FavoritesPage,
    head: unindexedHead('favorites.title'),
    layout: 'shop',
    signedInOnly: true,
    serverRendered: true,
  }),
  route({ id: 'profile', path: '/profile', page: ProfilePage, head: unindexedHead('nav.profile'), layout: 'shop', signedInOnly: true, serverRendered: false }),
  route({ id: 'login', path: '/login', page: LoginPage, head: unindexedHead('head.login'), layout: 'form', serverRendered: false }),
  route({ id: 'register', path: '/register', page: RegisterPage, head: unindexedHead('head.register'), layout: 'form', serverRendered: false }),
  route({ id: 'admin', path: '/admin/*', page: AdminRoute, head: unindexedHead('head.admin'), layout: 'own', signedInOnly: true, serverRendered: false }),
  // Single-segment catch-all: a top-level category's own page.
  route({
    id: 'category',
    path: '/:slug',
    page: CategoryPage,
    head: (category, site) => categoryHead(category, 'top', site),
    layout: 'shop',
    serverRendered: true,
  }),
  route({ id: 'not-found', path: '*', page: NotFoundPage, head: notFoundHead, layout: 'shop', serverRendered: true }),
];
