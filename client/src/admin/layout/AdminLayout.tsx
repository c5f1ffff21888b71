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
import ViewCarouselIcon from '@mui/icons-material/ViewCarouselOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
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
import { Suspense, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, Link as RouterLink, useNavigate } from 'react-router-dom';
import { LanguageSelect } from '../../components/LanguageSelect';
import { LogoMark } from '../../components/Logo';
import { useLogout } from '../../features/accounts/session';
import type { MessageKey } from '../../i18n';
import { ROUTES } from '../../lib/site';
import { toast } from '../../lib/toast';

const DRAWER_WIDTH = 256;

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
];

/** Sidebar (a drawer on small screens), the Admin Dashboard header with Home and Sign Out, and the page. */
export function AdminLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
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
        sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2.5, py: 2, color: 'common.white', textDecoration: 'none' }}
      >
        <LogoMark size={34} />
        <Box sx={{ lineHeight: 1.2 }}>
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
          {LINKS.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                end={link.end}
                onClick={() => setDrawerOpen(false)}
                data-testid={`admin-nav-${link.id.split('.').pop()}`}
                sx={{
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
                <ListItemIcon>{link.icon}</ListItemIcon>
                <ListItemText primary={<FormattedMessage id={link.id} />} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <Box sx={{ p: 2 }}>
        <LanguageSelect testId="admin-language-switcher" variant="full" inverse fullWidth />
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
          width: wide ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', bgcolor: '#0c1a33', color: 'common.white', borderRight: 0 },
        }}
        data-testid="admin-sidebar"
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
                <MenuIcon />
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
          <Suspense fallback={<LinearProgress color="secondary" sx={{ height: 3 }} />}>
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
