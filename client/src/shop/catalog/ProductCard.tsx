import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Money } from '../../components/Money';
import { ProductImage } from '../../components/ProductImage';
import { visuallyHidden } from '../../components/visuallyHidden';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { usePriceFormatter } from '../../lib/i18n';
import { displayCategoryName } from '../../lib/categoryName';
import { ROUTES } from '../../lib/site';
import { AddToCartButton } from '../cart/AddToCartButton';
import { FavoriteToggle } from '../favorites/FavoriteToggle';
import { StockLabel } from './StockLabel';

/** What a product card shows; listings and rows spread this fragment. */
export const ProductCardFragment = graphql(`
  fragment ProductCard on Product {
    id
    name
    categoryName
    shortDescription
    currentPrice
    originalPrice
    discountPercentage
    isHotDeal
    primaryImageUrl
    primaryImageSrcset
    stockQuantity
    inStock
    isFavorite
  }
`);

const IMAGE_SIZE = 400;
/** How wide a card's picture shows: two cards a row on a phone, three to four on larger screens; rows have a fixed thumbnail. */
const GRID_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 600px) 33vw, 50vw';
const ROW_IMAGE_SIZES = '(min-width: 600px) 180px, 120px';

export interface ProductCardProps {
  product: FragmentType<typeof ProductCardFragment>;
  /** "grid" (default): a tall card; "row": a wide card for list views, with the short description. */
  layout?: 'grid' | 'row';
  /**
   * Cards on a listing's first screen: their pictures load at once ("eager") instead of when scrolled
   * to, and the first one ("lead"), the largest thing a phone shows first, ahead of everything else.
   */
  imagePriority?: 'lead' | 'eager';
}

export function ProductCard({ product, layout = 'grid', imagePriority }: ProductCardProps) {
  const p = getFragmentData(ProductCardFragment, product);
  const row = layout === 'row';
  const intl = useIntl();
  const formatPrice = usePriceFormatter();
  const discounted = p.discountPercentage > 0;

  return (
    <Card data-testid="product-card" data-product-id={p.id} sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={ROUTES.product(p.id)}
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: row ? 'row' : 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '1 / 1',
            bgcolor: 'grey.50',
            overflow: 'hidden',
            ...(row && { width: { xs: 120, sm: 180 }, flexShrink: 0, alignSelf: 'flex-start', m: 1, borderRadius: 1 }),
          }}
        >
          <ProductImage
            src={p.primaryImageUrl}
            srcSet={p.primaryImageSrcset}
            sizes={row ? ROW_IMAGE_SIZES : GRID_IMAGE_SIZES}
            alt={p.name}
            size={IMAGE_SIZE}
            loading={imagePriority ? 'eager' : 'lazy'}
            fetchPriority={imagePriority === 'lead' ? 'high' : undefined}
          />
          {/* Room on the right for the heart, which sits over the picture outside the link. */}
          <Box sx={{ position: 'absolute', top: 8, left: 8, right: 44, display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            {discounted && (
              <Chip
                size="small"
                color="error"
                label={intl.formatMessage({ id: 'product.discount' }, { percent: p.discountPercentage })}
                data-testid="discount-badge"
                sx={{ fontWeight: 700 }}
              />
            )}
            {p.isHotDeal && (
              <Chip
                size="small"
                color="secondary"
                icon={<LocalFireDepartmentIcon />}
                label={intl.formatMessage({ id: 'product.hotDeal' })}
                data-testid="hot-deal-badge"
                // Two lines rather than cut ("Qaynar təklif" has about 80 px beside the heart on a 320 px
                // phone): the label wraps between words, and the flame gives its room up below 600 px.
                sx={{
                  fontWeight: 700,
                  bgcolor: 'secondary.dark',
                  height: 'auto',
                  minHeight: 24,
                  '& .MuiChip-icon': { display: { xs: 'none', sm: 'block' } },
                  '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.25, py: 0.25 },
                }}
              />
            )}
          </Box>
        </Box>
        <Box sx={{ p: row ? 2 : 1.5, pr: row ? 6 : 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" noWrap data-testid="product-category">
            {displayCategoryName(p.categoryName)}
          </Typography>
          <Typography
            component="h3"
            variant={row ? 'subtitle1' : 'body2'}
            data-testid="product-name"
            sx={{
              fontWeight: 600,
              lineHeight: 1.35,
              minHeight: row ? undefined : '2.7em',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {p.name}
          </Typography>
          {row && p.shortDescription && (
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="product-short-description"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {p.shortDescription}
            </Typography>
          )}
          <Box sx={{ mt: 'auto', pt: 0.5, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
            <Money
              amount={p.currentPrice}
              data-testid="product-price"
              sx={{ fontWeight: 800, fontSize: '1.1rem', color: discounted ? 'error.main' : 'text.primary' }}
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
                  data-testid="product-original-price"
                  sx={{ fontSize: '0.875rem', color: 'text.secondary' }}
                />
              </>
            )}
          </Box>
          <StockLabel quantity={p.stockQuantity} inStock={p.inStock} />
        </Box>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <FavoriteToggle productId={p.id} isFavorite={p.isFavorite} />
      </Box>
      <Box sx={{ px: row ? 2 : 1.5, pb: row ? 2 : 1.5, pt: 0, ...(row && { pl: { xs: 'calc(120px + 32px)', sm: 'calc(180px + 32px)' } }) }}>
        <Box sx={{ maxWidth: row ? { sm: 240 } : undefined }}>
          <AddToCartButton productId={p.id} inStock={p.inStock} />
        </Box>
      </Box>
    </Card>
  );
}

/** Placeholder with the card's proportions while products load. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'row' }) {
  if (layout === 'row') {
    return (
      <Card data-testid="product-card-skeleton" aria-hidden="true" sx={{ display: 'flex' }}>
        <Skeleton variant="rectangular" sx={{ width: { xs: 120, sm: 180 }, aspectRatio: '1 / 1', height: 'auto', m: 1, flexShrink: 0 }} />
        <Box sx={{ p: 2, flex: 1 }}>
          <Skeleton width="25%" />
          <Skeleton width="70%" height={28} />
          <Skeleton />
          <Skeleton width="20%" height={32} />
        </Box>
      </Card>
    );
  }
  return (
    <Card data-testid="product-card-skeleton" aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box sx={{ p: 1.5 }}>
        <Skeleton width="45%" />
        <Skeleton />
        <Skeleton width="80%" />
        <Skeleton width="40%" height={32} />
      </Box>
    </Card>
  );
}
