import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import RemoveCircleOutlineIcon from '@mui/icons-material/Block';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money } from '../../components/Money';
import { visuallyHidden } from '../../components/visuallyHidden';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { usePriceFormatter } from '../../lib/i18n';
import { SignInRequired } from '../../shop/account/SignInRequired';
import type { SignInAction } from '../../shop/account/SignInRequiredDialog';
import { LOW_STOCK_THRESHOLD } from '../../shop/catalog/StockLabel';
import { displayCategoryName } from '../../lib/categoryName';
import { AddToCartButton } from '../../shop/cart/AddToCartButton';
import { FavoriteToggle } from '../../shop/favorites/FavoriteToggle';
import { OutOfStockActions } from './OutOfStockActions';
import { ProductDocuments } from './ProductDocuments';
import { isInStock, savings } from './productHelpers';
import { ShareButton } from './ShareButton';
import { QuantityStepper } from '../../components/QuantityStepper';

export const ProductSummaryFragment = graphql(`
  fragment ProductSummary on Product {
    id
    name
    shortDescription
    sku
    stockQuantity
    isHotDeal
    categoryName
    currentPrice
    originalPrice
    discountPercentage
    isFavorite
    stockNoticeRequested
    pdfs {
      id
      fileName
      downloadUrl
    }
    brand {
      id
      name
    }
  }
`);

/** Stock badge: in stock (low stock at 10 or fewer) or out of stock. */
function StockBadge({ quantity }: { quantity: number }) {
  const intl = useIntl();
  if (!isInStock(quantity)) {
    return (
      <Chip
        icon={<RemoveCircleOutlineIcon />}
        label={intl.formatMessage({ id: 'product.detail.outOfStock' })}
        size="small"
        data-testid="stock-badge"
        data-stock="out"
        sx={{ fontWeight: 700, bgcolor: 'rgba(211,47,47,0.1)', color: '#b71c1c', '& .MuiChip-icon': { color: 'inherit' } }}
      />
    );
  }
  const low = quantity <= LOW_STOCK_THRESHOLD;
  return (
    <Chip
      icon={low ? <WarningAmberIcon /> : <CheckCircleIcon />}
      label={low ? intl.formatMessage({ id: 'product.detail.lowStock' }, { count: quantity }) : intl.formatMessage({ id: 'product.detail.inStock' })}
      size="small"
      data-testid="stock-badge"
      data-stock={low ? 'low' : 'in'}
      sx={{
        fontWeight: 700,
        bgcolor: low ? 'rgba(245,124,0,0.12)' : 'rgba(46,125,50,0.1)',
        color: low ? '#8a4200' : '#1b5e20',
        '& .MuiChip-icon': { color: 'inherit' },
      }}
    />
  );
}

/** The labelled quantity: at least 1, no upper bound shown. */
function QuantityField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Typography id={labelId} component="span" sx={{ fontWeight: 600, fontSize: '0.9rem', lineHeight: 1 }}>
        {intl.formatMessage({ id: 'product.detail.quantity' })}
      </Typography>
      <QuantityStepper value={value} onChange={onChange} labelledBy={labelId} testIdPrefix="quantity" />
    </Box>
  );
}

