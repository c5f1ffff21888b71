import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { FormattedMessage } from 'react-intl';
import type { StockStatus } from '../../gql/graphql';
import { firstOf } from './productForm';

const STOCK_COLOR: Record<StockStatus, 'success' | 'warning' | 'error'> = { IN_STOCK: 'success', LOW_STOCK: 'warning', OUT_OF_STOCK: 'error' };

/** Low stock's orange, dark enough for small text on white (4.7:1; the theme's warning orange is 3:1). */
export const LOW_STOCK_COLOR = '#b35c00';

/** The stock label (back office §4: 0 Out of Stock, 1 to 10 Low Stock, above 10 In Stock), as the server judged it. */
export function StockChip({ status }: { status: StockStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STOCK_COLOR[status]}
      sx={status === 'LOW_STOCK' ? { color: LOW_STOCK_COLOR, borderColor: LOW_STOCK_COLOR } : undefined}
      label={<FormattedMessage id={`admin.products.stock.${status}`} />}
      data-testid="product-stock"
      data-stock={status}
    />
  );
}

/** Active or Inactive (Archived for a product kept for orders), and Hot Deal when it is one. */
export function ProductFlags({ product }: { product: { isActive: boolean; isHotDeal: boolean; archived: boolean } }) {
  const state = product.archived ? 'archived' : product.isActive ? 'active' : 'inactive';
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={state === 'active' ? 'success' : 'default'}
        variant={state === 'active' ? 'filled' : 'outlined'}
        label={<FormattedMessage id={`admin.products.${state}`} />}
        data-testid="product-status"
      />
      {product.isHotDeal && <Chip size="small" color="secondary" label={<FormattedMessage id="admin.products.hotDeal" />} data-testid="product-hot-deal" />}
    </Box>
  );
}

/** At most four colours and four sizes, then "+N more" (back office §2). */
export function VariantChips({ colors, sizes }: { colors: readonly string[]; sizes: readonly string[] }) {
  const line = (list: readonly string[], testId: string) => {
    const { shown, more } = firstOf(list);
    if (list.length === 0) return null;
    return (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }} data-testid={testId}>
        {shown.map((value) => (
          <Chip key={value} size="small" variant="outlined" label={value} sx={{ height: 22, fontSize: '0.75rem' }} />
        ))}
        {more > 0 && (
          <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary' }} data-testid={`${testId}-more`}>
            <FormattedMessage id="admin.products.more" values={{ count: more }} />
          </Box>
        )}
      </Box>
    );
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, py: 0.5 }}>
      {line(colors, 'product-colors')}
      {line(sizes, 'product-sizes')}
    </Box>
  );
}
