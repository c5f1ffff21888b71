import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { CURRENCY_SIGN, formatPrice } from '../lib/format';
import { useLanguage } from '../lib/i18n';
import { withSx } from './sx';

/**
 * The manat sign drawn in CSS with the text colour: an arch and a stroke through it. Many system fonts
 * (older Linux ones, for instance) have no ₼ glyph; the character stays in the text for copying, search
 * and screen readers, but is painted the same on every device. Borders, not an image: an SVG mask made
 * the browser build an SVG document for it on every page, in a task of its own after the first paint
 * (SVG documents took 4-12 ms each on this machine kind: blocking time once scaled to a phone).
 */
const STROKE = '0.09em';
const signSx = {
  display: 'inline-block',
  position: 'relative',
  width: '0.58em',
  height: '0.72em',
  ml: '0.05em',
  overflow: 'hidden',
  '&::before': {
    content: '""',
    position: 'absolute',
    left: '2%',
    right: '2%',
    top: '26%',
    bottom: 0,
    border: `${STROKE} solid currentColor`,
    borderBottom: 0,
    borderRadius: '50% 50% 0 0 / 46% 46% 0 0',
  },
  '&::after': {
    content: '""',
    position: 'absolute',
    left: `calc(50% - ${STROKE} / 2)`,
    width: STROKE,
    top: 0,
    bottom: 0,
    backgroundColor: 'currentColor',
  },
  '& > span': { color: 'transparent' },
} as const;

interface MoneyProps {
  amount: number;
  /** Element to render (e.g. "s" for a struck-out original price). */
  component?: 'span' | 's';
  sx?: SxProps<Theme>;
  'data-testid'?: string;
  'aria-hidden'?: boolean;
}

/** An AZN amount for the current language: "1,299.00 ₼" (en) or "1.299,00 ₼" (az), never wrapped. */
export function Money({ amount, component = 'span', sx, ...rest }: MoneyProps) {
  const { language } = useLanguage();
  const text = formatPrice(amount, language);
  const number = text.endsWith(` ${CURRENCY_SIGN}`) ? text.slice(0, -CURRENCY_SIGN.length - 1) : text;
  return (
    <Box component={component} sx={withSx({ whiteSpace: 'nowrap' }, sx)} {...rest}>
      {number}{' '}
      <Box component="span" sx={signSx}>
        <span>{CURRENCY_SIGN}</span>
      </Box>
    </Box>
  );
}
