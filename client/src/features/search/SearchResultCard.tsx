import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LogoMark } from '../../components/Logo';
import { Money } from '../../components/Money';
import { visuallyHidden } from '../../components/visuallyHidden';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { usePriceFormatter } from '../../lib/i18n';
import { displayCategoryName } from '../../lib/categoryName';
import { ROUTES } from '../../lib/site';

/** What a search result card shows. */
export const SearchResultCardFragment = graphql(`
  fragment SearchResultCard on Product {
    id
    name
    categoryName
    currentPrice
    originalPrice
    discountPercentage
    isHotDeal
    primaryImageUrl
  }
`);

const IMAGE_SIZE = 72;

const badgeSx = {
  display: 'inline-flex',
  alignItems: 'center',
  px: 0.75,
  height: 20,
  borderRadius: 1,
  fontSize: '0.7rem',
  fontWeight: 800,
  letterSpacing: '0.02em',
  color: 'common.white',
  whiteSpace: 'nowrap',
} as const;

interface SearchResultCardProps {
  product: FragmentType<typeof SearchResultCardFragment>;
  onChoose: () => void;
}

/** One result: image, name, category, price (struck original and minus-percent when discounted), Hot badge. */
export function SearchResultCard({ product, onChoose }: SearchResultCardProps) {
  const p = getFragmentData(SearchResultCardFragment, product);
  const intl = useIntl();
  const formatPrice = usePriceFormatter();
  const [imageFailed, setImageFailed] = useState(false);
  const discounted = p.discountPercentage > 0;

  return (
    <Box
      component={RouterLink}
      to={ROUTES.product(p.id)}
      onClick={onChoose}
      data-search-option=""
      data-testid="search-result"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        p: 1,
        borderRadius: 2,
        color: 'text.primary',
        textDecoration: 'none',
        outline: 'none',
        transition: 'background-color 120ms',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { bgcolor: 'action.hover', boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: IMAGE_SIZE,
          height: IMAGE_SIZE,
          borderRadius: 1.5,
          bgcolor: 'grey.50',
          border: 1,
          borderColor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {p.primaryImageUrl && !imageFailed ? (
          <Box
            component="img"
            src={p.primaryImageUrl}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
            data-testid="search-result-image"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Box
            role="img"
            aria-label={intl.formatMessage({ id: 'product.noImage' })}
            data-testid="search-result-placeholder"
            sx={{ display: 'grid', placeItems: 'center', opacity: 0.3, filter: 'grayscale(1)' }}
          >
            <LogoMark size={36} />
          </Box>
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Box
          component="span"
          data-testid="search-result-category"
          sx={{ fontSize: '0.72rem', color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {displayCategoryName(p.categoryName)}
        </Box>
        <Box
          component="span"
          data-testid="search-result-name"
          sx={{
            fontSize: '0.9rem',
            fontWeight: 600,
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {p.name}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mt: 0.25 }}>
          <Money
            amount={p.currentPrice}
            data-testid="search-result-price"
            sx={{ fontWeight: 800, fontSize: '0.95rem', color: discounted ? 'error.main' : 'primary.main' }}
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
                data-testid="search-result-original-price"
                sx={{ fontSize: '0.8rem', color: 'text.secondary' }}
              />
              <Box component="span" data-testid="search-result-discount" sx={{ ...badgeSx, bgcolor: 'error.main' }}>
                {intl.formatMessage({ id: 'product.discount' }, { percent: p.discountPercentage })}
              </Box>
            </>
          )}
          {p.isHotDeal && (
            <Box component="span" data-testid="search-result-hot" sx={{ ...badgeSx, bgcolor: 'secondary.dark' }}>
              {intl.formatMessage({ id: 'search.hot' })}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** A card's shape while results load. */
export function SearchResultSkeleton() {
  return (
    <Box data-testid="search-skeleton" aria-hidden="true" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1 }}>
      <Skeleton variant="rounded" width={IMAGE_SIZE} height={IMAGE_SIZE} sx={{ flexShrink: 0 }} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="30%" height={16} />
        <Skeleton width="90%" height={20} />
        <Skeleton width="40%" height={22} />
      </Box>
    </Box>
  );
}
