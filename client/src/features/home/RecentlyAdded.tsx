import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ProductCard, ProductCardSkeleton } from '../catalog/ProductCard';
import { ProductRow } from '../catalog/ProductRow';
import { graphql } from '../../gql';
import { ROUTES } from '../../lib/site';

/** The spec's "recent/hot deals limit". */
export const RECENTLY_ADDED_LIMIT = 10;

export const RecentlyAddedQuery = graphql(`
  query RecentlyAdded($limit: Int!) {
    recentlyAdded(limit: $limit) {
      id
      ...ProductCard
    }
  }
`);

/** A row of the newest products with a More link to /products/recommended. */
export function RecentlyAdded() {
  const titleId = useId();
  const { data, loading, error, refetch } = useQuery(RecentlyAddedQuery, { variables: { limit: RECENTLY_ADDED_LIMIT } });
  const products = data?.recentlyAdded ?? [];

  let body;
  if (error && products.length === 0) {
    body = (
      <Alert
        severity="error"
        data-testid="recently-added-error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        <FormattedMessage id="home.recent.error" />
      </Alert>
    );
  } else if (loading && products.length === 0) {
    body = (
      <ProductRow busy>
        {Array.from({ length: 5 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </ProductRow>
    );
  } else if (products.length === 0) {
    body = (
      <Typography color="text.secondary">
        <FormattedMessage id="home.recent.empty" />
      </Typography>
    );
  } else {
    body = (
      <ProductRow>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ProductRow>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="recently-added">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography id={titleId} component="h2" variant="h2" sx={{ fontSize: { xs: '1.25rem', lg: '1.6rem' } }}>
          <FormattedMessage id="home.recent.title" />
        </Typography>
        <Button component={RouterLink} to={ROUTES.recommended} endIcon={<ArrowForwardIcon />} data-testid="recently-added-more">
          <FormattedMessage id="home.recent.more" />
        </Button>
      </Box>
      {body}
    </Box>
  );
}
