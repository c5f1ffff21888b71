import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LocationIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneIcon from '@mui/icons-material/PhoneInTalkOutlined';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSelect } from '../../components/LanguageSelect';
import { Logo } from '../../components/Logo';
import { ROUTES, SITE } from '../../lib/site';
import { useShopState } from './useShopState';

const SOCIAL = [
  { href: SITE.social.facebook, id: 'footer.social.facebook', icon: <FacebookIcon /> },
  { href: SITE.social.instagram, id: 'footer.social.instagram', icon: <InstagramIcon /> },
  { href: SITE.social.youtube, id: 'footer.social.youtube', icon: <YouTubeIcon /> },
  { href: SITE.social.linkedin, id: 'footer.social.linkedin', icon: <LinkedInIcon /> },
] as const;

const PAGES = [
  { to: ROUTES.home, id: 'nav.home' },
  { to: ROUTES.about, id: 'nav.about' },
  { to: ROUTES.download, id: 'nav.download' },
  { to: ROUTES.contact, id: 'nav.contact' },
] as const;

const linkSx = { color: 'grey.300', '&:hover': { color: 'common.white' } } as const;

export function Footer() {
  const intl = useIntl();
  const { signedIn } = useShopState();
  const year = new Date().getFullYear();

  return (
    <Box component="footer" data-testid="footer" sx={{ bgcolor: '#0c1a33', color: 'grey.300', mt: 'auto' }}>
      <Container maxWidth="xl" sx={{ py: { xs: 5, lg: 7 }, px: { xs: 2, lg: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, lg: 6 },
            gridTemplateColumns: { xs: '1fr 1fr', lg: '1.6fr 1fr 1fr 1.6fr' },
            // Phones: brand and contact span both columns, the two link lists sit side by side.
            '& > .footer-wide': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
          }}
        >
          <Box className="footer-wide">
            <Logo inverse />
            <Typography variant="body2" sx={{ mt: 2, maxWidth: 360, lineHeight: 1.7 }}>
              <FormattedMessage id="footer.description" />
            </Typography>
            <Typography component="h2" variant="subtitle2" sx={{ mt: 3, mb: 1, color: 'common.white' }}>
              <FormattedMessage id="footer.social" />
            </Typography>
            <Stack direction="row" spacing={1}>
              {SOCIAL.map((item) => (
                <IconButton
                  key={item.id}
                  component="a"
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={intl.formatMessage({ id: item.id })}
                  sx={{ color: 'common.white', bgcolor: 'rgba(255,255,255,0.08)', '&:hover': { bgcolor: 'secondary.main' } }}
                >
                  {item.icon}
                </IconButton>
              ))}
            </Stack>
          </Box>

          <FooterColumn titleId="footer.pages">
            {PAGES.map((page) => (
              <Link key={page.to} component={RouterLink} to={page.to} sx={linkSx}>
                <FormattedMessage id={page.id} />
              </Link>
            ))}
          </FooterColumn>

          <FooterColumn titleId="footer.account">
            <Link component={RouterLink} to={signedIn ? ROUTES.profile : ROUTES.login} sx={linkSx} data-testid="footer-login-link">
              <FormattedMessage id={signedIn ? 'nav.profile' : 'nav.login'} />
            </Link>
            <Link component={RouterLink} to={ROUTES.hotDeals} sx={linkSx}>
              <FormattedMessage id="nav.hotDeals" />
            </Link>
          </FooterColumn>

          <FooterColumn titleId="footer.contact" wide>
            <ContactLine icon={<PhoneIcon fontSize="small" />} label={<FormattedMessage id="footer.phone" />}>
              <Link href={SITE.phone.href} sx={{ ...linkSx, fontWeight: 700 }} data-testid="footer-phone">
                {SITE.phone.display}
              </Link>
            </ContactLine>
            <ContactLine icon={<LocationIcon fontSize="small" />} label={<FormattedMessage id="footer.address.main.label" />}>
              <Box component="address" sx={{ fontStyle: 'normal' }}>
                <FormattedMessage id="footer.address.main" />
              </Box>
            </ContactLine>
            <ContactLine icon={<LocationIcon fontSize="small" />} label={<FormattedMessage id="footer.address.second.label" />}>
              <Box component="address" sx={{ fontStyle: 'normal' }}>
                <FormattedMessage id="footer.address.second" />
              </Box>
            </ContactLine>
          </FooterColumn>
        </Box>
      </Container>
      <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.1)' }}>
        <Container
          maxWidth="xl"
          sx={{
            py: 2,
            px: { xs: 2, lg: 3 },
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Typography variant="body2" data-testid="copyright">
            <FormattedMessage id="footer.copyright" values={{ year }} />
          </Typography>
          <LanguageSelect testId="footer-language-switcher" variant="full" inverse />
        </Container>
      </Box>
    </Box>
  );
}

interface FooterColumnProps {
  titleId: 'footer.pages' | 'footer.account' | 'footer.contact';
  wide?: boolean;
  children: ReactNode;
}

function FooterColumn({ titleId, wide = false, children }: FooterColumnProps) {
  return (
    <Box className={wide ? 'footer-wide' : undefined}>
      <Typography component="h2" variant="subtitle1" sx={{ color: 'common.white', fontWeight: 700, mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      <Stack spacing={1.25} sx={{ alignItems: 'flex-start', fontSize: '0.95rem' }}>
        {children}
      </Stack>
    </Box>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'secondary.light', mt: '2px', display: 'flex' }} aria-hidden="true">
        {icon}
      </Box>
      <Box>
        <Box sx={{ fontSize: '0.75rem', textTransform: 'uppercase', letterSpacing: '0.06em', color: 'grey.500' }}>{label}</Box>
        {children}
      </Box>
    </Box>
  );
}
