import CloseIcon from '@mui/icons-material/Close';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PhoneIcon from '@mui/icons-material/PhoneInTalkOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { LanguageSelect } from '../../components/LanguageSelect';
import { Logo } from '../../components/Logo';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { AuthLocationState } from '../../shop/account/redirect';
import { graphql } from '../../gql';
import type { MessageKey } from '../../i18n';
import { ROUTES } from '../../lib/site';
import { useStoreSettings } from '../../lib/storeSettings';
import { useMe } from '../../lib/session';
import { countBadge } from './countBadge';
import { useShopState } from './useShopState';

/** The top-level categories the menu lists (the home page asks for the same tree: one cache entry). */
export const MenuCategoriesQuery = graphql(`
  query MenuCategories {
    categoryTree {
      id
      name
      slug
    }
  }
`);

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

interface MenuLink {
  to: string;
  label: ReactNode;
  testId?: string;
  /** Where /login sends the visitor back to (a link that needs an account, for a visitor). */
  state?: AuthLocationState;
  icon?: ReactNode;
  /** A count shown beside the label (cart, favorites). */
  count?: number;
  detail?: ReactNode;
}

/**
 * Full-screen menu for small screens: logo, close button, the main links, the categories, the shopper's
 * cart, favorites and orders, then the phone and the language selector. The modal locks page scrolling
 * while open; every link closes it.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const intl = useIntl();
  const { signedIn, cartCount, favoritesCount } = useShopState();
  const { me } = useMe();
  const phone = useStoreSettings()?.phones[0];
  const categories = useQuery(MenuCategoriesQuery).data?.categoryTree ?? [];
  // A visitor signs in first and then lands where the link pointed.
  const viaLogin = (to: string): Pick<MenuLink, 'to' | 'state'> => {
    if (signedIn) return { to };
    const [pathname, hash] = to.split('#');
    return { to: ROUTES.login, state: { from: hash ? { pathname, hash: `#${hash}` } : pathname } };
  };
  const text = (id: MessageKey) => <FormattedMessage id={id} />;

  const main: MenuLink[] = [
    { to: ROUTES.home, label: text('nav.home') },
    { to: ROUTES.hotDeals, label: text('nav.hotDeals'), testId: 'mobile-menu-hot-deals' },
    { to: ROUTES.about, label: text('nav.about') },
    { to: ROUTES.download, label: text('nav.download') },
    { to: ROUTES.contact, label: text('nav.contact') },
  ];
  const mine: MenuLink[] = [
    { ...viaLogin(ROUTES.cart), label: text('header.cart'), icon: <ShoppingCartOutlinedIcon />, count: cartCount, testId: 'mobile-menu-cart' },
    { ...viaLogin(ROUTES.favorites), label: text('header.favorites'), icon: <FavoriteBorderIcon />, count: favoritesCount, testId: 'mobile-menu-favorites' },
    { ...viaLogin(ROUTES.myOrders), label: text('orders.mine'), icon: <ReceiptLongOutlinedIcon />, testId: 'mobile-menu-orders' },
    signedIn
      ? {
          to: ROUTES.profile,
          label: text('nav.profile'),
          detail: me && (
            <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', fontWeight: 400, color: 'text.secondary' }} data-testid="mobile-menu-name">
              {me.fullName}
            </Box>
          ),
        }
      : { to: ROUTES.login, label: text('nav.login') },
  ];

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      slots={{ transition: Slide }}
      slotProps={{ transition: { direction: 'right' } as object }}
      aria-labelledby="mobile-menu-title"
      id="mobile-menu"
      data-testid="mobile-menu"
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Logo onClick={onClose} />
          <Typography id="mobile-menu-title" sx={visuallyHidden}>
            <FormattedMessage id="header.menu.title" />
          </Typography>
          <IconButton onClick={onClose} aria-label={intl.formatMessage({ id: 'header.menu.close' })} data-testid="menu-close">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={intl.formatMessage({ id: 'nav.main' })} sx={{ flex: 1 }}>
          <MenuList links={main} onClose={onClose} />
          {categories.length > 0 && (
            <MenuList
              title={text('nav.categories')}
              testId="mobile-menu-categories"
              links={categories.map((c) => ({ to: ROUTES.topCategory(c.slug), label: c.name, testId: 'mobile-menu-category' }))}
              onClose={onClose}
              dense
            />
          )}
          <Divider />
          <MenuList links={mine} onClose={onClose} />
        </Box>
        <Divider />
        <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {phone && (
            <Link
              href={phone.href}
              underline="none"
              aria-label={intl.formatMessage({ id: 'header.phone.label' }, { phone: phone.display })}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, color: 'text.primary' }}
            >
              <PhoneIcon sx={{ color: 'secondary.main' }} aria-hidden="true" />
              {phone.display}
            </Link>
          )}
          <LanguageSelect testId="mobile-language-switcher" variant="full" fullWidth />
        </Box>
      </Box>
    </Dialog>
  );
}

/** One list of menu links, each in its own list item, under an optional heading. */
function MenuList({ links, onClose, title, testId, dense }: { links: MenuLink[]; onClose: () => void; title?: ReactNode; testId?: string; dense?: boolean }) {
  const titleId = useId();
  return (
    <>
      {/* The heading stays outside the list: a list may hold list items only. */}
      {title && (
        <Typography
          id={titleId}
          component="h2"
          sx={{ px: 3, pt: 1.5, color: 'text.secondary', fontSize: '0.8rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em' }}
        >
          {title}
        </Typography>
      )}
      <List sx={{ py: 1 }} data-testid={testId} aria-labelledby={title ? titleId : undefined}>
        {links.map((link) => {
          const badge = countBadge(link.count ?? 0);
          return (
            <ListItem key={`${link.to}${link.testId ?? ''}`} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                state={link.state}
                end
                onClick={onClose}
                data-testid={link.testId}
                sx={{
                  px: 3,
                  py: dense ? 1.1 : 1.75,
                  gap: 1.5,
                  fontSize: dense ? '1rem' : '1.15rem',
                  fontWeight: dense ? 500 : 600,
                  '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
                  '& svg': { color: 'text.secondary' },
                }}
              >
                {link.icon && (
                  <Box component="span" aria-hidden="true" sx={{ display: 'flex' }}>
                    {link.icon}
                  </Box>
                )}
                <Box component="span" sx={{ flex: 1 }}>
                  {link.label}
                  {link.detail}
                </Box>
                {badge !== null && (
                  <Box
                    component="span"
                    sx={{
                      minWidth: 24,
                      px: 0.75,
                      borderRadius: 999,
                      bgcolor: 'secondary.dark',
                      color: 'common.white',
                      fontSize: '0.8rem',
                      fontWeight: 700,
                      textAlign: 'center',
                    }}
                    data-testid={link.testId && `${link.testId}-count`}
                  >
                    {badge}
                  </Box>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
