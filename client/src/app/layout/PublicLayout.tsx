import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { HydratesApart } from '../../components/HydratesApart';
import { useInView } from '../../lib/useInView';
import { PageHydrated } from '../../lib/renderHints';
import { ChatLink } from './ChatLink';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { LoadingBar } from '../../components/LoadingBar';

// The phone menu loads on first use: the first load carries none of it.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));
// The footer loads when the visitor scrolls near it: below the fold on every page, it is no part of the first paint.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

/** Header, page, footer and the floating chat link around every public page. */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Stays mounted once opened, so closing plays its transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const openMenu = useCallback(() => {
    setMenuLoaded(true);
    setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <HydratesApart>
        <Header menuOpen={menuOpen} onOpenMenu={openMenu} />
      </HydratesApart>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
      {/* At least a screen high, so the footer never shows while a page's code loads (then jumps down). */}
      <Box component="main" id="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Suspense fallback={<LoadingBar />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </Box>
      <FooterWhenNear />
      <ChatLink />
    </Box>
  );
}

/**
 * The footer once its place comes into view; until it has rendered, a block of about its height
 * (measured: ~855 px on a phone, ~413 px at 1280 px) holds its place, so nothing moves while its code
 * loads (a visitor, or a click, aimed below the page would otherwise see the page jump).
 */
function FooterWhenNear() {
  const place = useRef<HTMLDivElement>(null);
  const near = useInView(place, '0px');
  const reserved = <Box sx={{ minHeight: { xs: 860, sm: 600, md: 420 } }} />;
  return (
    <Box ref={place} data-browser-renders="">
      {near ? (
        <Suspense fallback={reserved}>
          <Footer />
        </Suspense>
      ) : (
        reserved
      )}
    </Box>
  );
}
