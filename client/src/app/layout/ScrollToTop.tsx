import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls smoothly to the top of the page on every route change (not on the first render). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduceMotion = 'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname, search]);
  return null;
}
