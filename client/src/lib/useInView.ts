import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport (and stays true): lets a section
 * load its code and data only when the visitor scrolls near it. Without IntersectionObserver: at once (on the server: never).
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  // Not on the server (no window): the browser's first render must show what the server sent.
  const [inView, setInView] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);
  return inView;
}
