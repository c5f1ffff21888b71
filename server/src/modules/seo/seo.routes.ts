import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asAppError } from '../../errors.js';
import { isLanguage, viewerLanguage } from '../../language.js';
import { bearerFromCookie, languageCookieOf } from '../../cookies.js';
import type { RequestContext } from '../../request-context.js';
import { sharedTierOf } from '../accounts/index.js';
import type { PriceTier } from '../pricing/index.js';
import { acceptedEncoding, encodePage, etagMatches, KeptPage, type PageCache } from './page-cache.js';
import { BARE_TEMPLATE, errorPageHtml, pageHtml, type RenderedPage } from './page-html.js';
import { LANGUAGE_PARAMETER, robotsTxt, sitemapFile } from './sitemap.service.js';

/** A page made for one request, compressed as the browser accepts. */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(await encodePage(html, encoding));
}

/** A kept page: 304 when the browser (or a cache in front) holds it already, else its body as the browser accepts. */
function sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  reply.header('ETag', page.etag);
  if (!reply.hasHeader('Server-Timing')) reply.header('Server-Timing', `route;desc="${page.route}", page-cache;desc="hit"`);
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(page.body(encoding));
}

/** What the client's server bundle answers about an address (client/src/app/entry-server.tsx). */
export interface PageRenderer {
  /** Which route of the client's table the address shows, and whether it is a signed-in viewer's own page; null without a bundle. */
  routeOf(request: FastifyRequest): Promise<{ route: string; ownPage: boolean } | null>;
  /**
   * The page rendered with the page's context: its route, status, head and (unless the browser renders it)
   * content; null without a bundle or when the render failed (the page then goes out as the app shell).
   * `signedIn`: the request carries a sign-in; `forTier`: rendered for the viewer's price tier, without their
   * own data (the browser fills that in); `origin`: what the head's absolute links name.
   */
  render(request: FastifyRequest, ctx: RequestContext, viewer: { signedIn: boolean; forTier: boolean; origin: string }): Promise<RenderedPage | null>;
}

export interface PageOptions {
  clientDist: string;
  /** The shop's origin as a request sees it (SITE_URL, or an allowed Host): absolute links name it. */
  originOf: (request: FastifyRequest) => string;
  /** A request's context with a page's sign-in (the `token` cookie) and language, or for a price tier rather than a person. */
  pageContext: (
    request: FastifyRequest,
    page: { authorization?: string; language?: ReturnType<typeof viewerLanguage>; tier?: PriceTier },
  ) => Promise<RequestContext>;
  /** The client's server bundle, which knows the storefront's routes and renders its pages; unset, every page goes out as the app shell. */
  renderer?: PageRenderer;
  /** What besides its address, language and tier a rendered page depends on (the viewport it is rendered for). */
  variantOf?: (request: FastifyRequest) => string;
  /** Pages kept in the process for visitors and for each price tier; null keeps none (PAGE_CACHE_MB=0). */
  pageCache?: PageCache | null;
}

/**
 * Pages may be stored by browsers and caches in front of the shop, but are confirmed with the shop
 * (ETag, 304) before each use, so no one is shown an old price; a signed-in viewer's only by the browser.
 */
const VISITOR_CACHE_CONTROL = 'public, no-cache';
const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';

/**
 * The storefront's pages and the files search engines read: every page path answers index.html with the
 * page the client's server bundle rendered: its content, its own head (title, description, canonical and
 * hreflang links, Open Graph, JSON-LD) and its status (404 for unknown routes, slugs and ids). Without a
 * bundle, or when a render fails, the page is the app shell with its general title, 200: the server cannot
 * tell what the address names, and the browser renders the page and its head. `/robots.txt` and
 * `/sitemap.xml` are made from the catalogue.
 */
