import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '../../lib/site';

/** Welcome panel, shown when there are no banners (or they cannot be loaded). */
export function HomeHero() {
  return (
    <Box
      component="section"
      data-testid="home-hero"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 2,
        height: '100%',
        minHeight: { xs: 220, lg: 360 },
        p: { xs: 3, sm: 4, lg: 6 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        color: 'common.white',
        background: 'linear-gradient(120deg, #072a66 0%, #0b3d91 55%, #1565c0 100%)',
      }}
    >
      <HeroArt />
      <Box sx={{ position: 'relative', maxWidth: 560 }}>
        <Typography
          component="p"
          sx={{ color: 'secondary.light', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.8rem', mb: 1.5 }}
        >
          <FormattedMessage id="home.hero.eyebrow" />
        </Typography>
        <Typography component="h2" variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem', lg: '2.6rem' }, mb: 2 }}>
          <FormattedMessage id="home.hero.title" />
        </Typography>
        <Typography sx={{ opacity: 0.88, mb: 3, fontSize: { xs: '0.95rem', lg: '1.05rem' }, display: { xs: 'none', sm: 'block' } }}>
          <FormattedMessage id="home.hero.text" />
        </Typography>
        <Button
          component={RouterLink}
          to={ROUTES.hotDeals}
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<LocalFireDepartmentIcon />}
          sx={{ alignSelf: 'flex-start', bgcolor: 'secondary.dark', '&:hover': { bgcolor: '#a04200' } }}
        >
          <FormattedMessage id="home.hero.cta" />
        </Button>
      </Box>
    </Box>
  );
}

/** Decorative line art (laptop and monitor), drawn inline. */
function HeroArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 400 300"
      aria-hidden="true"
      sx={{
        position: 'absolute',
        right: { xs: -120, sm: -40, lg: 0 },
        bottom: { xs: -30, lg: 0 },
        width: { xs: 300, lg: 440 },
        opacity: { xs: 0.18, md: 0.35 },
      }}
    >
      <g fill="none" stroke="#fff" strokeWidth="6" strokeLinejoin="round" strokeLinecap="round">
        <rect x="150" y="40" width="210" height="140" rx="12" />
        <path d="M230 180v34M200 214h90" />
        <rect x="40" y="130" width="160" height="104" rx="10" />
        <path d="M20 250h200l-16-16H36z" />
      </g>
      <path d="M270 70l-34 52h30l-12 36 38-56h-30z" fill="#ff8a00" />
    </Box>
  );
}
