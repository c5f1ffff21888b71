import type { APIRequestContext } from '@playwright/test';
import { graphql } from './api.js';

/**
 * Every kind of public page, with real slugs and ids from the demo catalogue: home, a top category, a
 * subcategory listing, all products, hot deals, recommended, a search, a brand, a product, the info pages,
 * sign-in and sign-up, cart, favorites, the profile and a missing page.
 */
export async function storefrontRoutes(request: APIRequestContext): Promise<string[]> {
  const { products, categoryTree, brands } = await graphql<{
    products: { items: { id: string }[] };
    categoryTree: { slug: string; subCategories: { slug: string }[] }[];
    brands: { slug: string }[];
  }>(request, '{ products(input: { pageSize: 1 }) { items { id } } categoryTree { slug subCategories { slug } } brands { slug } }');
  const top = categoryTree.find((category) => category.subCategories.length > 0)!;
  return [
    '/',
    `/${top.slug}`,
    `/products/${top.subCategories[0].slug}`,
    '/products',
    '/products/hot-deals',
    '/products/recommended',
    '/products?search=noutbuk',
    `/products/brand/${brands[0].slug}`,
    `/details/${products.items[0].id}`,
    '/about',
    '/contact',
    '/download',
    '/secure',
    '/software',
    '/login',
    '/register',
    '/cart',
    '/favorites',
    '/profile',
    '/no/such/page',
  ];
}