export function seoPages(app: FastifyInstance, options: PageOptions) {
  const { originOf } = options;
  const indexFile = path.join(options.clientDist, 'index.html');
  // Read once: the build does not change under a running server.
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : BARE_TEMPLATE;

  /** The language a page's address names (`?lang=`), if any. */
  const addressLanguageOf = (request: FastifyRequest) => {
    const chosen = new URLSearchParams(request.url.split('?')[1] ?? '').get(LANGUAGE_PARAMETER)?.toLowerCase();
    return isLanguage(chosen) ? chosen : undefined;
  };
  /** The page's language: `?lang=`, else the cookie's, else the browser's. */
  const pageLanguageOf = (request: FastifyRequest) =>
    addressLanguageOf(request) ?? viewerLanguage(languageCookieOf(request.headers.cookie), request.headers['accept-language']);
  /** The page's own context: the sign-in from the `token` cookie, and the page's language. */
  const contextOf = (request: FastifyRequest) =>
    options.pageContext(request, { authorization: bearerFromCookie(request.headers.cookie), language: pageLanguageOf(request) });
  /** What a page is kept under: its path as asked, its query in a fixed order, its language, variant and price tier (null: a visitor's). */
  const keptKeyOf = (request: FastifyRequest, tier: PriceTier | null): string => {
    const [pathname = '/', search = ''] = request.url.split('?');
    const query = new URLSearchParams(search);
    query.sort();
    return `${pageLanguageOf(request)} ${options.variantOf?.(request) ?? ''} ${tier ?? 'visitor'} ${pathname}?${query.toString()}`;
  };

  /** A server error as a friendly page of its own, in the viewer's language (503 says when to try again). */
  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const known = asAppError(error);
    if (!known || known.status >= 500) {
      if (known?.retryAfterSeconds !== undefined) reply.header('Retry-After', String(known.retryAfterSeconds));
      else request.log.error({ err: error }, 'page failed');
      const language = viewerLanguage(languageCookieOf(request.headers.cookie), request.headers['accept-language']);
      return reply
        .code(known?.status ?? 500)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(errorPageHtml(language));
    }
    throw error;
  };

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );

  const sitemap = async (request: FastifyRequest, reply: FastifyReply, n: number) => {
    const xml = await sitemapFile(await options.pageContext(request, { authorization: undefined }), originOf(request), n);
    if (xml === null) return reply.code(404).send({ message: 'No such sitemap file' });
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  };
  app.get('/sitemap.xml', (request, reply) => sitemap(request, reply, 0));
  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', (request, reply) => {
    const n = Number(request.params.n);
    return Number.isInteger(n) && n > 0 ? sitemap(request, reply, n) : reply.code(404).send({ message: 'No such sitemap file' });
  });

  /** Answers a page path (the not-found handler calls it for every GET that is no API and no file). */
  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    try {
      const { pageCache, renderer } = options;
      const signedIn = bearerFromCookie(request.headers.cookie) !== undefined;
      // A signed-in viewer's context says who they are (the token's check); a customer's public page is
      // the same for every customer of their tier, so it is kept per tier. The cart, favorites, profile
      // and back office are their own (the route table says which), as is every page when no bundle can say.
      const route = signedIn ? ((await renderer?.routeOf(request)) ?? null) : null;
      const ownContext = signedIn ? await contextOf(request) : null;
      const tier = ownContext && route && !route.ownPage ? sharedTierOf(ownContext.viewer) : null;
      const kept = pageCache && request.method === 'GET' && (!signedIn || tier !== null);
      const keptKey = kept ? keptKeyOf(request, tier) : null;
      const cacheControl = signedIn ? SIGNED_IN_CACHE_CONTROL : VISITOR_CACHE_CONTROL;
      const headers = (language: string) =>
        reply
          .header('Cache-Control', cacheControl)
          .header('Vary', 'Cookie, Accept-Language, Accept-Encoding')
          .header('Content-Language', language)
          .type('text/html; charset=utf-8');
      const known = keptKey ? pageCache?.ready() : undefined;
      if (known) await known;
      const keptPage = keptKey ? (pageCache?.get(keptKey) ?? (await pageCache?.pending(keptKey))) : undefined;
      if (keptPage) return await sendKept(request, headers(keptPage.language), keptPage);

      const version = keptKey ? pageCache?.currentVersion() : undefined;
      const rendered = keptKey ? pageCache?.startRender(keptKey) : undefined;
      try {
        return await renderPage(request, reply, { signedIn, tier, ownContext, keptKey, version, headers, rendered });
      } finally {
        rendered?.(null);
      }
    } catch (error) {
      return failed(request, reply, error);
    }
  };

  /** Renders a page not kept: for the viewer, or for their tier or as a visitor's (`keptKey`), then kept and shared with those who waited (`rendered`). */
  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    {
      signedIn,
      tier,
      ownContext,
      keptKey,
      version,
      headers,
      rendered,
    }: {
      signedIn: boolean;
      tier: PriceTier | null;
      ownContext: RequestContext | null;
      keptKey: string | null;
      version: string | undefined;
      headers: (language: string) => FastifyReply;
      rendered: ((page: KeptPage | null) => void) | undefined;
    },
  ) {
    const forTier = keptKey !== null && tier !== null;
    const ctx = forTier ? await options.pageContext(request, { language: pageLanguageOf(request), tier }) : (ownContext ?? (await contextOf(request)));
    const page = (await options.renderer?.render(request, ctx, { signedIn, forTier, origin: originOf(request) })) ?? null;
    reply.code(page?.status ?? 200);
    headers(ctx.language);
    if (page) {
      const render = page.timing ? `, render;dur=${page.timing.ms.toFixed(1)};desc="${page.timing.passes} passes"` : '';
      reply.header('Server-Timing', `route;desc="${page.route}"${render}`);
    }
    const html = pageHtml(template, ctx.language, page);
    // Kept: found pages as the server rendered them (not the app shell a missing bundle or a failed render left).
    if (keptKey && version !== undefined && page?.status === 200) {
      const kept = await KeptPage.of(html, page.route, ctx.language);
      options.pageCache!.keep(keptKey, version, kept);
      rendered?.(kept);
      return await sendKept(request, reply, kept);
    }
    return await sendCompressed(request, reply, html);
  }
}
