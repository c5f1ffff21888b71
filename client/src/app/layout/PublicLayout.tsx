import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ChatLink } from './ChatLink';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

// The phone menu loads on first use: the first load carries none of it.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

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
      <Header menuOpen={menuOpen} onOpenMenu={openMenu} />
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
      <Box component="main" id="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<LinearProgress color="secondary" sx={{ height: 3 }} />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ChatLink />
    </Box>
  );
}
