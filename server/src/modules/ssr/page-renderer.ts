import type { ApolloServer } from '@apollo/server';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FormattedExecutionResult } from 'graphql';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, type Language } from '../../language.js';
import type { RequestContext } from '../../request-context.js';
import type { PageBody } from '../seo/index.js';

/** What the client's server bundle (client/src/app/entry-server.tsx, built to client/dist-ssr) offers. */
interface ServerBundle {
  render(options: {
    url: string;
    language: Language;
    signedIn: boolean;
    /** Rendered for the viewer's price tier, without their own data: the browser fills that in after hydrating. */
    forTier: boolean;
    viewportWidth: number;
    execute: (operation: { query: string; variables: Record<string, unknown>; operationName: string | null }) => Promise<FormattedExecutionResult>;
    signal: AbortSignal;
  }): Promise<Omit<PageBody, 'timing'> & { passes?: number }>;
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

/** Renders a page's content for one request, or null when it cannot: the caller then sends the app shell. */
export type PageRenderer = (request: FastifyRequest, ctx: RequestContext, viewer: { signedIn: boolean; forTier: boolean }) => Promise<PageBody | null>;

/**
 * Server rendering of the storefront's pages with the client's own components. Every operation runs as
 * /graphql would run it for the request (same schema, limits and plugins, the page's viewer and language),
 * never over HTTP. A render that throws or outlasts its budget is logged and answered with null.
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
            signal: AbortSignal.timeout(budgetMs * 10),
            execute: async () => ({ errors: [{ message: 'warming up' }] }),
          })
          .catch(() => undefined);
      }
    });
  }

  return async (request, ctx, { signedIn, forTier }) => {
    const loaded = await load();
    if (!loaded) return null;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no page within ${budgetMs} ms`)), budgetMs);
    const started = performance.now();
    try {
      const rendering = loaded.render({
        url: request.url,
        language: ctx.language,
        signedIn,
        forTier,
        viewportWidth: guessViewportWidth(request.headers),
        signal: controller.signal,
        execute: async ({ query, variables, operationName }) => {
          const response = await apollo.executeOperation({ query, variables, operationName: operationName ?? undefined }, { contextValue: ctx });
          if (response.body.kind !== 'single') throw new Error('A page operation answered incrementally');
          return response.body.singleResult;
        },
      });
      // The budget holds even should the render not notice the abort.
      const aborted = new Promise<never>((_resolve, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error)));
      const { passes, ...body } = await Promise.race([rendering, aborted]);
      return passes === undefined ? body : { ...body, timing: { passes, ms: performance.now() - started } };
    } catch (error) {
      request.log.warn({ err: error, ms: Math.round(performance.now() - started) }, 'server render failed: the page went out as the app shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
