import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';

/** At or below this many items the stock badge reads "Only N left" (the cards' and the product page's). */
export const LOW_STOCK_THRESHOLD = 10;

/** A card's stock line: in stock, only N left (10 or fewer), or out of stock. */
export function StockLabel({ quantity, inStock }: { quantity: number; inStock: boolean }) {
  const intl = useIntl();
  const stock = !inStock ? 'out' : quantity <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
  const text =
    stock === 'out'
      ? intl.formatMessage({ id: 'product.detail.outOfStock' })
      : stock === 'low'
        ? intl.formatMessage({ id: 'product.detail.lowStock' }, { count: quantity })
        : intl.formatMessage({ id: 'product.detail.inStock' });
  return (
    <Box
      component="span"
      data-testid="card-stock"
      data-stock={stock}
      sx={{ fontSize: '0.8rem', fontWeight: 600, color: stock === 'out' ? '#b71c1c' : stock === 'low' ? '#8a4200' : '#1b5e20' }}
    >
      {text}
    </Box>
  );
}
