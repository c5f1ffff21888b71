import { Suspense } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';
import { ScrollToTop } from './layout/ScrollToTop';
import { STOREFRONT_ROUTES, type RouteLayout, type StorefrontRoute } from './routes';
import { LoadingBar } from '../components/LoadingBar';

/** Sign-in and sign-up show only the form, without the shop's header and footer. */
function FormLayout() {
  return (
    <Suspense fallback={<LoadingBar />}>
      <ScrollToTop />
      <Outlet />
    </Suspense>
  );
}

const routesOf = (layout: RouteLayout): RouteObject[] =>
  STOREFRONT_ROUTES.filter((route) => route.layout === layout).map(({ id, path, element }) => ({ id, path, element }));

/** The route table laid out for react-router: each route inside its layout. */
const ROUTE_OBJECTS: RouteObject[] = [
  { element: <FormLayout />, children: routesOf('form') },
  ...routesOf('own'),
  { element: <PublicLayout />, children: routesOf('shop') },
];

/** The pages of the route table, as the browser (main.tsx) and the server (entry-server.tsx) render them. */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}

const BY_ID = new Map(STOREFRONT_ROUTES.map((route) => [route.id, route]));

/**
 * Paths matched already: react-router flattens and ranks the whole table on every match, and the server
 * asks for each signed-in viewer's page. Bounded: emptied when full.
 */
const MATCHED = new Map<string, StorefrontRoute>();
const MATCHED_MAX = 5000;

/** The route of the table an address shows (its path; the query does not choose the route), as AppRoutes would match it. */
export function matchRoute(pathname: string): StorefrontRoute {
  const known = MATCHED.get(pathname);
  if (known) return known;
  const id = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1)?.route.id;
  const route = id === undefined ? undefined : BY_ID.get(id);
  // The table ends with a catch-all, so every address matches one of its routes.
  if (!route) throw new Error(`No route of the table matched ${pathname}`);
  if (MATCHED.size >= MATCHED_MAX) MATCHED.clear();
  MATCHED.set(pathname, route);
  return route;
}
