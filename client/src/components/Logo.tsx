import Box from '@mui/material/Box';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** The shop's mark: a monitor with a spark, drawn inline so it needs no request. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b3d91" />
      <rect x="12" y="15" width="40" height="27" rx="4" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M24 50h16M32 42v8" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M34 19l-8 12h7l-3 8 9-13h-7z" fill="#ff8a00" />
    </svg>
  );
}

interface LogoProps {
  /** Light text for dark backgrounds (footer). */
  inverse?: boolean;
  /** The mark alone on screens narrower than 390 px (the phone header's buttons need the room). */
  shrinks?: boolean;
  onClick?: () => void;
}

/** Logo linking to the home page. */
export function Logo({ inverse = false, shrinks = false, onClick }: LogoProps) {
  const intl = useIntl();
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      aria-label={intl.formatMessage({ id: 'header.logo.label' })}
      data-testid="logo"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverse ? 'common.white' : 'primary.main',
        textDecoration: 'none',
        flexShrink: 0,
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <LogoMark />
      <Box
        component="span"
        lang="az"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          lineHeight: 1.05,
          fontSize: '0.8rem',
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          color: inverse ? 'grey.300' : 'text.secondary',
          '& b': { fontSize: '1.15rem', letterSpacing: '0.02em', color: inverse ? 'common.white' : 'primary.main', fontWeight: 800 },
          ...(shrinks && { '@media (max-width: 389.95px)': { display: 'none' } }),
        }}
      >
        <FormattedMessage id="brand.name" />
      </Box>
    </Box>
  );
}
