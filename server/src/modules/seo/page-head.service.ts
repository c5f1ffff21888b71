import { isUuid } from '../../db/sql.js';
import { asAppError } from '../../errors.js';
import { LANGUAGES, type Language } from '../../language.js';
import type { RequestContext } from '../../request-context.js';
import { brandBySlug, categoryBySlug, productById, type CategoryRecord, type ProductRecord } from '../catalog/index.js';
import { toAzn } from '../pricing/index.js';
import { storeSettings, type PublicStoreSettingsRecord } from '../settings/index.js';
import type { PageRoute } from './page-route.js';
import { SEO_TEXTS } from './seo.texts.js';
import { SHOP } from './shop.js';
import { publicPictureUrl } from '../uploads/index.js';

/** The query parameter that picks a page's language in links to it (hreflang alternates, the sitemap). */
export const LANGUAGE_PARAMETER = 'lang';

/** Everything the server writes into a page's head, and the page's status. */
export interface PageHead {
  status: 200 | 404;
  language: Language;
  title: string;
  description: string;
  /**
   * This page's own address: with `?lang=` when it was asked for with one, else the plain address (the
   * x-default one, whose language follows the visitor: English when none of ours is stated). Never
   * another alternate's: that would tell search engines this address is a copy of another language's.
   * Null for pages that are not indexed.
   */
  canonical: string | null;
  /** The same page in each language, and x-default (the address without a language: the visitor's). */
  alternates: { hreflang: string; href: string }[];
  /** A picture for link previews (Open Graph): the product's. */
  image: string | null;
  ogType: 'website' | 'product';
  noindex: boolean;
  /** schema.org objects, one JSON-LD script each. */
  jsonLd: Record<string, unknown>[];
}

/** Where the shop is seen from (the site's origin) and which page, to build absolute addresses. */
export interface PageAddress {
  origin: string;
  /** The path as the router names it (`/details/…`), and the query parameters that choose its content. */
  path: string;
  params?: Record<string, string>;
}

/** An absolute address of a path, with its content parameters and optionally a language. */
export function absoluteUrl(origin: string, path: string, params: Record<string, string> = {}, language?: Language): string {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (language) url.searchParams.set(LANGUAGE_PARAMETER, language);
  return url.href;
}

/** The hreflang links of a page: one per language and x-default. */
export function alternatesOf(origin: string, path: string, params: Record<string, string> = {}): PageHead['alternates'] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: absoluteUrl(origin, path, params, language) })),
    { hreflang: 'x-default', href: absoluteUrl(origin, path, params) },
  ];
}

const topCategoryPath = (slug: string) => `/${slug}`;
const categoryPath = (slug: string) => `/products/${slug}`;
export const productPath = (id: string) => `/details/${id}`;
export const brandPath = (slug: string) => `/products/brand/${slug}`;
/** A category's page: top-level categories have their own page, the rest a listing (as the client links them). */
export const categoryPagePath = (category: Pick<CategoryRecord, 'slug' | 'parentId'>) =>
  category.parentId === null ? topCategoryPath(category.slug) : categoryPath(category.slug);

/** A category and the ones above it, top first. */
function categoryTrail(categories: readonly CategoryRecord[], id: string | null): CategoryRecord[] {
  const trail: CategoryRecord[] = [];
  let current = categories.find((x) => x.id === id);
  // Bounded by the list's length, should a parent ever point back down.
  while (current && trail.length <= categories.length) {
    trail.unshift(current);
    const parentId = current.parentId;
    current = categories.find((x) => x.id === parentId);
  }
  return trail;
}

function breadcrumbList(origin: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absoluteUrl(origin, item.path) })),
  };
}

/** The shop as schema.org's Organization (a store) with its offices, on every indexed page: the store settings' values. */
export function organization(origin: string, shop: PublicStoreSettingsRecord): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.shopName,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, SHOP.logoPath),
    ...(shop.phones[0] ? { telephone: shop.phones[0].display } : {}),
    ...(shop.email ? { email: shop.email } : {}),
    ...(shop.socialLinks.length ? { sameAs: shop.socialLinks.map((link) => link.url) } : {}),
    address: shop.offices.map((office) => ({ '@type': 'PostalAddress', name: office.name, streetAddress: office.address, addressCountry: 'AZ' })),
    location: shop.offices.map((office) => ({
      '@type': 'Place',
      name: office.name,
      address: office.address,
      geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
    })),
  };
}

/** A product as schema.org's Product with one Offer: the viewer's price in AZN and whether it is in stock. */
export function productJsonLd(origin: string, product: ProductRecord, images: string[], brand: string | null, shopName: string): Record<string, unknown> {
  const url = absoluteUrl(origin, productPath(product.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    description: product.shortDescription || product.description || product.name,
    sku: product.sku,
    category: product.categoryName,
    url,
    ...(images.length ? { image: images } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AZN',
      price: toAzn(product.discountedPriceMinor).toFixed(2),
      availability: product.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shopName },
    },
  };
}

