import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ChatLink } from './ChatLink';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileMenu } from './MobileMenu';
import { ScrollToTop } from './ScrollToTop';

/** Header, page, footer and the floating chat link around every public page. */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Header menuOpen={menuOpen} onOpenMenu={openMenu} />
      <MobileMenu open={menuOpen} onClose={closeMenu} />
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
