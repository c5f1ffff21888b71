import { LANGUAGES, type Language } from '../../language.js';
import type { RequestContext } from '../../request-context.js';
import { listBrands, shownProductStamps, type CategoryRecord } from '../catalog/index.js';
import { escapeHtml } from './page-html.js';

/** The query parameter that picks a page's language in links to it (the sitemap's, and the pages' own hreflang links). */
export const LANGUAGE_PARAMETER = 'lang';

/** An absolute address of a path, optionally of its page in one language. */
function absoluteUrl(origin: string, path: string, language?: Language): string {
  const url = new URL(path, origin);
  if (language) url.searchParams.set(LANGUAGE_PARAMETER, language);
  return url.href;
}

/** The same page in each language, and x-default (the address without a language: the visitor's). */
function alternatesOf(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: absoluteUrl(origin, path, language) })),
    { hreflang: 'x-default', href: absoluteUrl(origin, path) },
  ];
}

/**
 * The storefront's addresses as its pages link them (client/src/lib/site.ts): the server names pages only
 * here, for the sitemap. Which page an address shows is the client's route table's to say.
 */
const INFO_PAGES = ['about', 'contact', 'download', 'secure', 'software'] as const;
const productPath = (id: string) => `/details/${id}`;
const brandPath = (slug: string) => `/products/brand/${slug}`;
/** A top-level category has its own page, the others a listing. */
const categoryPagePath = (category: Pick<CategoryRecord, 'slug' | 'parentId'>) =>
  category.parentId === null ? `/${category.slug}` : `/products/${category.slug}`;

/** The sitemap protocol's limit of addresses in one file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** One page of the shop: its path and, for products, when it last changed. */
interface SitemapPage {
  path: string;
  lastModified?: Date;
}

/** Every page worth finding: home, info pages, hot deals, recommended, active categories, brands and shown products. */
async function sitemapPages(ctx: RequestContext): Promise<SitemapPage[]> {
  const [categories, brands, products] = await Promise.all([ctx.loaders.categories(), listBrands(ctx), shownProductStamps(ctx)]);
  return [
    { path: '/' },
    ...INFO_PAGES.map((page) => ({ path: `/${page}` })),
    { path: '/products/hot-deals' },
    { path: '/products/recommended' },
    ...categories.map((category) => ({ path: categoryPagePath(category) })),
    ...brands.map((brand) => ({ path: brandPath(brand.slug) })),
    ...products.map((product) => ({ path: productPath(product.id), lastModified: product.updatedAt })),
  ];
}

/** The sitemap's addresses: each page once per language, each with its hreflang alternates. */
function sitemapEntries(origin: string, pages: SitemapPage[]): string[] {
  return pages.flatMap(({ path, lastModified }) => {
    const alternates = alternatesOf(origin, path)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`)
      .join('');
    const stamp = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return LANGUAGES.map((language) => `<url><loc>${escapeHtml(absoluteUrl(origin, path, language))}</loc>${stamp}${alternates}</url>`);
  });
}

const urlSet = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;

export const sitemapFilePath = (n: number) => `/sitemap-${n}.xml`;

/**
 * The sitemap as files: `/sitemap.xml` holds every address while they fit in one file; past
 * `maxUrls` it is an index of `/sitemap-1.xml`, `/sitemap-2.xml` … (the protocol allows 50,000 a file).
 * Answers the file asked for (0: /sitemap.xml), or null when there is no such file.
 */
export async function sitemapFile(ctx: RequestContext, origin: string, n: number, maxUrls = SITEMAP_MAX_URLS): Promise<string | null> {
  const entries = sitemapEntries(origin, await sitemapPages(ctx));
  const files = Math.ceil(entries.length / maxUrls);
  if (n === 0 && files <= 1) return urlSet(entries);
  if (n === 0) {
    const now = new Date().toISOString();
    const items = Array.from(
      { length: files },
      (_, i) => `<sitemap><loc>${escapeHtml(absoluteUrl(origin, sitemapFilePath(i + 1)))}</loc><lastmod>${now}</lastmod></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${items.join('\n')}\n</sitemapindex>\n`;
  }
  if (files <= 1 || n > files) return null;
  return urlSet(entries.slice((n - 1) * maxUrls, n * maxUrls));
}

/** robots.txt: everything public may be crawled; the back office, the APIs and the viewer's own pages not. */
export function robotsTxt(origin: string): string {
  const closed = ['/admin', '/api/', '/graphql', '/cart', '/favorites', '/profile', '/login', '/register'];
  return ['User-agent: *', 'Allow: /', ...closed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}
