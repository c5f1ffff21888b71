import CloseIcon from '@mui/icons-material/Close';
import PhoneIcon from '@mui/icons-material/PhoneInTalkOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { LanguageSelect } from '../../components/LanguageSelect';
import { Logo } from '../../components/Logo';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { MessageKey } from '../../i18n';
import { ROUTES, SITE } from '../../lib/site';
import { useMe } from '../../features/accounts/session';
import { useShopState } from './useShopState';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Full-screen menu for small screens: logo, close button, the main links and the language selector
 * at the bottom. The modal locks page scrolling while open; every link closes it.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const intl = useIntl();
  const { signedIn } = useShopState();
  const { me } = useMe();
  const links: { to: string; id: MessageKey }[] = [
    { to: ROUTES.home, id: 'nav.home' },
    { to: ROUTES.about, id: 'nav.about' },
    { to: ROUTES.download, id: 'nav.download' },
    { to: ROUTES.contact, id: 'nav.contact' },
    signedIn ? { to: ROUTES.profile, id: 'nav.profile' } : { to: ROUTES.login, id: 'nav.login' },
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
          <List sx={{ py: 1 }}>
            {links.map((link) => (
              <ListItemButton
                key={link.to}
                component={NavLink}
                to={link.to}
                end
                onClick={onClose}
                sx={{
                  px: 3,
                  py: 1.75,
                  fontSize: '1.15rem',
                  fontWeight: 600,
                  '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
                }}
              >
                <Box>
                  <FormattedMessage id={link.id} />
                  {link.to === ROUTES.profile && me && (
                    <Box sx={{ fontSize: '0.875rem', fontWeight: 400, color: 'text.secondary' }} data-testid="mobile-menu-name">
                      {me.fullName}
                    </Box>
                  )}
                </Box>
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Divider />
        <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Link
            href={SITE.phone.href}
            underline="none"
            aria-label={intl.formatMessage({ id: 'header.phone.label' }, { phone: SITE.phone.display })}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, color: 'text.primary' }}
          >
            <PhoneIcon sx={{ color: 'secondary.main' }} aria-hidden="true" />
            {SITE.phone.display}
          </Link>
          <LanguageSelect testId="mobile-language-switcher" variant="full" fullWidth />
        </Box>
      </Box>
    </Dialog>
  );
}
