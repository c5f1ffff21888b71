import AttachFileIcon from '@mui/icons-material/AttachFile';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import RuleIcon from '@mui/icons-material/Rule';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import ViewCarouselIcon from '@mui/icons-material/ViewCarouselOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSelect } from '../../components/LanguageSelect';
import { LogoMark } from '../../components/Logo';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useLogout } from '../../lib/session';
import type { MessageKey } from '../../i18n';
import { formatBadgeCount } from '../../lib/format';
import { ROUTES } from '../../lib/site';
import { toast } from '../../lib/toast';
import { NEW_ORDERS_POLL_MS, NewOrdersCountQuery } from './newOrders';
import { LoadingBar } from '../../components/LoadingBar';

const DRAWER_WIDTH = 256;
/** The sidebar below 1280 px (and from 1024 px): icons only, each named by a tooltip. */
const MINI_WIDTH = 72;

const LINKS: { to: string; id: MessageKey; icon: ReactNode; end?: boolean }[] = [
  { to: '/admin', id: 'admin.nav.users', icon: <PeopleIcon />, end: true },
  { to: '/admin/orders', id: 'admin.nav.orders', icon: <ReceiptLongIcon /> },
  { to: '/admin/products', id: 'admin.nav.products', icon: <Inventory2Icon /> },
  { to: '/admin/category', id: 'admin.nav.categories', icon: <CategoryIcon /> },
  { to: '/admin/banners', id: 'admin.nav.banners', icon: <ViewCarouselIcon /> },
  { to: '/admin/filters', id: 'admin.nav.filters', icon: <FilterAltIcon /> },
  { to: '/admin/product-filters', id: 'admin.nav.productFilters', icon: <RuleIcon /> },
  { to: '/admin/file-management', id: 'admin.nav.files', icon: <AttachFileIcon /> },
  { to: '/admin/audit', id: 'admin.nav.audit', icon: <HistoryIcon /> },
  { to: '/admin/settings', id: 'admin.nav.settings', icon: <SettingsIcon /> },
  { to: '/admin/terms', id: 'admin.nav.terms', icon: <TranslateIcon /> },
];

/**
 * The count of orders no admin has seen yet, asked again every minute and on every move between screens
 * (the inbox and an opened order lower it through the cache as they mark orders seen).
 */
function useNewOrdersCount(): number {
  const { pathname } = useLocation();
  const client = useApolloClient();
  const { data } = useQuery(NewOrdersCountQuery, { pollInterval: NEW_ORDERS_POLL_MS });
  // Asked again on each move (the first answer comes with the query itself).
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    client.refetchQueries({ include: [NewOrdersCountQuery] }).catch(() => undefined);
  }, [pathname, client]);
  return data?.newOrdersCount ?? 0;
}

/**
 * Sidebar (full from 1280 px, icons only from 1024 px, a drawer on smaller screens), the Admin Dashboard
 * header with Home and Sign Out, and the page.
 */
