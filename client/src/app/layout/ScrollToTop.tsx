import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls smoothly to the top of the page on every route change (not on the first render); a link to a
 * part of a page (a #fragment) is left to that part, which scrolls itself into view once it has rendered.
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const reduceMotion = 'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new fragment alone is no new page
  }, [pathname, search]);
  return null;
}
