import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PhoneIcon from '@mui/icons-material/PhoneInTalkOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { LanguageSelectOnDemand } from '../../components/LanguageSelectOnDemand';
import { Logo } from '../../components/Logo';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { AuthLocationState } from '../../shop/account/redirect';
import { useMe } from '../../lib/session';
import { ROUTES } from '../../lib/site';
import { useStoreSettings } from '../../lib/storeSettings';
import { countBadge } from './countBadge';
import { usePublishHeaderHeight } from '../../lib/headerHeight';
import { SearchSlot } from './SearchSlot';
import { useShopState } from './useShopState';

interface HeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

const NAV_LINKS = [
  { to: ROUTES.home, id: 'nav.home' },
  { to: ROUTES.hotDeals, id: 'nav.hotDeals' },
  { to: ROUTES.about, id: 'nav.about' },
  { to: ROUTES.download, id: 'nav.download' },
  { to: ROUTES.contact, id: 'nav.contact' },
] as const;

export function Header({ menuOpen, onOpenMenu }: HeaderProps) {
  const intl = useIntl();
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  // The phone number needs room the search field cannot spare below 1280 px (the footer and /contact show it).
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const headerRef = useRef<HTMLElement>(null);
  usePublishHeaderHeight(headerRef);
  const { signedIn, favoritesCount, cartCount } = useShopState();
  const { me, loading: meLoading } = useMe();
  const phone = useStoreSettings()?.phones[0];
  const location = useLocation();
  // Visitors go to /login and come back here afterwards.
  const loginState: AuthLocationState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  const profileLabel = signedIn ? (me?.fullName ?? (meLoading ? null : intl.formatMessage({ id: 'nav.profile' }))) : intl.formatMessage({ id: 'nav.login' });

  return (
    <AppBar ref={headerRef} position="sticky" component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="xl" sx={{ px: { xs: 1.5, sm: 2, lg: 3 } }}>
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1, lg: 2 }, minHeight: { xs: 60, lg: 76 } }}>
          {!isDesktop && (
            <IconButton
              edge="start"
              onClick={onOpenMenu}
              aria-label={intl.formatMessage({ id: 'header.menu.open' })}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              data-testid="menu-button"
            >
              <MenuIcon />
            </IconButton>
          )}
          <Logo shrinks />
          {isDesktop ? (
            // At least 240 px: room for the whole placeholder in both languages, whatever the name beside it.
            <Box sx={{ flex: 1, minWidth: 240, maxWidth: 560, mx: 'auto', px: { lg: 1, xl: 2 } }}>
              <SearchSlot layout="desktop" />
            </Box>
          ) : (
            <Box sx={{ flex: 1 }} />
          )}
          {isWide && phone && (
            <Link
              href={phone.href}
              aria-label={intl.formatMessage({ id: 'header.phone.label' }, { phone: phone.display })}
              data-testid="header-phone"
              underline="none"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', whiteSpace: 'nowrap' }}
            >
              <PhoneIcon sx={{ color: 'secondary.main' }} aria-hidden="true" />
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {phone.display}
                </Box>
                <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                  <FormattedMessage id="header.hours" />
                </Box>
              </Box>
            </Link>
          )}
          <LanguageSelectOnDemand testId="language-switcher" />
          <CountButton
            to={signedIn ? ROUTES.favorites : ROUTES.login}
            state={signedIn ? undefined : loginState}
            label={intl.formatMessage({ id: 'header.favorites' })}
            count={favoritesCount}
            testId="favorites-link"
            icon={<FavoriteBorderIcon />}
          />
          <CountButton
            to={signedIn ? ROUTES.cart : ROUTES.login}
            state={signedIn ? undefined : loginState}
            label={intl.formatMessage({ id: 'header.cart' })}
            count={cartCount}
            testId="cart-link"
            icon={<ShoppingCartOutlinedIcon />}
          />
          <Button
            component={RouterLink}
            to={signedIn ? ROUTES.profile : ROUTES.login}
            state={signedIn ? undefined : loginState}
            variant={isDesktop ? 'outlined' : 'text'}
            color="primary"
            data-testid="profile-link"
            aria-busy={profileLabel === null}
            startIcon={isDesktop ? <PersonOutlineIcon /> : undefined}
            sx={{ minWidth: 0, px: isDesktop ? 2 : 1, whiteSpace: 'nowrap', borderRadius: 999 }}
          >
            {!isDesktop && <PersonOutlineIcon aria-hidden="true" />}
            <Box
              component="span"
              data-testid="profile-link-label"
              // A signed-in customer's name takes the whole width, whatever it is: the header does not shift when it arrives.
              sx={
                isDesktop
                  ? { [signedIn ? 'width' : 'maxWidth']: { lg: 140, xl: 180 }, overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'center' }
                  : visuallyHidden
              }
            >
              {profileLabel ?? (
                <>
                  <Skeleton variant="text" width={96} aria-hidden="true" data-testid="profile-link-skeleton" />
                  <Box component="span" sx={visuallyHidden}>
                    <FormattedMessage id="common.loading" />
                  </Box>
                </>
              )}
            </Box>
          </Button>
        </Toolbar>
        {!isDesktop && (
          <Box sx={{ pb: 1.5 }}>
            <SearchSlot layout="mobile" />
          </Box>
        )}
      </Container>
      {isDesktop && (
        <Box component="nav" aria-label={intl.formatMessage({ id: 'nav.main' })} sx={{ bgcolor: 'primary.main' }}>
          <Container maxWidth="xl" sx={{ display: 'flex', gap: 0.5, px: { lg: 3 } }}>
            {NAV_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end
                sx={{
                  color: 'common.white',
                  opacity: 0.9,
                  borderRadius: 0,
                  py: 1.25,
                  px: 2,
                  borderBottom: 3,
                  borderColor: 'transparent',
                  '&:hover': { opacity: 1, bgcolor: 'rgba(255,255,255,0.08)' },
                  '&.active': { opacity: 1, borderColor: 'secondary.main' },
                }}
              >
                <FormattedMessage id={link.id} />
              </Button>
            ))}
          </Container>
        </Box>
      )}
    </AppBar>
  );
}

interface CountButtonProps {
  to: string;
  state?: AuthLocationState;
  label: string;
  count: number;
  testId: string;
  icon: ReactNode;
}

/** An icon link with a count badge: hidden at 0, "99+" above 99. */
function CountButton({ to, state, label, count, testId, icon }: CountButtonProps) {
  const badge = countBadge(count);
  return (
    <IconButton
      component={RouterLink}
      to={to}
      state={state}
      aria-label={badge === null ? label : `${label} (${badge})`}
      data-testid={testId}
      sx={{ color: 'text.primary' }}
    >
      <Badge badgeContent={badge ?? ''} invisible={badge === null} color="secondary" slotProps={{ badge: { 'data-testid': `${testId}-count` } as object }}>
        {icon}
      </Badge>
    </IconButton>
  );
}
