/**
 * Server rendering of the storefront (built apart by `vite build --ssr`, never part of the browser's
 * bundle): the same route table and providers as main.tsx, with a static router, the page's GraphQL
 * operations answered in-process by the server, and the Emotion styles the page uses collected. The
 * server asks it which route an address is (`routeOf`) and renders the page (`render`): body, head and status.
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { print, type FormattedExecutionResult } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { loadCatalogue, wantPart, type CataloguePart } from '../i18n';
import { createCache } from '../lib/apollo';
import { createShopEmotionCache, SSR_STYLES_ATTRIBUTE } from '../lib/emotionCache';
import { LANGUAGES, type Language } from '../lib/language';
import type { RenderHints } from '../lib/renderHints';
import { AppProviders } from './providers';
import { AppRoutes, matchRoute } from './router';
import { STOREFRONT_ROUTES, type StorefrontRoute } from './routes';
import { SSR_STATE_ID, type SsrState } from './ssrState';

/** One GraphQL operation as the server's executor takes it. */
export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

export interface RenderOptions {
  /** The page's path and query. */
  url: string;
  language: Language;
  /** Whether the request carries the `token` cookie (as the browser decides it). */
  signedIn: boolean;
  /** Rendered for the viewer's price tier, not for them: nothing of their own (RenderHints.forTier). */
  forTier?: boolean;
  /** The viewport width the page is rendered for (guessed from the request). */
  viewportWidth: number;
  /** The shop's origin as the request sees it (SITE_URL or an allowed host): the head's absolute links name it. */
  origin: string;
  /** Runs an operation as /graphql would for this request's viewer and language. */
  execute: (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;
  /** Aborts the render (its time budget ran out). */
  signal: AbortSignal;
}

/** What the server needs to know of a route before it renders (whose page it is decides whom it is rendered for and kept for). */
export interface RouteFacts {
  /** The route's id in the table (client/src/app/routes.tsx). */
  route: string;
  /** A signed-in viewer's own page (cart, favorites, profile, back office): never rendered for a price tier or kept. */
  ownPage: boolean;
}

/** A page's content rendered on the server, for the browser to hydrate. */
export interface RenderedBody {
  /** The markup of #root. */
  html: string;
  /** The Emotion styles the markup uses, for the head. */
  headTags: string;
  /** For a `<script type="application/json" id={stateId}>`, read by main.tsx before it hydrates. */
  state: SsrState;
  stateId: string;
  /** Whether the browser starts the app on the visitor's first touch, key or scroll rather than at once (boot.ts says why). */
  startsOnIntent: boolean;
}

export interface RenderedPage extends RouteFacts {
  /** 404 when the page found nothing at its address (an unknown route, slug or id): its head says so. */
  status: 200 | 404;
  /** What React hoisted for the document's head: the page's title, meta and link elements, and preloads (the first banner's image). */
  head: string;
  /** Null for a page the browser renders (sign-in, the profile, the back office, a visitor's cart): the app with the head alone. */
  body: RenderedBody | null;
  /** How many times the tree was rendered: once per round of queries a render found waiting on each other, plus one. */
  passes: number;
}

/** The catalogue parts public pages read, in both languages: loaded once per process. */
const SERVER_PARTS: CataloguePart[] = ['info', 'account'];
let catalogues: Promise<unknown> | undefined;
function loadAllCatalogues(): Promise<unknown> {
  for (const part of SERVER_PARTS) wantPart(part);
  return (catalogues ??= Promise.all(LANGUAGES.map((language) => loadCatalogue(language))));
}

/** A link that hands every operation to the server's executor (never HTTP to itself). */
function executorLink(execute: RenderOptions['execute']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName ?? null }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '/';

const factsOf = (route: StorefrontRoute): RouteFacts => ({ route: route.id, ownPage: route.signedInOnly });

/** The ids of the route table's routes: a test holds the server's answers to the table (e2e/tests/seo.spec.ts). */
export const ROUTE_IDS: readonly string[] = STOREFRONT_ROUTES.map((route) => route.id);

/** Which route of the table an address shows, and whose page it is. */
export function routeOf(url: string): RouteFacts {
  return factsOf(matchRoute(pathOf(url)));
}

/**
 * Renders a page with its data and head; throws when anything in it fails or the signal aborts (the caller
 * falls back to the app shell). A page the browser renders is rendered as its head alone.
 */
export async function render({ url, language, signedIn, forTier = false, viewportWidth, origin, execute, signal }: RenderOptions): Promise<RenderedPage> {
  await loadAllCatalogues();
  const route = matchRoute(pathOf(url));
  const withBody = route.serverRendered && (signedIn || !route.signedInOnly);
  // Per render: this request's viewer and language only, nothing shared with another.
  const cache = createCache();
  const client = new ApolloClient({ ssrMode: true, link: executorLink(execute), cache });
  const emotionCache = createShopEmotionCache();
  // Before rendering: puts the cache in the mode where styles are collected instead of written inline.
  const emotionServer = createEmotionServer(emotionCache);
  const parts = new Set<CataloguePart>();
  let status: RenderedPage['status'] = 200;
  const hints: RenderHints = {
    signedIn,
    forTier,
    viewportWidth,
    origin,
    partRead: (part) => parts.add(part),
    pageNotFound: () => void (status = 404),
  };
  const errors: unknown[] = [];
  let passes = 0;

  const tree = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <StaticRouter location={url}>
          <AppProviders client={client} hints={hints} language={language}>
            {withBody ? <AppRoutes /> : route.headAlone}
          </AppProviders>
        </StaticRouter>
      </CacheProvider>
    </StrictMode>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    // Every boundary inline, in place: React outlines large ones to be moved in by inline scripts, which
    // the CSP forbids and a browser without JavaScript never runs.
    renderFunction: (node) => {
      passes++;
      // What the last pass, the one with every answer, rendered.
      status = 200;
      return prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) });
    },
  });
  if (aborted || signal.aborted) throw new Error('The server render ran out of time');
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));

  // Rendering no <head>, React writes what it hoists before the markup: the page's title, meta and link
  // elements and the preloads it was asked for. They belong in the head.
  const hoisted = /^(?:<(?:link|meta) [^>]*>|<title>[^<]*<\/title>)*/.exec(result)?.[0] ?? '';
  const html = result.slice(hoisted.length);
  const facts = { ...factsOf(route), status, head: hoisted, passes };
  if (!withBody) return { ...facts, body: null };
  // Every style the render inserted, not only those named in the markup: a component styled over another
  // (AppBar over Paper) also inserts a class of its own that no element carries. Left out, the browser's
  // Emotion would insert each of those again while hydrating, on the phone's busiest seconds.
  const insertedClasses = Object.keys(emotionCache.inserted).map((id) => `${emotionCache.key}-${id}`);
  // Left in place by the browser's Emotion (`data-s`, and the page's styles under a name of their own that
  // lib/emotionCache.ts reads): Emotion otherwise moves every tag to the end of the head when it starts, and
  // the browser recomputes the page's styles. Global styles keep Emotion's name: its Global component adopts them.
  const styles = emotionServer
    .constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(`${html} ${insertedClasses.join(' ')}`))
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=')
    .replaceAll(`data-emotion="${emotionCache.key} `, `${SSR_STYLES_ATTRIBUTE}="${emotionCache.key} `);
  return {
    ...facts,
    body: {
      html,
      headTags: styles,
      state: { apollo: cache.extract(), language, parts: [...parts], hints: { signedIn, forTier, viewportWidth, origin } },
      stateId: SSR_STATE_ID,
      // A signed-in customer's own data (name, cart and favorites counts) is asked once the page runs: at once.
      startsOnIntent: !signedIn,
    },
  };
}
