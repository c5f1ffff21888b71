import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../components/visuallyHidden';

/** The page's shape while the product loads (same grid, so nothing jumps when it arrives). */
export function ProductDetailSkeleton() {
  const intl = useIntl();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, lg: 3 } }} data-testid="product-skeleton" aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        {intl.formatMessage({ id: 'product.detail.loading' })}
      </Box>
      <Skeleton width={320} sx={{ mb: { xs: 2, lg: 3 }, maxWidth: '80%' }} aria-hidden="true" />
      <Box aria-hidden="true" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '5fr 6fr' }, gap: { xs: 3, lg: 5 } }}>
        <Box>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" width={72} height={72} />
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Skeleton variant="rounded" width={110} height={24} />
          <Skeleton height={48} width="90%" />
          <Skeleton width="40%" />
          <Skeleton />
          <Skeleton width="85%" />
          <Skeleton variant="rounded" height={220} />
          <Skeleton width="50%" />
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </Box>
      </Box>
    </Container>
  );
}
