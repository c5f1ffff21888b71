import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { CURRENCY_SIGN, formatPrice } from '../lib/format';
import { useLanguage } from '../lib/i18n';
import { withSx } from './sx';

/**
 * The manat sign drawn as a mask filled with the text colour. Many system fonts (older Linux ones,
 * for instance) have no ₼ glyph; the character stays in the text for copying, search and screen
 * readers, but is painted the same on every device.
 */
const MANAT_MASK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 90'%3E%3Cg fill='none' stroke='%23000' stroke-width='10'%3E%3Cpath d='M32 0v90'/%3E%3Cpath d='M6 90V54a26 26 0 0 1 52 0v36'/%3E%3C/g%3E%3C/svg%3E\")";

const signSx = {
  display: 'inline-block',
  width: '0.58em',
  height: '0.72em',
  ml: '0.05em',
  overflow: 'hidden',
  backgroundColor: 'currentColor',
  maskImage: MANAT_MASK,
  WebkitMaskImage: MANAT_MASK,
  maskRepeat: 'no-repeat',
  WebkitMaskRepeat: 'no-repeat',
  maskSize: 'contain',
  WebkitMaskSize: 'contain',
  maskPosition: 'center bottom',
  WebkitMaskPosition: 'center bottom',
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
