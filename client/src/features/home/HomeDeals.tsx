import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Money } from '../../components/Money';
import { ProductImage } from '../../components/ProductImage';
import { visuallyHidden } from '../../components/visuallyHidden';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ROUTES } from '../../lib/site';
import { AddToCartButton } from '../../shop/cart/AddToCartButton';
import { StockLabel } from '../../shop/catalog/StockLabel';
import { FavoriteToggle } from '../../shop/favorites/FavoriteToggle';
import { useHomeHotDeals } from './hotDealsQuery';

/** The spec's home deals: 2 on small screens, 4 on large ones. */
export const DEALS_SMALL = 2;
export const DEALS_LARGE = 4;

/** What a deal card shows. */
export const HomeDealFragment = graphql(`
  fragment HomeDeal on Product {
    id
    name
    categoryName
    primaryImageUrl
    currentPrice
    originalPrice
    discountPercentage
    stockQuantity
    inStock
    isFavorite
  }
`);

/** A highlighted panel with the first hot deals and a link to all of them. */
export function HomeDeals() {
  const titleId = useId();
  const isLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const limit = isLarge ? DEALS_LARGE : DEALS_SMALL;
  const { data, loading, error } = useHomeHotDeals();
  const deals = (data?.hotDeals ?? []).slice(0, limit);

  // Nothing to show (no deals, or the row below already reports the error): no panel.
  if (!loading && deals.length === 0) return null;
  if (error && deals.length === 0) return null;

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="home-deals"
      sx={{
        borderRadius: 3,
        p: { xs: 2, lg: 3 },
        background: 'linear-gradient(135deg, #fff4e5 0%, #ffe0b8 100%)',
        border: 1,
        borderColor: 'rgba(245,124,0,0.25)',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'secondary.main',
              color: 'common.white',
              flexShrink: 0,
            }}
          >
            <LocalFireDepartmentIcon aria-hidden="true" />
          </Box>
          <Box>
            <Typography id={titleId} component="h2" variant="h2" sx={{ fontSize: { xs: '1.25rem', lg: '1.6rem' } }}>
              <FormattedMessage id="home.deals.title" />
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id="home.deals.subtitle" />
            </Typography>
          </Box>
        </Box>
        <Button
          component={RouterLink}
          to={ROUTES.hotDeals}
          variant="contained"
          color="primary"
          endIcon={<ArrowForwardIcon />}
          data-testid="home-deals-explore"
          sx={{ flexShrink: 0 }}
        >
          <FormattedMessage id="home.deals.explore" />
        </Button>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.5, lg: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {deals.length > 0
          ? deals.map((deal) => (
              <li key={deal.id}>
                <DealCard deal={deal} />
              </li>
            ))
          : Array.from({ length: limit }, (_, i) => (
              <li key={i}>
                <Skeleton variant="rounded" sx={{ height: { xs: 250, lg: 320 } }} />
              </li>
            ))}
      </Box>
    </Box>
  );
}

function DealCard({ deal }: { deal: FragmentType<typeof HomeDealFragment> }) {
  const d = getFragmentData(HomeDealFragment, deal);
  const intl = useIntl();
  const saving = Math.max(0, d.originalPrice - d.currentPrice);
  // The link covers picture, name and prices; the heart and add to cart sit beside it (no buttons inside a link).
  return (
    <Box
      data-testid="home-deal-card"
      data-product-id={d.id}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRadius: 2,
        overflow: 'hidden',
        boxShadow: '0 1px 3px rgba(12,26,51,0.08)',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover, &:focus-within': { boxShadow: '0 8px 24px rgba(12,26,51,0.16)', transform: 'translateY(-2px)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover, &:focus-within': { transform: 'none' } },
      }}
    >
      <Box
        component={RouterLink}
        to={ROUTES.product(d.id)}
        data-testid="home-deal"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', color: 'text.primary', textDecoration: 'none' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.50' }}>
          <ProductImage src={d.primaryImageUrl} alt="" size={400} />
          {d.discountPercentage > 0 && (
            <Box
              component="span"
              sx={{
                position: 'absolute',
                top: 8,
                left: 8,
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'error.main',
                color: 'common.white',
                fontWeight: 700,
                fontSize: '0.8rem',
              }}
            >
              {intl.formatMessage({ id: 'product.discount' }, { percent: Math.round(d.discountPercentage) })}
            </Box>
          )}
        </Box>
        <Box sx={{ p: { xs: 1.25, lg: 2 }, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
          <Typography
            component="h3"
            sx={{
              fontWeight: 600,
              fontSize: { xs: '0.85rem', lg: '0.95rem' },
              lineHeight: 1.35,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {d.name}
          </Typography>
          <Box sx={{ mt: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
            <Money amount={d.currentPrice} sx={{ fontWeight: 800, fontSize: { xs: '1rem', lg: '1.15rem' }, color: 'primary.dark' }} />
            {d.discountPercentage > 0 && (
              <>
                <Box component="span" sx={visuallyHidden}>
                  {intl.formatMessage({ id: 'home.deals.was' })}
                </Box>
                <Money amount={d.originalPrice} component="s" sx={{ color: 'text.secondary', fontSize: '0.85rem' }} />
              </>
            )}
          </Box>
          {saving > 0 && (
            <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600, fontSize: { xs: '0.75rem', lg: '0.85rem' } }}>
              <FormattedMessage id="home.deals.save" values={{ price: <Money amount={saving} /> }} />
            </Typography>
          )}
          <StockLabel quantity={d.stockQuantity} inStock={d.inStock} />
        </Box>
      </Box>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <FavoriteToggle productId={d.id} isFavorite={d.isFavorite} />
      </Box>
      <Box sx={{ px: { xs: 1.25, lg: 2 }, pb: { xs: 1.25, lg: 2 } }}>
        <AddToCartButton productId={d.id} inStock={d.inStock} />
      </Box>
    </Box>
  );
}
