import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LanguageSelect } from '../../components/LanguageSelect';
import { Logo } from '../../components/Logo';
import type { MessageKey } from '../../i18n';

const BENEFITS: MessageKey[] = ['account.auth.benefit.prices', 'account.auth.benefit.cart', 'account.auth.benefit.order'];

/** True below 768px, where sign-in and sign-up use their mobile layouts. */
export function useAuthMobile(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
}

/**
 * The frame of /login and /register: only the form (no shop header or footer). Large screens add a
 * brand panel beside a card; under 768px the form fills the screen.
 */
export function AuthLayout({ children, testId }: { children: ReactNode; testId: string }) {
  const mobile = useAuthMobile();
  const topBar = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: { xs: 2, md: 4 }, py: 2 }}>
      <Logo />
      <LanguageSelect testId="language-switcher" variant="compact" />
    </Box>
  );

  if (mobile) {
    return (
      <Box
        component="main"
        id="main"
        data-testid={testId}
        data-layout="mobile"
        sx={{ minHeight: '100vh', bgcolor: 'background.paper', display: 'flex', flexDirection: 'column' }}
      >
        {topBar}
        <Box sx={{ flex: 1, px: 2.5, pt: 1, pb: 4, width: '100%', maxWidth: 480, mx: 'auto' }}>{children}</Box>
      </Box>
    );
  }

  return (
    <Box
      component="main"
      id="main"
      data-testid={testId}
      data-layout="desktop"
      sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { md: '1fr', lg: 'minmax(360px, 5fr) 7fr' }, bgcolor: 'background.default' }}
    >
      <Box
        sx={{
          display: { xs: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 3,
          p: 6,
          color: 'common.white',
          background: 'linear-gradient(150deg, #0b3d91 0%, #072a66 60%, #0c1a33 100%)',
        }}
      >
        <Typography component="p" variant="h2" sx={{ fontSize: '2rem', maxWidth: 420 }}>
          <FormattedMessage id="account.auth.panel.title" />
        </Typography>
        <Typography sx={{ opacity: 0.85, maxWidth: 420, lineHeight: 1.7 }}>
          <FormattedMessage id="account.auth.panel.text" />
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {BENEFITS.map((id) => (
            <Box component="li" key={id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <CheckCircleIcon sx={{ color: 'secondary.light' }} aria-hidden="true" />
              <FormattedMessage id={id} />
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        {topBar}
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 4, pb: 6 }}>
          <Paper variant="outlined" sx={{ width: '100%', maxWidth: 520, p: 5, borderRadius: 3, boxShadow: '0 10px 40px rgba(11,61,145,0.08)' }}>
            {children}
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}

/** Title and subtitle of an auth view. */
export function AuthHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: subtitle ? 1 : 0 }}>
        {title}
      </Typography>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
    </Box>
  );
}