/** Name, badges, price block, quantity and the actions (cart, favorite, the PDFs it has, share; out of stock: notify me and WhatsApp). */
export function ProductSummary({ product, features }: { product: FragmentType<typeof ProductSummaryFragment>; features?: ReactNode }) {
  const p = getFragmentData(ProductSummaryFragment, product);
  const intl = useIntl();
  const formatPrice = usePriceFormatter();
  const [quantity, setQuantity] = useState(1);
  const [signInAction, setSignInAction] = useState<SignInAction | null>(null);
  const [lastAction, setLastAction] = useState<SignInAction>('cart');
  const inStock = isInStock(p.stockQuantity);
  const discounted = p.discountPercentage > 0 && p.originalPrice > p.currentPrice;
  const saved = savings(p.originalPrice, p.currentPrice);

  const requireSignIn = (action: SignInAction) => {
    setLastAction(action);
    setSignInAction(action);
  };

  return (
    <Box data-testid="product-summary" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <StockBadge quantity={p.stockQuantity} />
        {p.isHotDeal && (
          <Chip
            size="small"
            icon={<LocalFireDepartmentIcon />}
            label={intl.formatMessage({ id: 'product.hotDeal' })}
            data-testid="detail-hot-deal"
            sx={{ fontWeight: 700, bgcolor: 'secondary.dark', color: '#fff', '& .MuiChip-icon': { color: 'inherit' } }}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto', display: { xs: 'none', sm: 'block' } }}>
          {displayCategoryName(p.categoryName)}
        </Typography>
      </Box>

      <Box>
        <Typography component="h1" variant="h1" data-testid="product-title" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, lineHeight: 1.25 }}>
          {p.name}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2.5,
            rowGap: 0.5,
            fontSize: '0.875rem',
            color: 'text.secondary',
            '& dd': { m: 0, ml: 0.5, color: 'text.primary', fontWeight: 600 },
            '& > div': { display: 'flex' },
          }}
        >
          {p.brand && (
            <div>
              <dt>{intl.formatMessage({ id: 'product.detail.brand' })}:</dt>
              <dd data-testid="product-brand">{p.brand.name}</dd>
            </div>
          )}
          <div>
            <dt>{intl.formatMessage({ id: 'product.detail.sku' })}:</dt>
            <dd data-testid="product-sku">{p.sku}</dd>
          </div>
        </Box>
      </Box>

      {p.shortDescription && (
        <Typography color="text.secondary" data-testid="product-short-description" sx={{ lineHeight: 1.6 }}>
          {p.shortDescription}
        </Typography>
      )}

      <Box
        data-testid="price-block"
        sx={{
          p: { xs: 2, md: 2.5 },
          borderRadius: 2,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
          <Money
            amount={p.currentPrice}
            data-testid="detail-price"
            sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, fontWeight: 800, color: discounted ? 'error.main' : 'text.primary', lineHeight: 1.1 }}
          />
          {discounted && (
            <>
              <Box component="span" sx={visuallyHidden}>
                {intl.formatMessage({ id: 'product.originalPrice' }, { price: formatPrice(p.originalPrice) })}
              </Box>
              <Money
                amount={p.originalPrice}
                component="s"
                aria-hidden
                data-testid="detail-original-price"
                sx={{ fontSize: { xs: '1rem', md: '1.1rem' }, color: 'text.secondary' }}
              />
              <Chip
                size="small"
                color="error"
                label={intl.formatMessage({ id: 'product.discount' }, { percent: p.discountPercentage })}
                data-testid="detail-discount"
                sx={{ fontWeight: 700, alignSelf: 'center' }}
              />
            </>
          )}
        </Box>
        {discounted && saved > 0 && (
          <Typography data-testid="detail-savings" sx={{ mt: -1, color: 'success.dark', fontWeight: 600, fontSize: '0.925rem' }}>
            <FormattedMessage id="product.detail.youSave" values={{ price: <Money amount={saved} /> }} />
          </Typography>
        )}

        {inStock && <QuantityField value={quantity} onChange={setQuantity} />}

        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <AddToCartButton productId={p.id} inStock={inStock} quantity={quantity} variant="detail" testId="add-to-cart" />
          <FavoriteToggle productId={p.id} isFavorite={p.isFavorite} variant="detail" testId="favorite-button" />
        </Box>

        {!inStock && (
          <OutOfStockActions productId={p.id} name={p.name} sku={p.sku} requested={p.stockNoticeRequested} onSignInNeeded={() => requireSignIn('notify')} />
        )}

        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <ProductDocuments productName={p.name} pdfs={p.pdfs} onSignInNeeded={() => requireSignIn('download')} />
          <ShareButton title={p.name} />
        </Box>
      </Box>

      {features}

      <SignInRequired open={signInAction !== null} onClose={() => setSignInAction(null)} action={signInAction ?? lastAction} />
    </Box>
  );
}
