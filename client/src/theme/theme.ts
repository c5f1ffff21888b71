import { alpha, createTheme } from '@mui/material/styles';

/** System fonts only: the shop loads no web fonts. */
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Liberation Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

const PRIMARY = '#0b3d91';
const SECONDARY = '#f57c00';

/**
 * The storefront theme: deep blue for trust, orange for deals and calls to action.
 * Breakpoints follow the spec: 768px (md, forms) and 1024px (lg, "large screens": header, listing).
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1024, xl: 1280 } },
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, light: '#3d64b8', dark: '#072a66', contrastText: '#ffffff' },
    secondary: { main: SECONDARY, light: '#ffa040', dark: '#bb4d00', contrastText: '#ffffff' },
    error: { main: '#d32f2f' },
    success: { main: '#2e7d32' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    text: { primary: '#172033', secondary: '#5b6477' },
    divider: '#e3e7ee',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_STACK,
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.375rem', fontWeight: 700 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: ({ theme }) => ({
          transition: theme.transitions.create(['box-shadow', 'border-color']),
          '&:hover': { boxShadow: `0 6px 20px ${alpha(theme.palette.primary.main, 0.12)}`, borderColor: alpha(theme.palette.primary.main, 0.3) },
        }),
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // White text on the orange (#f57c00) is 2.9:1; small filled orange chips (the Hot deal badge) use the
    // darker orange so their text reaches WCAG AA's 4.5:1.
    MuiChip: {
      styleOverrides: {
        colorSecondary: ({ theme }) => ({ '&.MuiChip-filled': { backgroundColor: theme.palette.secondary.dark } }),
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
        img: { maxWidth: '100%' },
      },
    },
  },
});
