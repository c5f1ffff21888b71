import type { ApolloServer } from '@apollo/server';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FormattedExecutionResult } from 'graphql';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { databaseUnavailable } from '../../errors.js';
import { DEFAULT_LANGUAGE, type Language } from '../../language.js';
import type { RequestContext } from '../../request-context.js';
import type { PageRenderer, RenderedPage } from '../seo/index.js';

/** What the client's server bundle (client/src/app/entry-server.tsx, built to client/dist-ssr) offers. */
interface ServerBundle {
  /** Which route of the client's table an address shows, and whether it is a signed-in viewer's own page. */
  routeOf(url: string): { route: string; ownPage: boolean };
  render(options: {
    url: string;
    language: Language;
    signedIn: boolean;
    /** Rendered for the viewer's price tier, without their own data: the browser fills that in after hydrating. */
    forTier: boolean;
    viewportWidth: number;
    /** The shop's origin as the request sees it: the head's absolute links name it. */
    origin: string;
    execute: (operation: { query: string; variables: Record<string, unknown>; operationName: string | null }) => Promise<FormattedExecutionResult>;
    signal: AbortSignal;
  }): Promise<Omit<RenderedPage, 'timing'> & { passes?: number }>;
}

/**
 * A page's render may take this long; past it the page goes out as the app shell (the browser renders it).
 * A listing renders four times (its queries wait on each other): about 150 ms on an idle core.
 */
export const DEFAULT_RENDER_BUDGET_MS = 3000;

/** Pages rendered once at start, with no data, so the first visitors' pages do not pay for loading code and warming up. */
const WARM_UP_PAGES = ['/', '/products'];

/** Viewport widths a page is rendered for: the server cannot know the real one, the browser corrects it after hydrating. */
const PHONE_WIDTH = 390;
const TABLET_WIDTH = 800;
const DESKTOP_WIDTH = 1280;

/** The viewport width a request most likely has: a phone's, a tablet's or a desktop's (client hints, else the user agent). */
export function guessViewportWidth(headers: FastifyRequest['headers']): number {
  if (headers['sec-ch-ua-mobile'] === '?1') return PHONE_WIDTH;
  const agent = headers['user-agent'] ?? '';
  if (/Mobi|iPhone|iPod/i.test(agent)) return PHONE_WIDTH;
  if (/iPad|Tablet|Android/i.test(agent)) return TABLET_WIDTH;
  return DESKTOP_WIDTH;
}

export interface PageRendererOptions {
  /** client/dist-ssr/entry-server.js; null or missing (client not built): pages go out as the app shell. */
  bundleFile: string | null;
  /** The GraphQL server: a page's operations run through it in-process, with the page's own context. */
  apollo: ApolloServer<RequestContext>;
  log: FastifyBaseLogger;
  budgetMs?: number;
  /** Load the bundle and render a few pages at once (a server starting), not on the first page asked for (tests). */
  warmUp?: boolean;
}

/** Whether an operation of the page failed for the server's own reasons: the database away, or an error inside it. */
const failedWith = (result: FormattedExecutionResult, code: 'SERVICE_UNAVAILABLE' | 'INTERNAL_SERVER_ERROR') =>
  result.errors?.some((error) => error.extensions?.code === code) ?? false;

/**
 * Server rendering of the storefront's pages with the client's own components and route table. Every
 * operation runs as /graphql would run it for the request (same schema, limits and plugins, the page's
 * viewer and language), never over HTTP. A render that throws, outlasts its budget or met an operation
 * that failed inside the server is logged and answered with null (the app shell); one whose operation met
 * the database away throws that 503.
 */
export function createPageRenderer({ bundleFile, apollo, log, budgetMs = DEFAULT_RENDER_BUDGET_MS, warmUp = false }: PageRendererOptions): PageRenderer {
  let bundle: Promise<ServerBundle | null> | undefined;
  const load = () =>
    (bundle ??=
      bundleFile && existsSync(bundleFile)
        ? (import(pathToFileURL(bundleFile).href) as Promise<ServerBundle>).catch((error: unknown) => {
            log.error({ err: error }, 'the server-rendering bundle does not load: pages go out as the app shell');
            return null;
          })
        : Promise.resolve(null));
  if (warmUp) {
    void load().then(async (loaded) => {
      for (const url of WARM_UP_PAGES) {
        await loaded
          ?.render({
            url,
            language: DEFAULT_LANGUAGE,
            signedIn: false,
            forTier: false,
            viewportWidth: DESKTOP_WIDTH,
            origin: 'http://warm-up.invalid',
            signal: AbortSignal.timeout(budgetMs * 10),
            execute: async () => ({ errors: [{ message: 'warming up' }] }),
          })
          .catch(() => undefined);
      }
    });
  }

  return {
    async routeOf(request) {
      return (await load())?.routeOf(request.url) ?? null;
    },

    async render(request, ctx, { signedIn, forTier, origin }) {
      const loaded = await load();
      if (!loaded) return null;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`no page within ${budgetMs} ms`)), budgetMs);
      const started = performance.now();
      // A page whose data did not come is not rendered without it (it would read as a page not found, or be
      // kept): the database away answers 503 with Retry-After, as the API does; another failure, the app shell.
      const failed = { databaseAway: false, inside: false };
      try {
        const rendering = loaded.render({
          url: request.url,
          language: ctx.language,
          signedIn,
          forTier,
          viewportWidth: guessViewportWidth(request.headers),
          origin,
          signal: controller.signal,
          execute: async ({ query, variables, operationName }) => {
            const response = await apollo.executeOperation({ query, variables, operationName: operationName ?? undefined }, { contextValue: ctx });
            if (response.body.kind !== 'single') throw new Error('A page operation answered incrementally');
            const result = response.body.singleResult;
            failed.databaseAway ||= failedWith(result, 'SERVICE_UNAVAILABLE');
            failed.inside ||= failedWith(result, 'INTERNAL_SERVER_ERROR');
            return result;
          },
        });
        // The budget holds even should the render not notice the abort.
        const aborted = new Promise<never>((_resolve, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error)));
        const { passes, ...page } = await Promise.race([rendering, aborted]);
        if (failed.databaseAway || failed.inside) throw new Error('an operation of the page failed inside the server');
        return passes === undefined ? page : { ...page, timing: { passes, ms: performance.now() - started } };
      } catch (error) {
        if (failed.databaseAway) throw databaseUnavailable();
        request.log.warn({ err: error, ms: Math.round(performance.now() - started) }, 'server render failed: the page went out as the app shell');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
