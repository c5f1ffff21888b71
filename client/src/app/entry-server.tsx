/**
 * Server rendering of the storefront (built apart by `vite build --ssr`, never part of the browser's
 * bundle): the same routes and providers as main.tsx, with a static router, the page's GraphQL
 * operations answered in-process by the server, and the Emotion styles the page uses collected.
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
import { AppRoutes } from './router';
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
  /** Runs an operation as /graphql would for this request's viewer and language. */
  execute: (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;
  /** Aborts the render (its time budget ran out). */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** Elements for the head: preloads React hoisted (the first banner's image) and the Emotion styles the markup uses. */
  headTags: string;
  /** For a `<script type="application/json" id={stateId}>`, read by main.tsx before it hydrates. */
  state: SsrState;
  stateId: string;
  /** Whether the browser starts the app on the visitor's first touch, key or scroll rather than at once (boot.ts says why). */
  startsOnIntent: boolean;
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

/** Renders a page with its data; throws when anything in it fails or the signal aborts (the caller falls back to the app shell). */
export async function render({ url, language, signedIn, forTier = false, viewportWidth, execute, signal }: RenderOptions): Promise<RenderedPage> {
  await loadAllCatalogues();
  // Per render: this request's viewer and language only, nothing shared with another.
  const cache = createCache();
  const client = new ApolloClient({ ssrMode: true, link: executorLink(execute), cache });
  const emotionCache = createShopEmotionCache();
  // Before rendering: puts the cache in the mode where styles are collected instead of written inline.
  const emotionServer = createEmotionServer(emotionCache);
  const parts = new Set<CataloguePart>();
  const hints: RenderHints = { signedIn, forTier, viewportWidth, partRead: (part) => parts.add(part) };
  const errors: unknown[] = [];
  let passes = 0;

  const tree = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <StaticRouter location={url}>
          <AppProviders client={client} hints={hints} language={language}>
            <AppRoutes />
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
      return prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) });
    },
  });
  if (aborted || signal.aborted) throw new Error('The server render ran out of time');
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));

  // Rendering no <head>, React writes the resources it hoists (preloads) before the markup: they belong in the head.
  const hoisted = /^(?:<link [^>]*>)*/.exec(result)?.[0] ?? '';
  const html = result.slice(hoisted.length);
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
    html,
    headTags: hoisted + styles,
    state: { apollo: cache.extract(), language, parts: [...parts], hints: { signedIn, forTier, viewportWidth } },
    stateId: SSR_STATE_ID,
    // A signed-in customer's own data (name, cart and favorites counts) is asked once the page runs: at once.
    startsOnIntent: !signedIn,
    passes,
  };
}
