import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDiscardGuard } from './useDiscardGuard';

/** Where a click on this event's link would go inside the shop, or null (not a plain click on a link to another page here). */
function inAppDestination(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, here.href);
  // Another site is left through the browser, which asks on its own (beforeunload below).
  if (url.origin !== here.origin) return null;
  const destination = url.pathname + url.search + url.hash;
  return destination === here.pathname + here.search + here.hash ? null : destination;
}

/**
 * While a page's form has unsaved changes, leaving it asks first. A link inside the shop (the sidebar, the
 * header, a breadcrumb) asks "Discard your changes?" in the back office's own dialog, and moves only when
 * told to: the router is not a data router, so the click is caught before it reaches the link. Closing or
 * reloading the tab, or leaving the shop, gets the browser's own question. The browser's Back button is
 * not asked about (a non-data router cannot hold it). Render the returned prompt with the form.
 */
export function useUnsavedChangesWarning(dirty: boolean, testId: string): ReactNode {
  const navigate = useNavigate();
  const destination = useRef<string | null>(null);
  const { requestClose, prompt } = useDiscardGuard(
    dirty,
    () => {
      if (destination.current) void navigate(destination.current);
    },
    testId,
  );
  const ask = useRef(requestClose);
  ask.current = requestClose;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const catchLink = (event: MouseEvent) => {
      const to = inAppDestination(event, window.location);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      destination.current = to;
      ask.current();
    };
    window.addEventListener('beforeunload', warn);
    // Capture on the document: before React's own listeners on the root, so the link never sees the click.
    document.addEventListener('click', catchLink, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', catchLink, true);
    };
  }, [dirty]);

  return prompt;
}