export function AdminLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const full = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true });
  // Icons only while the sidebar is docked beside the page below 1280 px; the drawer always has room for words.
  const mini = wide && !full;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const newOrders = useNewOrdersCount();
  const newOrdersLabel = intl.formatMessage({ id: 'admin.nav.newOrders' }, { count: newOrders });
  const { logout, loading } = useLogout();

  /** The spec's Sign Out: every cookie goes (the language one stays), the server revokes the tokens. */
  const signOut = async () => {
    const ok = await logout({ strict: false, clearAllCookies: true });
    toast(intl.formatMessage({ id: ok ? 'account.profile.logout.success' : 'account.profile.logout.failed' }), ok ? 'success' : 'error');
    void navigate(ROUTES.login, { replace: true });
  };

  const sidebar = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component={RouterLink}
        to="/admin"
        onClick={() => setDrawerOpen(false)}
        aria-label={mini ? 'Texnika' : undefined}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: mini ? 2.25 : 2.5, py: 2, color: 'common.white', textDecoration: 'none' }}
      >
        <LogoMark size={34} />
        <Box sx={{ lineHeight: 1.2, display: mini ? 'none' : 'block' }}>
          <Box sx={{ fontWeight: 700 }}>Texnika</Box>
          <Box sx={{ fontSize: '0.75rem', opacity: 0.7 }}>
            <FormattedMessage id="admin.brand" />
          </Box>
        </Box>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <Box component="nav" aria-label={intl.formatMessage({ id: 'admin.nav.label' })} sx={{ flex: 1, overflowY: 'auto' }}>
        <List sx={{ px: 1.25, py: 1.5 }}>
          {/* Each link in its own list item: a list holds only <li> elements. */}
          {LINKS.map((link) => {
            const label = intl.formatMessage({ id: link.id });
            const badge = link.to === '/admin/orders' && newOrders > 0;
            return (
              <ListItem key={link.to} disablePadding>
                <Tooltip title={mini ? (badge ? `${label} · ${newOrdersLabel}` : label) : ''} placement="right">
                  <ListItemButton
                    component={NavLink}
                    to={link.to}
                    end={link.end}
                    onClick={() => setDrawerOpen(false)}
                    data-testid={`admin-nav-${link.id.split('.').pop()}`}
                    aria-label={mini ? (badge ? `${label} (${newOrdersLabel})` : label) : undefined}
                    sx={{
                      justifyContent: mini ? 'center' : 'flex-start',
                      px: mini ? 1 : 2,
                      borderRadius: 2,
                      mb: 0.5,
                      color: 'rgba(255,255,255,0.8)',
                      '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
                      '&:hover': { bgcolor: 'rgba(255,255,255,0.08)', color: 'common.white' },
                      '&.active': {
                        bgcolor: 'rgba(255,255,255,0.12)',
                        color: 'common.white',
                        boxShadow: 'inset 3px 0 0 #ffa040',
                        '& .MuiListItemIcon-root': { color: 'secondary.light' },
                      },
                    }}
                  >
                    <ListItemIcon sx={mini ? { justifyContent: 'center', minWidth: '0 !important' } : undefined}>
                      {badge && mini ? (
                        <Badge badgeContent={formatBadgeCount(newOrders)} color="secondary" data-testid="admin-new-orders-badge" data-count={newOrders}>
                          {link.icon}
                        </Badge>
                      ) : (
                        link.icon
                      )}
                    </ListItemIcon>
                    {!mini && <ListItemText primary={label} />}
                    {badge && !mini && (
                      <Box
                        component="span"
                        data-testid="admin-new-orders-badge"
                        data-count={newOrders}
                        title={newOrdersLabel}
                        sx={{
                          minWidth: 22,
                          height: 22,
                          px: 0.75,
                          borderRadius: 11,
                          bgcolor: 'secondary.main',
                          color: '#1a1a1a',
                          fontSize: '0.75rem',
                          fontWeight: 700,
                          display: 'inline-flex',
                          alignItems: 'center',
                          justifyContent: 'center',
                        }}
                      >
                        <span aria-hidden="true">{formatBadgeCount(newOrders)}</span>
                        <Box component="span" sx={visuallyHidden}>
                          {newOrdersLabel}
                        </Box>
                      </Box>
                    )}
                  </ListItemButton>
                </Tooltip>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <Box sx={{ p: mini ? 1 : 2 }}>
        <LanguageSelect testId="admin-language-switcher" variant={mini ? 'compact' : 'full'} inverse fullWidth />
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }} data-testid="admin-layout">
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || drawerOpen}
        onClose={() => setDrawerOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: wide ? (mini ? MINI_WIDTH : DRAWER_WIDTH) : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': {
            width: mini ? MINI_WIDTH : DRAWER_WIDTH,
            overflowX: 'hidden',
            boxSizing: 'border-box',
            bgcolor: '#0c1a33',
            color: 'common.white',
            borderRight: 0,
          },
        }}
        data-testid="admin-sidebar"
        data-mini={mini}
      >
        {sidebar}
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Toolbar sx={{ gap: 1, minHeight: { xs: 60, lg: 68 }, px: { xs: 1.5, md: 3 } }}>
            {!wide && (
              <IconButton
                edge="start"
                onClick={() => setDrawerOpen(true)}
                aria-label={intl.formatMessage({ id: 'header.menu.open' })}
                data-testid="admin-menu-button"
              >
                <Badge variant="dot" color="secondary" invisible={newOrders === 0}>
                  <MenuIcon />
                </Badge>
              </IconButton>
            )}
            <Typography
              component="div"
              variant="h4"
              sx={{ flex: 1, fontSize: { xs: '1.05rem', md: '1.25rem' }, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              data-testid="admin-title"
            >
              <FormattedMessage id="admin.title" />
            </Typography>
            <HeaderAction wide={wide} to={ROUTES.home} icon={<HomeIcon />} label={intl.formatMessage({ id: 'admin.home' })} testId="admin-home" />
            <HeaderAction
              wide={wide}
              icon={<LogoutIcon />}
              label={intl.formatMessage({ id: 'admin.signOut' })}
              onClick={() => void signOut()}
              disabled={loading}
              testId="admin-sign-out"
              color="error"
            />
          </Toolbar>
        </AppBar>
        <Box component="main" id="main" sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
          <Suspense fallback={<LoadingBar />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}

interface HeaderActionProps {
  wide: boolean;
  icon: ReactNode;
  label: string;
  testId: string;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  color?: 'inherit' | 'error';
}

/** A labelled button on wide screens, an icon button with a tooltip on small ones. */
function HeaderAction({ wide, icon, label, testId, to, onClick, disabled, color = 'inherit' }: HeaderActionProps) {
  const linkProps = to ? { component: RouterLink, to } : {};
  if (wide) {
    return (
      <Button {...linkProps} onClick={onClick} disabled={disabled} startIcon={icon} color={color} variant="outlined" data-testid={testId} sx={{ ml: 1 }}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label}>
      <IconButton {...linkProps} onClick={onClick} disabled={disabled} aria-label={label} color={color} data-testid={testId}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
