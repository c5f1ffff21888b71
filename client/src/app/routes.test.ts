import { describe, expect, it } from 'vitest';
import { matchRoute } from './router';
import { STOREFRONT_ROUTES } from './routes';

/** An address of each route of the table, as the storefront links them. */
const ADDRESSES: Record<string, string[]> = {
  home: ['/'],
  products: ['/products', '/PRODUCTS/'],
  brand: ['/products/brand/lenovo'],
  listing: ['/products/hot-deals', '/products/recommended', '/products/noutbuklar', '/products/brand'],
  product: ['/details/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11', '/details/42'],
  about: ['/about', '/ABOUT'],
  contact: ['/contact'],
  download: ['/download'],
  secure: ['/secure'],
  software: ['/software'],
  cart: ['/cart'],
  favorites: ['/favorites'],
  profile: ['/profile'],
  login: ['/login'],
  register: ['/register'],
  admin: ['/admin', '/admin/products/1'],
  // A malformed escape is a slug like any other: the category page answers it 404.
  category: ['/komputerler', '/details', '/%E0%A4%A'],
  'not-found': ['/no/such/page', '/details/1/2', '/products/brand/a/b', '/products/hot-deals/x'],
};

describe('the route table', () => {
  it('matches every address to its route, as the browser and the server both match them (router.tsx), whatever the letter case', () => {
    for (const [id, addresses] of Object.entries(ADDRESSES)) {
      for (const address of addresses) expect(matchRoute(address).id, address).toBe(id);
    }
  });

  it('has each route once, every one of them reachable by an address', () => {
    const ids = STOREFRONT_ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.keys(ADDRESSES).sort());
  });

  it('gives a page the server may send without its content a head that needs no data', () => {
    for (const route of STOREFRONT_ROUTES) {
      const alone = !route.serverRendered || route.signedInOnly;
      expect(route.headAlone !== null, route.id).toBe(alone);
    }
    // Only a signed-in viewer's own pages are never shared; sign-in and sign-up are the browser's.
    expect(STOREFRONT_ROUTES.filter((route) => route.signedInOnly).map((route) => route.id)).toEqual(['cart', 'favorites', 'profile', 'admin']);
    expect(STOREFRONT_ROUTES.filter((route) => !route.serverRendered).map((route) => route.id)).toEqual(['profile', 'login', 'register', 'admin']);
  });
});
