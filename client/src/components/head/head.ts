import type { IntlShape } from 'react-intl';
import type { MessageKey } from '../../i18n';
import { LANGUAGE_PARAMETER, type Language } from '../../lib/language';
import type { StoreSettings } from '../../lib/storeSettings';

/** A schema.org object, written as one JSON-LD block. */
export type JsonLd = Record<string, unknown>;

/** A schema.org object that names the shop (its name, phones, offices): made once the store settings are there. */
export type ShopJsonLd = (shop: StoreSettings) => JsonLd;

/**
 * What a page says about itself in its head. `PageHead` writes it with what every page has: the hreflang
 * and canonical links of `path`, the Open Graph tags, the robots tag of a page not to index.
 */
export interface HeadInput {
  /** The document's title, whole (`titled` puts the shop's name after a page's). */
  title: string;
  description: string;
  /** The page's own path, for its canonical and hreflang links; none for a page search engines should not index. */
  path?: string;
  /** An absolute picture address for link previews (Open Graph). */
  image?: string | null;
  ogType?: 'website' | 'product';
  /** schema.org objects, one JSON-LD block each, in this order. */
  jsonLd?: (JsonLd | ShopJsonLd)[];
  /** A page not found: the server answers it with this status. */
  status?: 404;
}

/** What a head is made with besides the page's data: the texts, and the shop's origin for absolute addresses. */
export interface HeadSite {
  intl: IntlShape;
  origin: string;
}

/** How a route's head is made from its page's data (nothing for a page whose head needs none). */
export type HeadMaker<D = undefined> = (data: D, site: HeadSite) => HeadInput;

/** A page's title with the shop's name after it, as every page but home has it. */
export function titled(intl: IntlShape, name: string): string {
  return `${name} | ${intl.formatMessage({ id: 'head.shopName' })}`;
}

/** An absolute address of a path, with its query parameters and, for one language's address, `?lang=`. */
export function absoluteUrl(origin: string, path: string, params: Record<string, string> = {}, language?: Language): string {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (language) url.searchParams.set(LANGUAGE_PARAMETER, language);
  return url.href;
}

/** The languages in the order the hreflang links and the sitemap list them. */
const HREFLANG_ORDER: readonly Language[] = ['az', 'en'];

/** The hreflang links of a page: its address in each language, and x-default (the address without a language: the visitor's). */
export function alternatesOf(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...HREFLANG_ORDER.map((language) => ({ hreflang: language, href: absoluteUrl(origin, path, {}, language) })),
    { hreflang: 'x-default', href: absoluteUrl(origin, path) },
  ];
}

/** One step of a breadcrumb in structured data. */
export interface Crumb {
  name: string;
  path: string;
}

/** The first step of every breadcrumb. */
export const homeCrumb = (intl: IntlShape): Crumb => ({ name: intl.formatMessage({ id: 'nav.home' }), path: '/' });

/** A category's page: a top-level category has its own page, the others a listing (as the pages link them). */
export const categoryPagePath = (category: { slug: string; parentCategoryId?: string | null }) =>
  category.parentCategoryId ? `/products/${category.slug}` : `/${category.slug}`;

export function breadcrumbList(origin: string, items: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absoluteUrl(origin, item.path) })),
  };
}

/** The shop's logo, which structured data names. */
const LOGO_PATH = '/favicon.svg';

/** The shop as schema.org's Organization with its offices, on every indexed page: the store settings' values. */
export const organization =
  (origin: string): ShopJsonLd =>
  (shop) => ({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.shopName,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, LOGO_PATH),
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
  });

/** JSON for a `<script type="application/ld+json">`: `<` never appears raw, so no `</script>` or `<!--` can end it early. */
export function jsonLdText(value: JsonLd): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const OG_LOCALES: Record<Language, string> = { az: 'az_AZ', en: 'en_US' };

/** The head of a page only its viewer sees (the cart, sign-in, the back office): named, never indexed. */
export const unindexedHead =
  (name: MessageKey): HeadMaker =>
  (_, { intl }) => ({
    title: titled(intl, intl.formatMessage({ id: name })),
    description: intl.formatMessage({ id: 'head.home.description' }),
  });

/** The head of a page not found (an unknown address, slug or id): the server answers it 404. */
export const notFoundHead: HeadMaker = (_, { intl }) => ({
  title: titled(intl, intl.formatMessage({ id: 'page.notFound.title' })),
  description: intl.formatMessage({ id: 'page.notFound.text' }),
  status: 404,
});
