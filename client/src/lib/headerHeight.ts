import { useEffect, type RefObject } from 'react';

/**
 * The sticky header's height, kept in the CSS variable `--header-height` on the root element (0 until
 * the header has been measured). Anything sticky below the header offsets by it: the header is 136 px
 * on a large screen and its height changes with the width and the language.
 */
export const HEADER_HEIGHT = 'var(--header-height, 0px)';

/** A sticky box's offset from the top: just below the header, `gap` px further. */
export const belowHeader = (gap: number) => `calc(${HEADER_HEIGHT} + ${gap}px)`;

/** Measures the header whenever its size changes and publishes it as `--header-height`. */
export function usePublishHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--header-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}
