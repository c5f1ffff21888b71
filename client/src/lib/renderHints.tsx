import { ThemeProvider, type Theme } from '@mui/material/styles';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { CataloguePart } from '../i18n';

/**
 * What a server-rendered page was rendered for, so the browser's first (hydrating) render shows exactly
 * the same: whether the viewer was signed in, and the viewport width the server assumed (it cannot know
 * the real one; media queries answer for it until hydration is over). The server also learns from here
 * which catalogue parts the page read, so the browser loads them before it hydrates.
 */
export interface RenderHints {
  signedIn: boolean;
  /**
   * The server rendered the page for the viewer's price tier (it is shared by every customer of it), so
   * it holds none of their own data: their name, badges and marks are asked once the page is hydrated.
   */
  forTier?: boolean;
  viewportWidth: number | null;
  /** The shop's origin the server named the page's links with (SITE_URL or the allowed host); the browser's own without a server render. */
  origin?: string;
  /** Server only: told of every catalogue part a page reads. */
  partRead?: (part: CataloguePart) => void;
  /** Server only: told when the page rendered is a page not found (its head says 404). */
  pageNotFound?: () => void;
  /** Browser only: told when the page (the route's content) has been hydrated. */
  pageHydrated?: () => void;
}

const RenderHintsContext = createContext<RenderHints>({ signedIn: false, viewportWidth: null });

export function useRenderHints(): RenderHints {
  return useContext(RenderHintsContext);
}

/**
 * Whether a CSS media query of widths (`(min-width:1024px)`, `(max-width:767.95px)`, both joined by
 * `and`, as MUI's breakpoints write them) holds at a viewport width; any other feature does not.
 */
export function widthQueryMatches(query: string, width: number): boolean {
  return query
    .replace(/^@media\s*/, '')
    .split(/\s+and\s+/)
    .every((part) => {
      const match = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(part.trim());
      if (!match) return false;
      const limit = Number(match[2]);
      return match[1] === 'min' ? width >= limit : width <= limit;
    });
}

/** Provides the hints; with a viewport width, MUI's useMediaQuery answers for it while rendering on the server and hydrating. */
export function RenderHintsProvider({ hints, children }: { hints: RenderHints; children: ReactNode }) {
  const { viewportWidth } = hints;
  const withWidth = useMemo(
    () =>
      (outer: Theme): Theme => ({
        ...outer,
        components: {
          ...outer.components,
          MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: (query: string) => ({ matches: widthQueryMatches(query, viewportWidth ?? 0) }) } },
        },
      }),
    [viewportWidth],
  );
  const content = <RenderHintsContext.Provider value={hints}>{children}</RenderHintsContext.Provider>;
  return viewportWidth === null ? content : <ThemeProvider theme={withWidth}>{content}</ThemeProvider>;
}

/** Put beside a route's page, inside its Suspense boundary: says when the page has been hydrated (it commits with the page). */
export function PageHydrated() {
  const { pageHydrated } = useRenderHints();
  useEffect(() => pageHydrated?.(), [pageHydrated]);
  return null;
}
