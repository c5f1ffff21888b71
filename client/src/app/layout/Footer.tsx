import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LocationIcon from '@mui/icons-material/LocationOnOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneInTalkOutlined';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import PublicIcon from '@mui/icons-material/Public';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSelect } from '../../components/LanguageSelect';
import { Logo } from '../../components/Logo';
import type { MessageKey } from '../../i18n';
import { ROUTES } from '../../lib/site';
import { useStoreSettings } from '../../lib/storeSettings';
import { useShopState } from './useShopState';

/** Each network the settings may name: its icon and its link's label. */
const SOCIAL: Record<string, { id: MessageKey; icon: ReactNode }> = {
  facebook: { id: 'footer.social.facebook', icon: <FacebookIcon /> },
  instagram: { id: 'footer.social.instagram', icon: <InstagramIcon /> },
  youtube: { id: 'footer.social.youtube', icon: <YouTubeIcon /> },
  linkedin: { id: 'footer.social.linkedin', icon: <LinkedInIcon /> },
  tiktok: { id: 'footer.social.tiktok', icon: <PublicIcon /> },
};

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
  const settings = useStoreSettings();
  const social = (settings?.socialLinks ?? []).filter((link) => Object.hasOwn(SOCIAL, link.network));

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
            {social.length > 0 && (
              <>
                <Typography component="h2" variant="subtitle2" sx={{ mt: 3, mb: 1, color: 'common.white' }}>
                  <FormattedMessage id="footer.social" />
                </Typography>
                <Stack direction="row" spacing={1} data-testid="footer-social">
                  {social.map((link) => (
                    <IconButton
                      key={link.network}
                      component="a"
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={intl.formatMessage({ id: SOCIAL[link.network]!.id }, { shop: settings?.shopName ?? '' })}
                      sx={{ color: 'common.white', bgcolor: 'rgba(255,255,255,0.08)', '&:hover': { bgcolor: 'secondary.main' } }}
                    >
                      {SOCIAL[link.network]!.icon}
                    </IconButton>
                  ))}
                </Stack>
              </>
            )}
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
            {settings && settings.phones.length > 0 && (
              <ContactLine icon={<PhoneIcon fontSize="small" />} label={<FormattedMessage id="footer.phone" />}>
                {settings.phones.map((phone, i) => (
                  <Box key={i}>
                    <Link href={phone.href} sx={{ ...linkSx, fontWeight: 700 }} data-testid="footer-phone">
                      {phone.display}
                    </Link>
                  </Box>
                ))}
              </ContactLine>
            )}
            {settings?.email && (
              <ContactLine icon={<MailIcon fontSize="small" />} label={<FormattedMessage id="footer.email" />}>
                <Link href={`mailto:${settings.email}`} sx={{ ...linkSx, overflowWrap: 'anywhere' }} data-testid="footer-email">
                  {settings.email}
                </Link>
              </ContactLine>
            )}
            {settings?.offices.map((office, i) => (
              <ContactLine key={i} icon={<LocationIcon fontSize="small" />} label={office.name}>
                <Box component="address" sx={{ fontStyle: 'normal' }} data-testid="footer-address">
                  {office.address}
                </Box>
              </ContactLine>
            ))}
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
