import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { InlineError } from './InlineError';
import { Link as RouterLink } from 'react-router-dom';
import { ProductCard, ProductCardFragment, ProductCardSkeleton } from '../../shop/catalog/ProductCard';
import { ProductRow } from '../../shop/catalog/ProductRow';
import type { FragmentType } from '../../gql';
import type { MessageKey } from '../../i18n';

interface ProductRowSectionProps {
  testId: string;
  titleKey: MessageKey;
  moreTo: string;
  errorKey: MessageKey;
  emptyKey: MessageKey;
  products: (FragmentType<typeof ProductCardFragment> & { id: string })[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** A titled row of product cards with a More link (recently added, hot deals). */
export function ProductRowSection({ testId, titleKey, moreTo, errorKey, emptyKey, products, loading, failed, onRetry }: ProductRowSectionProps) {
  const titleId = useId();

  let body;
  if (failed && products.length === 0) {
    body = (
      <InlineError testId={`${testId}-error`} onRetry={onRetry}>
        <FormattedMessage id={errorKey} />
      </InlineError>
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
        <FormattedMessage id={emptyKey} />
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
    <Box component="section" aria-labelledby={titleId} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography id={titleId} component="h2" variant="h2" sx={{ fontSize: { xs: '1.25rem', lg: '1.6rem' } }}>
          <FormattedMessage id={titleKey} />
        </Typography>
        <Button component={RouterLink} to={moreTo} endIcon={<ArrowForwardIcon />} data-testid={`${testId}-more`}>
          <FormattedMessage id="home.more" />
        </Button>
      </Box>
      {body}
    </Box>
  );
}
