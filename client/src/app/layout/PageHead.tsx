import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../lib/i18n';

/**
 * The page's title and meta description after a move inside the app or a language switch, as the server
 * names pages (the first page's came with its HTML, so nothing is asked for it; the code that asks loads
 * on the first move). The search text is the only query parameter that changes what a page is called.
 */
export function PageHead() {
  const { pathname, search } = useLocation();
  const { language } = useLanguage();
  const searchText = new URLSearchParams(search).get('search');
  const page = searchText ? `${pathname}?search=${encodeURIComponent(searchText)}` : pathname;
  const shown = useRef(`${language} ${page}`);

  useEffect(() => {
    const key = `${language} ${page}`;
    if (key === shown.current) return;
    shown.current = key;
    const controller = new AbortController();
    import('./showPageHead').then(({ showPageHead }) => showPageHead(page, controller.signal)).catch(() => undefined);
    return () => controller.abort();
  }, [language, page]);
  return null;
}