/** Null when the lookup answered "not found" (404); anything else is thrown on. */
async function unlessMissing<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (asAppError(error)?.status === 404) return null;
    throw error;
  }
}

/**
 * The head of one page in the viewer's language, and its status: 404 for an unknown route and for a
 * category, brand or product that does not exist or is not shown. Prices are the viewer's.
 */
export async function pageHead(ctx: RequestContext, route: PageRoute, origin: string, addressLanguage?: Language): Promise<PageHead> {
  const t = SEO_TEXTS[ctx.language];
  const shop = await storeSettings(ctx);
  const page = (path: string, title: string, description: string, extra: Partial<PageHead> = {}, params: Record<string, string> = {}): PageHead => ({
    status: 200,
    language: ctx.language,
    title: title === t.homeTitle ? title : `${title} | ${t.shopName}`,
    description,
    canonical: absoluteUrl(origin, path, params, addressLanguage),
    alternates: alternatesOf(origin, path, params),
    image: null,
    ogType: 'website',
    noindex: false,
    jsonLd: [organization(origin, shop)],
    ...extra,
  });
  const unindexed = (title: string, description: string, status: PageHead['status'] = 200): PageHead => ({
    ...page('/', title, description),
    status,
    canonical: null,
    alternates: [],
    noindex: true,
    jsonLd: [],
  });
  const notFound = () => unindexed(t.notFound, t.notFoundDescription, 404);
  const home = { name: t.home, path: '/' };

  switch (route.kind) {
    case 'home':
      return page('/', t.homeTitle, t.homeDescription);
    case 'info': {
      const title = t[route.page];
      const description = t[`${route.page}Description`];
      return page(`/${route.page}`, title, description, {
        jsonLd: [organization(origin, shop), breadcrumbList(origin, [home, { name: title, path: `/${route.page}` }])],
      });
    }
    case 'private':
      return unindexed(t[route.page], t.homeDescription);
    case 'hotDeals':
      return page('/products/hot-deals', t.hotDeals, t.hotDealsDescription);
    case 'recommended':
      return page('/products/recommended', t.recommended, t.recommendedDescription);
    case 'allProducts':
      return page('/products', t.allProducts, t.allProductsDescription);
    case 'search':
      return { ...unindexed(t.searchTitle(route.text), t.searchDescription(route.text)) };
    case 'brand': {
      const brand = await unlessMissing(brandBySlug(ctx, route.slug));
      if (!brand) return notFound();
      const path = brandPath(brand.slug);
      return page(path, t.brandTitle(brand.name), t.brandDescription(brand.name), {
        jsonLd: [organization(origin, shop), breadcrumbList(origin, [home, { name: brand.name, path }])],
      });
    }
    case 'category': {
      const category = await unlessMissing(categoryBySlug(ctx, route.slug));
      if (!category) return notFound();
      const path = route.top ? topCategoryPath(category.slug) : categoryPath(category.slug);
      const trail = categoryTrail(await ctx.loaders.categories(), category.id);
      return page(path, category.name, category.description || t.categoryDescription(category.name), {
        image: category.imageUrl ? absoluteUrl(origin, publicPictureUrl(category.imageUrl, ctx.publicFilesUrl)) : null,
        jsonLd: [organization(origin, shop), breadcrumbList(origin, [home, ...trail.map((c) => ({ name: c.name, path: categoryPagePath(c) }))])],
      });
    }
    case 'product': {
      const product = isUuid(route.id) ? await unlessMissing(productById(ctx, route.id.toLowerCase())) : null;
      if (!product) return notFound();
      const [images, brand, categories] = await Promise.all([
        ctx.loaders.imagesByProduct.load(product.id),
        product.brandId ? ctx.loaders.brandById.load(product.brandId) : null,
        ctx.loaders.categories(),
      ]);
      // At their public address: under PUBLIC_FILES_URL (absolute already) or the shop's own.
      const imageUrls = images.map((image) => absoluteUrl(origin, publicPictureUrl(image.url, ctx.publicFilesUrl)));
      const path = productPath(product.id);
      const trail = categoryTrail(categories, product.categoryId).map((c) => ({ name: c.name, path: categoryPagePath(c) }));
      return page(path, product.name, product.shortDescription || t.productDescription(product.name, product.categoryName), {
        image: imageUrls[0] ?? null,
        ogType: 'product',
        jsonLd: [
          productJsonLd(origin, product, imageUrls, brand?.name ?? null, shop.shopName),
          breadcrumbList(origin, [home, ...trail, { name: product.name, path }]),
          organization(origin, shop),
        ],
      });
    }
    case 'unknown':
      return notFound();
  }
}
